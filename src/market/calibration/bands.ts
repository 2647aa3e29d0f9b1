import { GRADES } from "../../domain/rating/grades";
import { LARGE_CAP, TRILLION, type MarketLevels } from "./market-levels";
import type { MarketStatistics } from "./measure-market";

// The bands the demo market must land in: what can be predicted from public data
// about as predictable as in real markets, checked by a test on a small market and reported
// at full size.

export interface BandCheck {
  name: string;
  value: string;
  band: string;
  ok: boolean;
  /** Not measurable on this market (no company in the group): reported, not judged. */
  skipped?: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Statistics whose real value is known and compared within a factor of two. */
export const SCALE_STATISTICS: { name: string; of: (s: MarketStatistics) => number }[] = [
  { name: "Stock daily volatility (median)", of: (s) => s.stock.dailyVolatility },
  { name: "Stock kurtosis (median)", of: (s) => s.stock.kurtosis },
  { name: "Stock autocorrelation of squared returns (median)", of: (s) => s.stock.squaredAutocorrelation },
  { name: "Index daily volatility", of: (s) => s.index.dailyVolatility },
  { name: "Index kurtosis", of: (s) => s.index.kurtosis },
  { name: "Index autocorrelation of squared returns", of: (s) => s.index.squaredAutocorrelation },
  { name: "Cross-sectional dispersion of monthly returns", of: (s) => s.dispersion },
];

/** The real slice's decile spread is compared when measured over at least this many months. */
export const SPREAD_MONTHS = 120;

export function checkBands(demo: MarketStatistics, real?: MarketStatistics | null): BandCheck[] {
  const out: BandCheck[] = [];
  for (const c of demo.components) {
    out.push({
      name: `${c.key} mean monthly IC`,
      value: c.meanIc.toFixed(3),
      band: "-0.02 to 0.08",
      ok: c.meanIc >= -0.02 && c.meanIc <= 0.08,
    });
  }
  const market = demo.backtest.market.annualReturn ?? Number.NaN;
  const a = demo.backtest.grades.A;
  const f = demo.backtest.grades.F;
  const excess = (a.annualReturn ?? Number.NaN) - market;
  out.push({
    name: "A's annual return above the market's",
    value: pct(excess),
    band: "2 to 15 points",
    ok: excess >= 0.02 && excess <= 0.15,
  });
  const hit = a.hitRate ?? Number.NaN;
  out.push({ name: "Months A beats the market", value: pct(hit), band: "50 % to 75 %", ok: hit >= 0.5 && hit <= 0.75 });
  const fExcess = (f.annualReturn ?? Number.NaN) - market;
  out.push({ name: "F's annual return against the market's", value: pct(fExcess), band: "below 0", ok: fExcess < 0 });
  if (real) {
    // Decile spreads where the real slice measures them over enough months (prices alone, or
    // long enough fundamentals): their size, since over one sample of a dozen years the sign
    // of a real spread is as much luck as premium (its ICs are within two standard errors of 0).
    for (const r of real.components) {
      const d = demo.components.find((c) => c.key === r.key);
      if (!d || r.months < SPREAD_MONTHS || !Number.isFinite(r.decileSpread) || r.decileSpread === 0) continue;
      const ratio = Math.abs(d.decileSpread) / Math.abs(r.decileSpread);
      out.push({
        name: `${r.key} decile spread's size, demo / real`,
        value: ratio.toFixed(2),
        band: "0.5 to 2",
        ok: ratio >= 0.5 && ratio <= 2,
      });
    }
    for (const s of SCALE_STATISTICS) {
      const ratio = s.of(demo) / s.of(real);
      out.push({
        name: `${s.name}, demo / real`,
        value: ratio.toFixed(2),
        band: "0.5 to 2",
        ok: ratio >= 0.5 && ratio <= 2,
      });
    }
  }
  return out;
}

// The market's levels on its latest date: what an investor sees at a glance on the screener and
// a company page must read like a real market. Sizes, multiples and yields in fixed bands taken
// from the real S&P 500 (largest $5.2 T, 10 over $1 T, median P/E 24, payers' median yield 2 %;
// the ten largest mostly profitable at ordinary multiples and most of them paying; no company
// selling more than about $0.7 T a year);
// margins, returns, leverage and P/B within a factor of two of the real medians measured in the
// same run; revenue growth within 5 points of it over every company-year each market holds (one
// year's median swings with that year's economy: the demo's last year is a boom's, the real
// slice's a slow one's).

const money = (x: number | null) =>
  x === null ? "n/a" : x >= TRILLION ? `$${(x / TRILLION).toFixed(1)} T` : `$${(x / 1e9).toFixed(1)} B`;
const fixed = (x: number | null, digits = 1) => (x === null ? "n/a" : x.toFixed(digits));
const pctOrNa = (x: number | null) => (x === null ? "n/a" : pct(x));
const within = (x: number | null, low: number, high: number) => x !== null && x >= low && x <= high;

/**
 * Ratio levels compared with the real medians: a multiple or a margin within a factor of two;
 * a growth rate, which sits near zero and swings with the year's economy, within 5 points.
 */
export const RATIO_LEVELS: { name: string; compare: "ratio" | "difference"; of: (l: MarketLevels) => number | null }[] =
  [
    { name: "Median net margin", compare: "ratio", of: (l) => l.ratios.medianNetMargin },
    { name: "Median return on equity", compare: "ratio", of: (l) => l.ratios.medianReturnOnEquity },
    { name: "Median debt to equity", compare: "ratio", of: (l) => l.ratios.medianDebtToEquity },
    {
      name: "Median revenue growth (every company-year)",
      compare: "difference",
      of: (l) => l.ratios.medianRevenueGrowthOverYears,
    },
    { name: "Median price to book", compare: "ratio", of: (l) => l.valuation.medianPriceToBook },
  ];

/** The growth band's half-width around the real median, in fractions. */
export const GROWTH_BAND = 0.05;

/**
 * A sector's share of the total market cap may be at most twice the real one plus 10 points:
 * room for a market of its own history, none for a regional bank worth half the market.
 */
export const sectorWeightLimit = (realShare: number) => 2 * realShare + 0.1;

function sectorWeightBand(demo: MarketLevels, real: MarketLevels): BandCheck {
  const realShare = (sector: string) => real.valuation.sectorWeights.find((w) => w.sector === sector)?.share ?? 0;
  const excess = (w: { sector: string; share: number }) => w.share - sectorWeightLimit(realShare(w.sector));
  const worst = [...demo.valuation.sectorWeights].sort((a, b) => excess(b) - excess(a))[0];
  return {
    name: "Sector weights by market cap (the most overweight against the real)",
    value: worst ? `${worst.sector} ${pct(worst.share)} against ${pct(realShare(worst.sector))}` : "n/a",
    band: "each at most twice the real share plus 10 points",
    ok: worst !== undefined && excess(worst) <= 0,
  };
}

export function checkLevelBands(demo: MarketLevels, real?: MarketLevels | null): BandCheck[] {
  const v = demo.valuation;
  const largest = v.largest?.marketCap ?? null;
  const out: BandCheck[] = [
    {
      name: "Largest company's market cap",
      value: money(largest),
      band: "at most $6 T",
      ok: largest !== null && largest <= 6 * TRILLION,
    },
    { name: "Companies over $1 T", value: String(v.overTrillion), band: "at most 12", ok: v.overTrillion <= 12 },
    {
      name: "All companies' market caps together",
      value: money(v.totalMarketCap),
      band: "at most $90 T",
      ok: v.totalMarketCap <= 90 * TRILLION,
    },
    { name: "Median P/E (positive)", value: fixed(v.medianPe), band: "14 to 35", ok: within(v.medianPe, 14, 35) },
    {
      name: "Positive P/Es above 100",
      value: pctOrNa(v.peAbove100),
      band: "at most 8 %",
      ok: v.peAbove100 !== null && v.peAbove100 <= 0.08,
    },
    v.largeCapMedianPe === null
      ? {
          name: "Median P/E of companies over $100 B",
          value: v.largeCaps === 0 ? `no company over ${money(LARGE_CAP)}` : `no positive P/E among ${v.largeCaps}`,
          band: "15 to 45",
          ok: true,
          skipped: true,
        }
      : {
          name: "Median P/E of companies over $100 B",
          value: `${fixed(v.largeCapMedianPe)} (${v.largeCaps} companies)`,
          band: "15 to 45",
          ok: within(v.largeCapMedianPe, 15, 45),
        },
    {
      name: "Median P/E of the ten largest companies",
      value: fixed(v.tenLargest.medianPe),
      band: "15 to 50",
      ok: within(v.tenLargest.medianPe, 15, 50),
    },
    {
      name: "The ten largest losing money or above P/E 100",
      value: String(v.tenLargest.lossOrAbove100),
      band: "at most 2",
      ok: v.tenLargest.lossOrAbove100 <= 2,
    },
    {
      name: "The ten largest paying a dividend",
      value: String(v.tenLargest.payers),
      band: "at least 3",
      ok: v.tenLargest.payers >= 3,
    },
    {
      name: "Largest yearly revenue",
      value: v.largestRevenue ? `${money(v.largestRevenue.revenue)} (${v.largestRevenue.name})` : "n/a",
      band: "at most $1 T",
      ok: v.largestRevenue === null || v.largestRevenue.revenue <= TRILLION,
    },
    {
      name: "Dividend payers' median trailing yield",
      value: pctOrNa(v.payersMedianYield),
      band: "1 % to 3.5 %",
      ok: within(v.payersMedianYield, 0.01, 0.035),
    },
    {
      name: "Highest payer's yield",
      value: pctOrNa(v.highestYield),
      band: "at most 15 %",
      ok: v.highestYield === null || v.highestYield <= 0.15,
    },
    {
      name: "Companies paying a dividend",
      value: pctOrNa(v.payingShare),
      band: "a third to two thirds",
      ok: within(v.payingShare, 1 / 3, 2 / 3),
    },
  ];
  if (real) {
    out.push(sectorWeightBand(demo, real));
    for (const s of RATIO_LEVELS) {
      const d = s.of(demo);
      const r = s.of(real);
      if (r === null) continue;
      if (s.compare === "difference") {
        const gap = d === null ? null : d - r;
        out.push({
          name: `${s.name}, demo less real`,
          value: gap === null ? "n/a" : `${gap >= 0 ? "+" : ""}${(gap * 100).toFixed(1)} points`,
          band: `within ${GROWTH_BAND * 100} points`,
          ok: within(gap, -GROWTH_BAND, GROWTH_BAND),
        });
      } else if (r > 0) {
        const ratio = d === null ? null : d / r;
        out.push({
          name: `${s.name}, demo / real`,
          value: fixed(ratio, 2),
          band: "0.5 to 2",
          ok: within(ratio, 0.5, 2),
        });
      }
    }
  }
  return out;
}

/** Grades in table order, for the report. */
export const REPORT_GRADES = GRADES;
