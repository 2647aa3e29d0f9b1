import type { MarketUpdate } from "../../../domain/zen-investor/market-update";
import { localeText } from "../../../domain/number-text";
import { formatPercentChange } from "../../lib/format";

// The monthly update's sentences, written from its numbers: nothing here is typed in by hand.

export function breadthSentence(u: MarketUpdate): string {
  const { advancers, decliners, unchanged, medianReturn } = u.breadth;
  const total = advancers + decliners + unchanged;
  if (total === 0) return "No company traded at both ends of the month.";
  const share = Math.round((advancers / total) * 100);
  const lean = share >= 60 ? "a broad rise" : share <= 40 ? "a broad fall" : "a mixed month";
  return `${localeText(advancers)} of ${localeText(total)} companies rose and ${localeText(decliners)} fell (${share} % up): ${lean}${
    medianReturn === null ? "" : `, with the median company at ${formatPercentChange(medianReturn)}`
  }.`;
}

export function sectorSentence(u: MarketUpdate, names: Record<number, string>): string | null {
  if (u.sectors.length < 2) return null;
  const best = u.sectors[0]!;
  const worst = u.sectors[u.sectors.length - 1]!;
  const name = (id: number) => names[id] ?? `Sector ${id}`;
  return `${name(best.sectorId)} led at ${formatPercentChange(best.averageReturn)} on average; ${name(worst.sectorId)} trailed at ${formatPercentChange(worst.averageReturn)}.`;
}

export function gradeSentence(u: MarketUpdate): string {
  const g = u.grades;
  if (g.rated === 0) return "No company was rated at the month's end.";
  return `Of ${localeText(g.rated)} rated companies, ${localeText(g.upgrades)} moved up a Zen Rating grade or more and ${localeText(g.downgrades)} moved down; ${localeText(g.newlyA)} became A and ${localeText(g.leftA)} lost their A.`;
}

export function portfolioSentence(u: MarketUpdate): string {
  const p = u.portfolio;
  const verdict = p.return > p.market ? "ahead of" : p.return < p.market ? "behind" : "level with";
  return `The model portfolio returned ${formatPercentChange(p.return)} against the market's ${formatPercentChange(p.market)}, ${verdict} it; it filled ${localeText(p.buys)} ${p.buys === 1 ? "buy" : "buys"} and ${localeText(p.sells)} ${p.sells === 1 ? "sell" : "sells"} and ended the month with ${localeText(p.holdings)} ${p.holdings === 1 ? "holding" : "holdings"}.`;
}
