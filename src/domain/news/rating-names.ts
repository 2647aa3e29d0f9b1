// An analyst rating's code as a story writes it.
export const ANALYST_RATING_NAMES: Record<string, string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};
