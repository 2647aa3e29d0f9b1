import type { AnalystRatingValue } from "../../domain/contracts/company";

// The words for an analyst's rating, the same on a company's pages and the analysts' pages.

export const RATING_LABELS: Record<AnalystRatingValue, string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};
