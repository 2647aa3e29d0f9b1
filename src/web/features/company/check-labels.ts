import { CHECKS } from "../../../domain/checks/registry";
import type { CheckCategory } from "../../../domain/checks/types";

// Names the checklist shows: the registry's title of each check type and the category headings.

export const CATEGORY_LABELS: Record<CheckCategory, string> = {
  valuation: "Valuation",
  financials: "Financials",
  forecast: "Forecast",
  performance: "Performance",
  dividend: "Dividend",
  ownership: "Ownership",
};

const TITLES = new Map(CHECKS.map((check) => [check.type, check.title]));

/** The registry's title; a type the registry does not know (newer server) shows as itself. */
export function checkTitle(type: string): string {
  return TITLES.get(type) ?? type;
}
