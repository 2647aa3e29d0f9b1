import { GRADES } from "../../domain/rating/grades";
import type { MarketStatistics } from "./measure-market";

// The bands the demo market must land in (issue 16): what can be predicted from public data
// about as predictable as in real markets, checked by a test on a small market and reported
// at full size.

export interface BandCheck {
  name: string;
  value: string;
  band: string;
  ok: boolean;
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

/** Grades in table order, for the report. */
export const REPORT_GRADES = GRADES;
