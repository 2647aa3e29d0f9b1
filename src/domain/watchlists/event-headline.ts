import type { MarketEventKind } from "../contracts/market-events";
import { localeText } from "../number-text";

// One short headline per market event ("ACME raised its quarterly dividend 8% to $0.42"): the
// news of a watchlist until the news issue brings articles, and the lines of a digest.

export interface HeadlineInput {
  kind: MarketEventKind;
  ticker: string;
  details: Record<string, unknown>;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const money = (v: number) => `$${v < 1 ? v.toFixed(3).replace(/0$/, "") : v.toFixed(2)}`;
const pct = (v: number) =>
  `${Math.abs(v) >= 10 ? Math.round(Math.abs(v)) : Math.abs(v).toFixed(1).replace(/\.0$/, "")}%`;
const RATINGS: Record<string, string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};
const rating = (v: unknown) => RATINGS[str(v) ?? ""] ?? "a new rating";

function shares(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1).replace(/\.0$/, "")}M shares`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}K shares`;
  return `${n} shares`;
}

export function eventHeadline({ kind, ticker, details: d }: HeadlineInput): string {
  switch (kind) {
    case "earnings_reported": {
      const eps = num(d.eps);
      const surprise = num(d.surprisePct);
      const base = `${ticker} reported Q${num(d.fiscalQuarter) ?? "?"} ${num(d.fiscalYear) ?? ""} earnings`.trimEnd();
      const withEps = eps === null ? base : `${base}: EPS $${eps.toFixed(2)}`;
      if (surprise === null) return withEps;
      return `${withEps}, full-year EPS ${surprise >= 0 ? "beat" : "missed"} the estimate by ${pct(surprise)}`;
    }
    case "earnings_upcoming":
      return `${ticker} reports Q${num(d.fiscalQuarter) ?? "?"} earnings on ${str(d.reportDate) ?? "a date to be announced"}`;
    case "dividend_declared":
      return `${ticker} declared a dividend of ${money(num(d.amount) ?? 0)} a share`;
    case "dividend_raised":
    case "dividend_cut": {
      const change = num(d.changePct);
      const verb = kind === "dividend_raised" ? "raised" : "cut";
      return `${ticker} ${verb} its dividend${change === null ? "" : ` ${pct(change)}`} to ${money(num(d.amount) ?? 0)}`;
    }
    case "ex_dividend":
      return `${ticker} goes ex-dividend (${money(num(d.amount) ?? 0)} a share)`;
    case "split": {
      const ratio = num(d.ratio) ?? 1;
      return ratio >= 1
        ? `${ticker} split its shares ${ratio}-for-1`
        : `${ticker} did a 1-for-${Math.round(1 / ratio)} reverse split`;
    }
    case "analyst_upgrade":
    case "analyst_downgrade":
    case "analyst_target_change": {
      const who = str(d.firm) ?? "An analyst";
      const target = num(d.target);
      const previousTarget = num(d.previousTarget);
      const targetText = target === null ? "" : `, target ${money(target)}`;
      if (kind === "analyst_target_change")
        return `${who} ${previousTarget !== null && target !== null && target < previousTarget ? "lowered" : "raised"} its ${ticker} price target${previousTarget === null ? "" : ` from ${money(previousTarget)}`} to ${target === null ? "none" : money(target)}`;
      const verb = kind === "analyst_upgrade" ? "upgraded" : "downgraded";
      return `${who} ${verb} ${ticker} to ${rating(d.rating)} from ${rating(d.previousRating)}${targetText}`;
    }
    case "insider_buying":
    case "insider_selling": {
      const n = num(d.shares) ?? 0;
      const value = num(d.value);
      const verb = kind === "insider_buying" ? "bought" : "sold";
      return `${ticker} insiders ${verb} ${shares(n)}${value === null ? "" : ` ($${localeText(Math.round(value))})`}`;
    }
    case "grade_change":
      return `${ticker}'s Zen Rating moved from ${str(d.previous) ?? "?"} to ${str(d.grade) ?? "?"}`;
    case "score_change":
      return `${ticker}'s due-diligence score moved from ${num(d.previous) ?? "?"} to ${num(d.score) ?? "?"}`;
    case "high_52w":
      return `${ticker} closed at a 52-week high of ${money(num(d.close) ?? 0)}`;
    case "low_52w":
      return `${ticker} closed at a 52-week low of ${money(num(d.close) ?? 0)}`;
  }
}
