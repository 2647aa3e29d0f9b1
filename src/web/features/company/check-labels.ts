import type { DueDiligence } from "../../../domain/contracts/company";
import { CHECKS } from "../../../domain/checks/registry";

// Names the checklist shows: the registry's title of each check type (the category headings
// are CATEGORY_LABELS in domain/checks/types.ts). The registry holds every rule, so the route's
// loader looks the titles up and sends them with the page (decision 041).

const TITLES = new Map(CHECKS.map((check) => [check.type, check.title]));

/** The registry's title of each check the page shows; a type it does not know (newer data) is left out. */
export function checkTitles(dueDiligence: DueDiligence | null): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const check of dueDiligence?.checks ?? []) {
    const title = TITLES.get(check.type);
    if (title !== undefined) titles[check.type] = title;
  }
  return titles;
}
