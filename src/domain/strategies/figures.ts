import type { BacktestRun } from "./backtest";

// A record's figures, from its daily curve and the market's on the same days. Annualised with
// 252 trading days; Sharpe and Sortino over a zero cash rate (stated beside them): the demo market
// holds no cash rate to subtract.

export const TRADING_DAYS = 252;

export interface Drawdown {
  /** Fall from the peak, as a negative fraction (0 when the curve never fell). */
  depth: number;
  peakDate: string;
  troughDate: string;
  /** The first day back at the peak, or null while it has not recovered. */
  recoveryDate: string | null;
}

export interface YearFigure {
  year: number;
  strategy: number;
  market: number;
  /** The run starts or ends inside this year: shown, never counted as the best or worst. */
  partial: boolean;
}

export interface Figures {
  from: string;
  to: string;
  /** Compound annual growth over calendar time. */
  cagr: number;
  marketCagr: number;
  totalReturn: number;
  marketTotalReturn: number;
  volatility: number;
  sharpe: number | null;
  sortino: number | null;
  maxDrawdown: Drawdown;
  /** One-way turnover a year (the first purchase left out). */
  turnover: number;
  years: YearFigure[];
  bestYear: YearFigure | null;
  worstYear: YearFigure | null;
  /** Share of whole months in which the strategy beat the market. */
  monthlyHitRate: number | null;
  months: number;
}

const dayMs = 86_400_000;
const yearsBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / dayMs / 365.25;

/** Period returns between the last days of each period (year or month), the first from day `lo`. */
function periodReturns(
  dates: readonly string[],
  curve: Float64Array,
  lo: number,
  hi: number,
  key: (date: string) => string,
) {
  const out: { key: string; r: number }[] = [];
  let open = curve[lo]!;
  for (let d = lo + 1; d <= hi; d++) {
    const last = d === hi || key(dates[d + 1]!) !== key(dates[d]!);
    if (!last) continue;
    out.push({ key: key(dates[d]!), r: curve[d]! / open - 1 });
    open = curve[d]!;
  }
  return out;
}

/** The figures of days lo..hi (inclusive) of a run: the whole run, its backtest or its live part. */
export function figuresOf(run: BacktestRun, lo = 0, hi = run.dates.length - 1): Figures {
  const { dates, equity, market } = run;
  const n = hi - lo;
  let sum = 0;
  let sumSq = 0;
  let downSq = 0;
  for (let d = lo + 1; d <= hi; d++) {
    const r = equity[d]! / equity[d - 1]! - 1;
    sum += r;
    sumSq += r * r;
    downSq += r < 0 ? r * r : 0;
  }
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? (sumSq - n * mean * mean) / (n - 1) : 0;
  const volatility = Math.sqrt(Math.max(0, variance) * TRADING_DAYS);
  const downside = n > 0 ? Math.sqrt((downSq / n) * TRADING_DAYS) : 0;
  const years = yearsBetween(dates[lo]!, dates[hi]!);
  const growth = (c: Float64Array) => c[hi]! / c[lo]!;
  const cagr = years > 0 ? growth(equity) ** (1 / years) - 1 : 0;
  const marketCagr = years > 0 ? growth(market) ** (1 / years) - 1 : 0;

  let peak = lo;
  let worst: Drawdown = { depth: 0, peakDate: dates[lo]!, troughDate: dates[lo]!, recoveryDate: null };
  let worstPeak = lo;
  for (let d = lo; d <= hi; d++) {
    if (equity[d]! >= equity[peak]!) peak = d;
    const depth = equity[d]! / equity[peak]! - 1;
    if (depth < worst.depth) {
      worst = { depth, peakDate: dates[peak]!, troughDate: dates[d]!, recoveryDate: null };
      worstPeak = peak;
    }
  }
  if (worst.depth < 0) {
    const trough = dates.indexOf(worst.troughDate, lo);
    for (let d = trough; d <= hi; d++)
      if (equity[d]! >= equity[worstPeak]!) {
        worst.recoveryDate = dates[d]!;
        break;
      }
  }

  const year = (date: string) => date.slice(0, 4);
  const strategyYears = periodReturns(dates, equity, lo, hi, year);
  const marketYears = periodReturns(dates, market, lo, hi, year);
  // A year is whole when the run holds it from the last day of the year before to its own last day.
  const first = Number(year(dates[lo]!));
  const endsInside = dates[hi]!.slice(5) < "12-24";
  const yearly = strategyYears.map((y, i) => {
    const n = Number(y.key);
    const partial = (n === first && dates[lo]!.slice(5) > "01-07") || (i === strategyYears.length - 1 && endsInside);
    return { year: n, strategy: y.r, market: marketYears[i]!.r, partial };
  });
  const whole = yearly.filter((y) => !y.partial);
  const pick = (better: (a: number, b: number) => boolean) =>
    whole.reduce<YearFigure | null>((best, y) => (best === null || better(y.strategy, best.strategy) ? y : best), null);

  const month = (date: string) => date.slice(0, 7);
  const strategyMonths = periodReturns(dates, equity, lo, hi, month);
  const marketMonths = periodReturns(dates, market, lo, hi, month);
  let beat = 0;
  strategyMonths.forEach((m, i) => (beat += m.r > marketMonths[i]!.r ? 1 : 0));

  const inRange = run.rebalances.filter((r) => r.fillDate > dates[lo]! && r.fillDate <= dates[hi]!);
  const traded = inRange.slice(lo === 0 ? 1 : 0).reduce((a, r) => a + r.turnover, 0);

  return {
    from: dates[lo]!,
    to: dates[hi]!,
    cagr,
    marketCagr,
    totalReturn: growth(equity) - 1,
    marketTotalReturn: growth(market) - 1,
    volatility,
    sharpe: volatility > 0 ? (mean * TRADING_DAYS) / volatility : null,
    sortino: downside > 0 ? (mean * TRADING_DAYS) / downside : null,
    maxDrawdown: worst,
    turnover: years > 0 ? traded / years : 0,
    years: yearly,
    bestYear: pick((a, b) => a > b),
    worstYear: pick((a, b) => a < b),
    monthlyHitRate: strategyMonths.length > 0 ? beat / strategyMonths.length : null,
    months: strategyMonths.length,
  };
}
