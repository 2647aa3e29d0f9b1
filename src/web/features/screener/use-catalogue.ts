import { useCallback } from "react";
import type { ScreenerCatalogue } from "../../../domain/screener/contract";
import { readScreenerCatalogue } from "./api/screener-catalogue";
import type { FirstViewCatalogue } from "./first-view-catalogue";

// The whole catalogue (every filter and column), read when the filter panel or the column chooser
// first opens rather than sent with the page (first-view-catalogue.ts). A sector's or an industry's
// page leaves its own group's filter out of the panel, as the page's screen does.

const derived = new Map<string, { from: Promise<ScreenerCatalogue>; answer: Promise<ScreenerCatalogue> }>();

function catalogueWithout(access: string, leaveOut: string | undefined): Promise<ScreenerCatalogue> {
  const from = readScreenerCatalogue(access);
  if (!leaveOut) return from;
  const key = `${access}|${leaveOut}`;
  let entry = derived.get(key);
  // The same promise for the same answer: the panel reads it with React's `use`.
  if (entry?.from !== from) {
    entry = {
      from,
      answer: from.then((c) => ({ ...c, filters: c.filters.filter((f) => f.key !== leaveOut) })),
    };
    derived.set(key, entry);
  }
  return entry.answer;
}

/** What reads this page's whole catalogue: the same promise each time until the visitor's kind changes. */
export function useCatalogue(
  first: Pick<FirstViewCatalogue, "access">,
  leaveOut: string | undefined,
): () => Promise<ScreenerCatalogue> {
  const { access } = first;
  return useCallback(() => catalogueWithout(access, leaveOut), [access, leaveOut]);
}
