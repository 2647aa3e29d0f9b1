import { CHECKS } from "../../../domain/checks/registry";

// Names the checklist shows: the registry's title of each check type (the category headings
// are CATEGORY_LABELS in domain/checks/types.ts).

const TITLES = new Map(CHECKS.map((check) => [check.type, check.title]));

/** The registry's title; a type the registry does not know (newer server) shows as itself. */
export function checkTitle(type: string): string {
  return TITLES.get(type) ?? type;
}
