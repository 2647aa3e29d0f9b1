import {
  dateText,
  howItWasMade,
  money,
  named,
  onDay,
  pctSize,
  signedPct,
  type CompanyFacts,
  type DataSource,
  type WrittenArticle,
} from "./article";

// The daily market wrap: how the OpenZen market index (the market-value-weighted change of every
// listed company, as the home page computes it), the sectors and the day's biggest movers did.

export interface Mover {
  company: CompanyFacts;
  changePct: number;
}

export interface MarketDayFacts {
  date: string;
  indexChangePct: number;
  /** The index's change from the last close of the previous year (percent); null in January's first days without one. */
  indexYtdPct: number | null;
  advancers: number;
  decliners: number;
  unchanged: number;
  /** Every sector's market-value-weighted change, any order. */
  sectors: { name: string; changePct: number }[];
  /** The day's largest rises and falls among companies of some size, largest first. */
  gainers: Mover[];
  losers: Mover[];
  newHighs: number;
  newLows: number;
}

const direction = (pct: number, up: string, down: string, flat: string) =>
  Math.abs(pct) < 0.05 ? flat : pct > 0 ? up : down;

const moverList = (movers: Mover[]) =>
  movers.map((m) => `${named(m.company)} ${signedPct(m.changePct)} to ${money(m.company.close ?? 0)}`).join("; ");

export function marketWrapStory(f: MarketDayFacts, source: DataSource): WrittenArticle {
  const sectors = [...f.sectors].sort((a, b) => b.changePct - a.changePct || a.name.localeCompare(b.name));
  const best = sectors[0];
  const worst = sectors.at(-1);
  const verb = direction(f.indexChangePct, "rose", "fell", "ended flat");
  const headline =
    Math.abs(f.indexChangePct) < 0.05
      ? `Stocks end flat on ${dateText(f.date)}`
      : `Stocks ${f.indexChangePct > 0 ? "rise" : "fall"} ${pctSize(f.indexChangePct)}${best && worst && f.indexChangePct > 0 ? `, led by ${best.name}` : worst && f.indexChangePct < 0 ? `, ${worst.name} weakest` : ""}`;
  const lead = `The OpenZen market index ${verb}${Math.abs(f.indexChangePct) < 0.05 ? "" : ` ${pctSize(f.indexChangePct)}`} ${onDay(f.date)}${f.indexYtdPct === null ? "." : `, leaving it ${signedPct(f.indexYtdPct)} for the year.`}`;
  const total = f.advancers + f.decliners + f.unchanged;
  const breadth = `Of the ${total} listed companies, ${f.advancers} rose, ${f.decliners} fell and ${f.unchanged} were unchanged: ${f.advancers === f.decliners ? "rises and falls were even" : f.advancers > f.decliners ? "rises outnumbered falls" : "falls outnumbered rises"}. ${f.newHighs} closed at a new 52-week high and ${f.newLows} at a new 52-week low.`;
  const sectorText =
    sectors.length > 1
      ? `Among the ${sectors.length} sectors, ${best!.name} did best (${signedPct(best!.changePct)}) and ${worst!.name} worst (${signedPct(worst!.changePct)}). ${sectors
          .slice(1, -1)
          .map((s) => `${s.name} ${signedPct(s.changePct)}`)
          .join(", ")}.`
      : "";
  const paragraphs = [
    lead,
    breadth,
    sectorText,
    f.gainers.length ? `The biggest gainers: ${moverList(f.gainers)}.` : "",
    f.losers.length ? `The biggest decliners: ${moverList(f.losers)}.` : "",
    "The index weighs each company by its market value, so the largest companies move it most; the market map shows every company's change on the day, grouped by sector and industry. A single day's move says little about what a business is worth: the company pages' checks and valuations look past it.",
    howItWasMade(source, f.date),
  ].filter(Boolean);
  return {
    kind: "market_wrap",
    key: `wrap:${f.date}`,
    date: f.date,
    companyIds: [...f.gainers, ...f.losers].map((m) => m.company.id),
    headline,
    summary: lead,
    body: paragraphs,
    premium: null,
    premiumOnly: false,
  };
}
