// What the price chart offers to choose, apart from the code that computes its lines
// (price-ranges.ts), which loads with the prices.

export { MOVING_AVERAGE_PERIODS } from "../../../domain/indicators/periods";

export const PRICE_RANGES = ["1M", "3M", "6M", "YTD", "1Y", "5Y", "Max"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const RANGE_NAMES: Record<PriceRange, string> = {
  "1M": "1 month",
  "3M": "3 months",
  "6M": "6 months",
  YTD: "year to date",
  "1Y": "1 year",
  "5Y": "5 years",
  Max: "all history",
};
