// The company's own earnings and book yields on earlier rating dates within five years, so
// that a factor can compare today's yield with the company's usual one. A queue with running
// sums: each date adds at most one entry and drops those that fell out of the window.

export interface YieldEntry {
  day: number;
  earnings: number | null;
  book: number | null;
}

/** Entries needed for an average: a year of month-ends. */
const MIN_ENTRIES = 12;
const WINDOW_DAYS = 5 * 365;

export class YieldHistory {
  private readonly entries: YieldEntry[] = [];
  private head = 0;
  private earnings = 0;
  private earningsN = 0;
  private book = 0;
  private bookN = 0;

  /** Starts from the entries a one-day update carries over from the last full run. */
  constructor(seed: readonly YieldEntry[] = []) {
    for (const entry of seed) this.add(entry);
  }

  add(entry: YieldEntry): void {
    if (entry.earnings !== null) {
      this.earnings += entry.earnings;
      this.earningsN++;
    }
    if (entry.book !== null) {
      this.book += entry.book;
      this.bookN++;
    }
    this.entries.push(entry);
  }

  /** The average yields of the five years before `day` (null with fewer than twelve), dropping older entries for good. */
  averagesAt(day: number): { earnings: number | null; book: number | null } {
    const fiveYearsAgo = day - WINDOW_DAYS;
    while (this.head < this.entries.length && this.entries[this.head]!.day < fiveYearsAgo) {
      const old = this.entries[this.head++]!;
      if (old.earnings !== null) {
        this.earnings -= old.earnings;
        this.earningsN--;
      }
      if (old.book !== null) {
        this.book -= old.book;
        this.bookN--;
      }
    }
    return {
      earnings: this.earningsN >= MIN_ENTRIES ? this.earnings / this.earningsN : null,
      book: this.bookN >= MIN_ENTRIES ? this.book / this.bookN : null,
    };
  }

  /** The entries within five years of `lastDay`: the state a later one-day update starts from. */
  within(lastDay: number): YieldEntry[] {
    return this.entries.slice(this.head).filter((h) => h.day >= lastDay - WINDOW_DAYS);
  }
}
