import { assertFinite, assertPeriod, lastOf, type IndicatorSeries } from "./series";

/** RSI period of spec section 9, in days. */
export const RSI_PERIOD = 14;

/** RSI when the average gain and the average loss are both zero (a flat series). */
export const RSI_FLAT = 50;

/**
 * Relative strength index with Wilder's smoothing (Wilder 1978), period n (14 by default).
 *
 * Day-over-day changes give gains (positive changes) and losses (minus the negative ones).
 * The first average gain and loss are the simple means of the first n changes, at index n;
 * after that avg[i] = (avg[i - 1] * (n - 1) + change[i]) / n, an EMA with weight 1/n.
 * RSI = 100 * avgGain / (avgGain + avgLoss), which is 100 - 100 / (1 + avgGain / avgLoss).
 *
 * Alignment: null for i < n (n changes need n + 1 closes); first value at index n.
 * Conventions: only gains gives 100, only losses gives 0, neither (a flat series) gives
 * RSI_FLAT, 50: no momentum either way. technicalindicators answers 100 for the flat case and
 * rounds every value to two decimals; the two agree otherwise.
 */
export function rsi(closes: readonly number[], period: number = RSI_PERIOD): IndicatorSeries {
  assertPeriod(period);
  assertFinite(closes, "closes");
  const out: IndicatorSeries = new Array<number | null>(closes.length).fill(null);
  if (closes.length <= period) return out;
  let avgGain = 0;
  let avgLoss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    const gain = change > 0 ? change : 0;
    const loss = change < 0 ? -change : 0;
    if (i < period) {
      avgGain += gain;
      avgLoss += loss;
      continue;
    }
    if (i === period) {
      avgGain = (avgGain + gain) / period;
      avgLoss = (avgLoss + loss) / period;
    } else {
      avgGain = (avgGain * (period - 1) + gain) / period;
      avgLoss = (avgLoss * (period - 1) + loss) / period;
    }
    const total = avgGain + avgLoss;
    // 100 * (gain / total), not (100 * gain) / total: the quotient of a number by a sum that
    // contains it is at most 1 in floating point too, which keeps the RSI within [0, 100].
    out[i] = total === 0 ? RSI_FLAT : 100 * (avgGain / total);
  }
  return out;
}

/** The last RSI, or null with `period` closes or fewer. */
export function latestRsi(closes: readonly number[], period: number = RSI_PERIOD): number | null {
  return lastOf(rsi(closes, period));
}
