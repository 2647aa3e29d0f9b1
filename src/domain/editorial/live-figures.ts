import { band, DIMENSION_SIZES } from "../checks/scoring";
import type { ScoredCategory } from "../checks/types";
import type { LiveFigure, RoeDistributionRow, ScoreDimensionExample } from "../contracts/editorial";

// The live figures the blog embeds, computed from one value per company as the screener holds it.

/** The p-th percentile (0..1) of sorted values, interpolated between neighbours. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("percentile of no values");
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** Fewer companies than this make a sector's quartiles noise; such sectors are left out. */
export const MIN_SECTOR_COMPANIES = 5;

function distributionRow(label: string, values: number[]): RoeDistributionRow {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    label,
    companies: sorted.length,
    p25: percentile(sorted, 0.25),
    median: percentile(sorted, 0.5),
    p75: percentile(sorted, 0.75),
    above20: (sorted.filter((v) => v > 20).length / sorted.length) * 100,
  };
}

/** ROE (percent) by sector, sectors by median, highest first; companies without an ROE are not counted. */
export function roeBySector(companies: readonly { sector: string | null; roe: number | null }[]): LiveFigure {
  const name = "roe-by-sector";
  const withRoe = companies.filter(
    (c): c is { sector: string | null; roe: number } => c.roe !== null && Number.isFinite(c.roe),
  );
  if (withRoe.length === 0)
    return { kind: "unavailable", name, reason: "No company in our data has a return on equity yet." };
  const bySector = new Map<string, number[]>();
  for (const c of withRoe) if (c.sector) bySector.set(c.sector, [...(bySector.get(c.sector) ?? []), c.roe]);
  const rows = [...bySector]
    .filter(([, values]) => values.length >= MIN_SECTOR_COMPANIES)
    .map(([sector, values]) => distributionRow(sector, values))
    .sort((a, b) => b.median - a.median || a.label.localeCompare(b.label));
  return {
    kind: "roe-by-sector",
    name,
    rows,
    market: distributionRow(
      "All companies",
      withRoe.map((c) => c.roe),
    ),
  };
}

export const DIMENSION_NAMES: Record<ScoredCategory, string> = {
  valuation: "Valuation",
  financials: "Financials",
  forecast: "Forecast",
  performance: "Performance",
  dividend: "Dividend",
};

export interface ScoredCompany {
  name: string;
  ticker: string;
  url: string;
  overall: number | null;
  /** Dimension scores as stored (0..100); the dividend one is null for a company scored without it. */
  dimensions: Record<ScoredCategory, number | null>;
}

/**
 * The worked example: the first company (in the order given, the largest first) scored on all
 * four scored dimensions besides the dividend, with each dimension's checks passed read back from
 * its percentage.
 */
export function scoreExample(companies: readonly ScoredCompany[]): LiveFigure {
  const name = "score-example";
  const company = companies.find(
    (c) =>
      c.overall !== null &&
      (["valuation", "financials", "forecast", "performance"] as const).every((d) => c.dimensions[d] !== null),
  );
  if (!company) return { kind: "unavailable", name, reason: "No company in our data has a Due Diligence Score yet." };
  const dimensions: ScoreDimensionExample[] = (Object.keys(DIMENSION_NAMES) as ScoredCategory[]).flatMap((d) => {
    const score = company.dimensions[d];
    if (score === null) return [];
    const checks = DIMENSION_SIZES[d];
    return [{ name: DIMENSION_NAMES[d], checks, passed: Math.round((score / 100) * checks), score }];
  });
  // The stored score, as the company page shows it: the average of the dimension scores above.
  const overall = company.overall!;
  return {
    kind: "score-example",
    name,
    company: { name: company.name, ticker: company.ticker, url: company.url },
    dimensions,
    overall,
    checks: dimensions.reduce((s, d) => s + d.checks, 0),
    band: band(overall),
  };
}
