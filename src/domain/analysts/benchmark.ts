// An equal-weighted return index (the market's, or a sector's): each trading day's return is
// the mean of the daily total returns of the stocks that traded that day and the day before,
// delisted stocks included while they traded (no survivorship). Levels are kept for every
// calendar day from the first to the last, carried over the days without trading.

export class ReturnIndex {
  private readonly sum: Float64Array;
  private readonly count: Int32Array;
  private level: Float64Array | null = null;

  constructor(
    readonly firstDay: number,
    readonly lastDay: number,
  ) {
    const n = Math.max(0, lastDay - firstDay + 1);
    this.sum = new Float64Array(n);
    this.count = new Int32Array(n);
  }

  /** A stock's total return from its previous trading day to `day`. Ignored outside the range or when not finite. */
  add(day: number, dailyReturn: number): void {
    if (this.level) throw new Error("the index is already finished");
    const i = day - this.firstDay;
    if (i < 0 || i >= this.sum.length || !Number.isFinite(dailyReturn)) return;
    this.sum[i]! += dailyReturn;
    this.count[i]!++;
  }

  /** Adds every daily return of one stock's total-return series (ascending days). */
  addSeries(days: Int32Array, total: Float64Array, n = days.length): void {
    for (let i = 1; i < n; i++) if (total[i - 1]! > 0) this.add(days[i]!, total[i]! / total[i - 1]! - 1);
  }

  private levels(): Float64Array {
    if (this.level) return this.level;
    const level = new Float64Array(this.sum.length);
    let l = 1;
    for (let i = 0; i < level.length; i++) {
      if (this.count[i]! > 0) l *= 1 + this.sum[i]! / this.count[i]!;
      level[i] = l;
    }
    this.level = level;
    return level;
  }

  /** The index level at the end of `day` (1 before the first day, the last level after the last). */
  levelAt(day: number): number {
    const level = this.levels();
    if (level.length === 0 || day < this.firstDay) return 1;
    return level[Math.min(level.length - 1, day - this.firstDay)]!;
  }

  /** The index's return from the end of `from` to the end of `to`. */
  returnBetween(from: number, to: number): number {
    return this.levelAt(to) / this.levelAt(from) - 1;
  }
}
