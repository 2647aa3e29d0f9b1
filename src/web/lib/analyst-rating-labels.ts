import type { AnalystRatingValue } from "../../../domain/contracts/company";

export const RATING_LABELS: Record<AnalystRatingValue, string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};
