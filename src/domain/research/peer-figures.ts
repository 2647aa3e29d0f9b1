import type { CompanyFigures } from "./company-figures";

// Industry and market benchmarks for the checks that compare a company with its peers. A
// benchmark is the median over the companies that have the figure: one outlier (a P/E of 900
// after a bad year) moves an average a lot and a median not at all.

export const PEER_FIGURES = [
  "priceEarnings",
  "priceToBook",
  "returnOnAssets",
  "forecastReturnOnAssets",
  "forecastRevenueGrowth",
  "forecastEarningsGrowth",
  "earningsGrowth1Year",
  "revenueGrowth1Year",
] as const;
export type PeerFigure = (typeof PEER_FIGURES)[number];
export type Benchmarks = Record<PeerFigure, number | null>;

export function peerValue(f: CompanyFigures, key: PeerFigure): number | null {
  switch (key) {
    case "forecastReturnOnAssets":
      return f.forecast.returnOnAssets;
    case "forecastRevenueGrowth":
      return f.forecast.revenueGrowth;
    case "forecastEarningsGrowth":
      return f.forecast.earningsGrowth;
    default:
      return f[key];
  }
}

/** The value below which a fraction `q` of the sorted values lie (linear interpolation). */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  return quantile(present, 0.5);
}

export function benchmarks(figures: readonly CompanyFigures[]): Benchmarks {
  return Object.fromEntries(
    PEER_FIGURES.map((key) => [key, median(figures.map((f) => peerValue(f, key)))]),
  ) as Benchmarks;
}

/** Industry benchmarks need this many companies with the figure; fewer fall back to the sector. */
export const MIN_PEERS = 5;

export interface PeerGroups {
  market: Benchmarks;
  industry(industryId: number | null, sectorId: number | null): Benchmarks;
  /** Yields at the 25th and 75th percentile among dividend payers (spec 5: top 75% / top 25%). */
  dividendYield25: number | null;
  dividendYield75: number | null;
}

export function peerGroups(
  companies: readonly { industryId: number | null; sectorId: number | null; figures: CompanyFigures }[],
): PeerGroups {
  const market = benchmarks(companies.map((c) => c.figures));
  const byIndustry = new Map<number, CompanyFigures[]>();
  const bySector = new Map<number, CompanyFigures[]>();
  const add = (groups: Map<number, CompanyFigures[]>, id: number | null, f: CompanyFigures) => {
    if (id === null) return;
    const list = groups.get(id);
    if (list) list.push(f);
    else groups.set(id, [f]);
  };
  for (const c of companies) {
    add(byIndustry, c.industryId, c.figures);
    add(bySector, c.sectorId, c.figures);
  }
  const sectorCache = new Map<number, Benchmarks>();
  const sector = (id: number) => {
    let b = sectorCache.get(id);
    if (!b) sectorCache.set(id, (b = benchmarks(bySector.get(id) ?? [])));
    return b;
  };
  // Each industry's own medians, with null where too few of its companies have the figure.
  const industryCache = new Map<number, Benchmarks>();
  const industry = (id: number) => {
    let b = industryCache.get(id);
    if (!b) {
      const members = byIndustry.get(id) ?? [];
      const own = benchmarks(members);
      for (const key of PEER_FIGURES)
        if (members.filter((f) => peerValue(f, key) !== null).length < MIN_PEERS) own[key] = null;
      industryCache.set(id, (b = own));
    }
    return b;
  };

  const yields = companies
    .map((c) => c.figures.dividendYield)
    .filter((y): y is number => y !== null && y > 0)
    .sort((a, b) => a - b);

  return {
    market,
    industry(industryId, sectorId) {
      const ind = industryId === null ? null : industry(industryId);
      const sec = sectorId === null ? null : sector(sectorId);
      // A thin industry borrows the sector's median, then the market's, figure by figure.
      return Object.fromEntries(
        PEER_FIGURES.map((key) => [key, ind?.[key] ?? sec?.[key] ?? market[key]]),
      ) as Benchmarks;
    },
    dividendYield25: quantile(yields, 0.25),
    dividendYield75: quantile(yields, 0.75),
  };
}
