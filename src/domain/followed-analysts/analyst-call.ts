import type { AnalystCallAction, AnalystRatingValue } from "../contracts/followed-analysts";

// What one analyst call says, against the same analyst's previous call on the company: shared by
// the calls API, the dashboard and the digest mail so that each says it in the same words.

export const CALL_RATING_LABELS: Record<AnalystRatingValue, string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};

const RANK: Record<AnalystRatingValue, number> = { strong_sell: 0, sell: 1, hold: 2, buy: 3, strong_buy: 4 };

export interface CallFacts {
  rating: AnalystRatingValue;
  previousRating: AnalystRatingValue | null;
  priceTarget: number | null;
  previousPriceTarget: number | null;
}

export function callAction(call: CallFacts): AnalystCallAction {
  if (call.previousRating === null) return "initiated";
  if (RANK[call.rating] > RANK[call.previousRating]) return "upgrade";
  if (RANK[call.rating] < RANK[call.previousRating]) return "downgrade";
  if (call.priceTarget !== null && call.previousPriceTarget !== null && call.priceTarget !== call.previousPriceTarget)
    return "target_change";
  return "reiterated";
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** One line, e.g. "Jane Doe (Acme) upgrades ABC to Buy from Hold, target $120.00". */
export function callHeadline(call: CallFacts & { analystName: string; firmName: string; ticker: string }): string {
  const who = `${call.analystName} (${call.firmName})`;
  const label = CALL_RATING_LABELS[call.rating];
  const target = call.priceTarget === null ? "" : `, target ${money(call.priceTarget)}`;
  switch (callAction(call)) {
    case "initiated":
      return `${who} initiates ${call.ticker} at ${label}${target}`;
    case "upgrade":
      return `${who} upgrades ${call.ticker} to ${label} from ${CALL_RATING_LABELS[call.previousRating!]}${target}`;
    case "downgrade":
      return `${who} downgrades ${call.ticker} to ${label} from ${CALL_RATING_LABELS[call.previousRating!]}${target}`;
    case "target_change":
      return `${who} ${call.priceTarget! > call.previousPriceTarget! ? "raises" : "lowers"} ${call.ticker} target to ${money(call.priceTarget!)} from ${money(call.previousPriceTarget!)} (${label})`;
    case "reiterated":
      return `${who} reiterates ${label} on ${call.ticker}${target}`;
  }
}
