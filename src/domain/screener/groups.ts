// Filter groups of spec section 3 with their ids, in the order the filter panel shows them.
// Columns carry the same group ids, so a column and its filter sit together.

export const GROUP_IDS = {
  company: 1,
  dueDiligence: 2,
  checksValuation: 3,
  checksForecast: 4,
  checksPerformance: 5,
  checksFinancial: 6,
  checksDividend: 7,
  price: 8,
  valuation: 9,
  forecast: 10,
  earnings: 11,
  dividends: 12,
  ownership: 13,
  financials: 14,
  technical: 15,
  zenRatings: 16,
} as const;

export type GroupId = (typeof GROUP_IDS)[keyof typeof GROUP_IDS];

export interface FilterGroup {
  id: GroupId;
  name: string;
}

export const FILTER_GROUPS: readonly FilterGroup[] = [
  { id: 1, name: "Company" },
  { id: 16, name: "Zen Ratings" },
  { id: 8, name: "Price" },
  { id: 9, name: "Valuation" },
  { id: 10, name: "Forecast" },
  { id: 11, name: "Earnings & Revenue" },
  { id: 12, name: "Dividends" },
  { id: 13, name: "Ownership" },
  { id: 14, name: "Financials" },
  { id: 15, name: "Technical Indicators" },
  { id: 2, name: "Due Diligence Score" },
  { id: 3, name: "Due Diligence Score: Valuation" },
  { id: 4, name: "Due Diligence Score: Forecast" },
  { id: 5, name: "Due Diligence Score: Performance" },
  { id: 6, name: "Due Diligence Score: Financial" },
  { id: 7, name: "Due Diligence Score: Dividend" },
];

/** The check groups (3 to 7): their filters read check verdicts, which only Premium sees. */
export const CHECK_GROUP_IDS: ReadonlySet<number> = new Set([3, 4, 5, 6, 7]);
