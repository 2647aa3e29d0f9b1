import type { RatingInputs } from "./inputs";
import {
  DAYS,
  dollarVolume,
  maxDrawdown,
  movingAverage,
  rangePosition,
  stochasticKAt,
  trailingReturn,
  upDayShare,
  volatility,
  type PriceSeries,
} from "./price-series";

// The price-window inputs of one company at bar i: returns over one month to three years,
// the 52-week range, averages and indicators, volatility, drawdown and volume.

export type PriceInputs = Pick<
  RatingInputs,
  | "r1m"
  | "r3m"
  | "r6m"
  | "r9m"
  | "r12m"
  | "r12m1"
  | "r24m"
  | "r36m"
  | "fromHigh52"
  | "fromLow52"
  | "sma50"
  | "sma200"
  | "rsi"
  | "macdHistogram"
  | "stochasticK"
  | "volatility12m"
  | "maxDrawdown12m"
  | "upDays6m"
  | "dollarVolume1m"
  | "dollarVolume12m"
  | "positiveMonths12"
>;

function inPriceUnits(value: number | null, toPrice: number): number | null {
  return value === null || Number.isNaN(toPrice) ? null : value * toPrice;
}

/** Of the last twelve 21-day months, how many rose (null without twelve months of prices). */
function positiveMonths(series: PriceSeries, i: number): number | null {
  let positive = 0;
  let months = 0;
  for (let m = 0; m < 12 && i - (m + 1) * DAYS.month >= 0; m++) {
    months++;
    if (series.prices.adj[i - m * DAYS.month]! > series.prices.adj[i - (m + 1) * DAYS.month]!) positive++;
  }
  return months === 12 ? positive : null;
}

/**
 * `toPrice` turns an adjusted close into the price units of bar i (NaN when unknown): averages
 * and MACD run on adjusted closes, whose level depends on every later dividend and split.
 */
export function priceInputs(series: PriceSeries, i: number, toPrice: number): PriceInputs {
  const range = rangePosition(series, i, DAYS.year);
  return {
    r1m: trailingReturn(series, i, DAYS.month),
    r3m: trailingReturn(series, i, DAYS.quarter),
    r6m: trailingReturn(series, i, DAYS.half),
    r9m: trailingReturn(series, i, DAYS.nine),
    r12m: trailingReturn(series, i, DAYS.year),
    r12m1: trailingReturn(series, i, DAYS.year, DAYS.month),
    r24m: trailingReturn(series, i, DAYS.twoYears),
    r36m: trailingReturn(series, i, DAYS.threeYears),
    fromHigh52: range?.fromHigh ?? null,
    fromLow52: range?.fromLow ?? null,
    sma50: inPriceUnits(movingAverage(series, i, 50), toPrice),
    sma200: inPriceUnits(movingAverage(series, i, 200), toPrice),
    rsi: series.rsi[i] ?? null,
    macdHistogram: inPriceUnits(series.macdHistogram[i] ?? null, toPrice),
    stochasticK: stochasticKAt(series, i),
    volatility12m: volatility(series, i, DAYS.year),
    maxDrawdown12m: maxDrawdown(series, i, DAYS.year),
    upDays6m: upDayShare(series, i, DAYS.half),
    dollarVolume1m: dollarVolume(series, i, DAYS.month),
    dollarVolume12m: dollarVolume(series, i, DAYS.year),
    positiveMonths12: positiveMonths(series, i),
  };
}
