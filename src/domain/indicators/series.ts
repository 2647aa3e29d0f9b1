/**
 * Shared shape and guards of the technical indicators.
 *
 * Alignment: every indicator takes plain arrays of numbers ordered oldest first and returns an
 * array of the same length, where entry i is the indicator on day i computed from days 0..i
 * only, and null while fewer days than the indicator needs have been seen. Each function's
 * comment says from which index its values start.
 */
export type IndicatorSeries = (number | null)[];

export function assertPeriod(period: number, name = "period"): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${String(period)}`);
  }
}

// A NaN would silently poison every later value of a smoothed indicator, so bad input fails
// loudly at the door instead.
export function assertFinite(values: readonly number[], name: string): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === undefined || !Number.isFinite(v)) {
      throw new RangeError(`${name}[${i}] must be a finite number, got ${String(v)}`);
    }
  }
}

/** `tail` preceded by nulls so that it ends where a series of `length` days ends. */
export function alignRight(tail: readonly (number | null)[], length: number): IndicatorSeries {
  const out: IndicatorSeries = new Array<number | null>(Math.max(0, length - tail.length)).fill(null);
  for (const v of tail) out.push(v);
  return out;
}

/** The values of a series from its first non-null entry on (indicators never have gaps). */
export function definedTail(series: readonly (number | null)[]): number[] {
  const out: number[] = [];
  for (const v of series) if (v !== null) out.push(v);
  return out;
}

export function lastOf(series: readonly (number | null)[]): number | null {
  return series.length === 0 ? null : (series[series.length - 1] ?? null);
}
