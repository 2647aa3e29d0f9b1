// The portfolio against the market over a stretch of the record, read from its month-end curve
// (decision 064): the model portfolio has no deposits or withdrawals, so its time-weighted return
// over a stretch is the growth of its value, and the curve's points are closes. A stretch starts
// at the close before its first day: the last month-end before the launch for "since launch",
// the last close of the year before for "this year".

/** [date, portfolio, market], both 1.0 on the record's first day (StoredRecord's curve). */
export type CurvePoint = readonly [string, number, number];

export interface PeriodReturn {
  /** The close the stretch is measured from, and the last close. */
  from: string;
  to: string;
  portfolio: number;
  market: number;
}

/** From the last point dated before `start` (or the first point) to the last point. */
export function returnSince(curve: readonly CurvePoint[], start: string): PeriodReturn | null {
  const last = curve[curve.length - 1];
  if (!last || last[0] < start) return null;
  let base = curve[0]!;
  for (const point of curve) {
    if (point[0] >= start) break;
    base = point;
  }
  if (base === last) return null;
  return { from: base[0], to: last[0], portfolio: last[1] / base[1] - 1, market: last[2] / base[2] - 1 };
}

/** The calendar year of the last point, from the last close of the year before. */
export function yearToDate(curve: readonly CurvePoint[]): PeriodReturn | null {
  const last = curve[curve.length - 1];
  return last ? returnSince(curve, `${last[0].slice(0, 4)}-01-01`) : null;
}
