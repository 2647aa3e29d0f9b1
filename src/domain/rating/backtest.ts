import { GRADES, type Grade } from "./grades";

// The backtest of the grades: every month, an equal-weighted portfolio of each grade's
// companies, held one month; the market is the equal-weighted portfolio of every rated company.

export interface MonthReturns {
  /** The month-end the portfolios were formed on, and the next one they were held to (ISO). */
  date: string;
  end: string;
  market: number;
  byGrade: Record<Grade, number | null>;
  holdings: Record<Grade, number>;
}

export interface SeriesStatistics {
  annualReturn: number | null;
  maxDrawdown: number | null;
  /** Share of months this series beat the market; null for the market itself. */
  hitRate: number | null;
}

/** Compound annual growth of monthly returns. */
export function annualise(returns: readonly number[]): number | null {
  if (returns.length === 0) return null;
  let growth = 1;
  for (const r of returns) growth *= 1 + r;
  return growth > 0 ? growth ** (12 / returns.length) - 1 : -1;
}

/** Growth of $1, starting at 1 before the first month. */
export function growthCurve(returns: readonly number[]): number[] {
  const out = [1];
  for (const r of returns) out.push(out[out.length - 1]! * (1 + r));
  return out;
}

export function maxDrawdownOf(curve: readonly number[]): number | null {
  if (curve.length < 2) return null;
  let peak = curve[0]!;
  let worst = 0;
  for (const v of curve) {
    if (v > peak) peak = v;
    else worst = Math.min(worst, v / peak - 1);
  }
  return worst;
}

/** Equal-weighted mean of the forward returns of the companies with each grade (codes 1..5). */
export function monthReturns(
  date: string,
  end: string,
  grades: Uint8Array,
  forward: Float64Array,
): MonthReturns | null {
  const sums = [0, 0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < grades.length; i++) {
    const g = grades[i]!;
    const r = forward[i]!;
    if (g === 0 || Number.isNaN(r)) continue;
    sums[g]! += r;
    counts[g]!++;
    sums[0]! += r;
    counts[0]!++;
  }
  if (counts[0] === 0) return null;
  const byGrade = {} as Record<Grade, number | null>;
  const holdings = {} as Record<Grade, number>;
  GRADES.forEach((g, k) => {
    byGrade[g] = counts[k + 1]! > 0 ? sums[k + 1]! / counts[k + 1]! : null;
    holdings[g] = counts[k + 1]!;
  });
  return { date, end, market: sums[0]! / counts[0]!, byGrade, holdings };
}

export interface BacktestSummary {
  months: number;
  from: string | null;
  to: string | null;
  market: SeriesStatistics;
  grades: Record<Grade, SeriesStatistics & { averageHoldings: number }>;
  curves: { dates: string[]; market: number[] } & Record<Grade, number[]>;
}

export function summarise(months: readonly MonthReturns[]): BacktestSummary {
  const market = months.map((m) => m.market);
  const marketCurve = growthCurve(market);
  const grades = {} as BacktestSummary["grades"];
  // The curves start at 1 on the first formation date; each month adds the value at its end.
  const curves = {
    dates: months.length > 0 ? [months[0]!.date, ...months.map((m) => m.end)] : [],
    market: marketCurve,
  } as BacktestSummary["curves"];
  for (const g of GRADES) {
    // A month without a company of the grade holds cash (0%), which is what an investor would do.
    const returns = months.map((m) => m.byGrade[g] ?? 0);
    const curve = growthCurve(returns);
    const beat = months.filter((m) => m.byGrade[g] !== null && m.byGrade[g]! > m.market).length;
    const counted = months.filter((m) => m.byGrade[g] !== null).length;
    grades[g] = {
      annualReturn: annualise(returns),
      maxDrawdown: maxDrawdownOf(curve),
      hitRate: counted > 0 ? beat / counted : null,
      averageHoldings: months.length > 0 ? months.reduce((s, m) => s + m.holdings[g], 0) / months.length : 0,
    };
    curves[g] = curve;
  }
  return {
    months: months.length,
    from: months[0]?.date ?? null,
    to: months[months.length - 1]?.end ?? null,
    market: { annualReturn: annualise(market), maxDrawdown: maxDrawdownOf(marketCurve), hitRate: null },
    grades,
    curves,
  };
}
