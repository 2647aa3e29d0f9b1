import { api } from "../../../../domain/paths";
import type { ScreenerCatalogue } from "../../../../domain/screener/contract";
import { apiRead, schemaOf } from "../../../lib/api-client";

// GET /api/screener/catalogue: every filter group, filter, tab and column, locked ones marked for
// this visitor. Read once per kind of visitor (`access`, from the page's data) and kept: the
// filter panel and the column chooser ask for it each time they open. A failed read is not kept.

let kept: { access: string; answer: Promise<ScreenerCatalogue> } | null = null;

export function readScreenerCatalogue(access: string): Promise<ScreenerCatalogue> {
  if (kept?.access === access) return kept.answer;
  const answer = apiRead(
    api.screenerCatalogue(),
    schemaOf(
      () => import("../../../../domain/screener/contract"),
      (c) => c.screenerCatalogueSchema,
    ),
    // Asked again of the server, not the browser's copy, when the visitor's kind has changed (a
    // sign-in, an upgrade): the locks must be today's.
    { cache: "no-cache" },
  );
  const entry = { access, answer };
  kept = entry;
  answer.catch(() => {
    if (kept === entry) kept = null;
  });
  return answer;
}
