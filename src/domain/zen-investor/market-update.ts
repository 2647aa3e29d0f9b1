import type { CompanyHistory } from "../strategies/history";
import { lastAtOrBefore } from "../strategies/point-in-time";
import type { Tape } from "../strategies/tape";
import type { ModelRun } from "./run";

// The monthly market update (decision 063): each finished month measured from the stored
// histories and the model portfolio's run, by the nightly job. The page writes its sentences from
// these numbers. It names no company the portfolio trades, so it is public the day it is written.

export interface MarketUpdate {
  /** The month, as 2024-05. */
  id: string;
  /** The month's last trading day and the one before the month. */
  from: string;
  to: string;
  breadth: { advancers: number; decliners: number; unchanged: number; medianReturn: number | null };
  /** Average total return of the companies of each sector over the month, best first. */
  sectors: { sectorId: number; companies: number; averageReturn: number }[];
  /** The Zen Rating at the month's end against the month before's. */
  grades: { upgrades: number; downgrades: number; newlyA: number; leftA: number; rated: number };
  portfolio: { return: number; market: number; buys: number; sells: number; holdings: number };
}

const ratio = (c: CompanyHistory, from: number, to: number): number | null => {
  const a = lastAtOrBefore(c.day.length, (k) => c.day[k]!, from);
  const b = lastAtOrBefore(c.day.length, (k) => c.day[k]!, to);
  // Only a company that traded at both month-ends is counted (not one listed or delisted in between).
  if (a < 0 || b <= a || c.day[b]! !== to || c.day[a]! !== from) return null;
  return c.adj[b]! / c.adj[a]! - 1;
};

const gradeAt = (c: CompanyHistory, day: number): number | null => {
  const i = lastAtOrBefore(c.ratings.day.length, (k) => c.ratings.day[k]!, day);
  return i >= 0 ? c.ratings.grade[i]! : null;
};

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/**
 * One update per month of the run that has ended (the run's last month is left until the next
 * month's first day shows it is over), from the run's second month on.
 */
export function marketUpdates(
  histories: readonly CompanyHistory[],
  tape: Tape,
  days: Int32Array,
  run: ModelRun,
): MarketUpdate[] {
  const start = tape.dates.indexOf(run.dates[0]!);
  if (start < 0) return [];
  // Indexes (on the tape) of each month's last trading day, from the day before the run's first month.
  const ends: number[] = [];
  for (let i = start; i < tape.dates.length - 1; i++)
    if (tape.dates[i + 1]!.slice(0, 7) !== tape.dates[i]!.slice(0, 7)) ends.push(i);
  const updates: MarketUpdate[] = [];
  for (let m = 1; m < ends.length; m++) {
    const a = ends[m - 1]!;
    const b = ends[m]!;
    const from = days[a]!;
    const to = days[b]!;
    const returns: number[] = [];
    const bySector = new Map<number, number[]>();
    const grades = { upgrades: 0, downgrades: 0, newlyA: 0, leftA: 0, rated: 0 };
    for (const c of histories) {
      const r = ratio(c, from, to);
      if (r !== null) {
        returns.push(r);
        if (c.sectorId !== null) bySector.set(c.sectorId, [...(bySector.get(c.sectorId) ?? []), r]);
      }
      const before = gradeAt(c, from);
      const after = gradeAt(c, to);
      if (after === null || c.day[c.day.length - 1]! < to) continue;
      grades.rated++;
      if (before === null) continue;
      if (after < before) grades.upgrades++;
      if (after > before) grades.downgrades++;
      if (after === 1 && before !== 1) grades.newlyA++;
      if (before === 1 && after !== 1) grades.leftA++;
    }
    const fromIso = tape.dates[a]!;
    const toIso = tape.dates[b]!;
    const ra = a - start;
    const rb = b - start;
    const filled = run.fills.filter((f) => f.price !== null && f.date > fromIso && f.date <= toIso);
    updates.push({
      id: toIso.slice(0, 7),
      from: fromIso,
      to: toIso,
      breadth: {
        advancers: returns.filter((r) => r > 0).length,
        decliners: returns.filter((r) => r < 0).length,
        unchanged: returns.filter((r) => r === 0).length,
        medianReturn: ((x) => (x === null ? null : r6(x)))(median(returns)),
      },
      sectors: [...bySector]
        .map(([sectorId, rs]) => ({
          sectorId,
          companies: rs.length,
          averageReturn: r6(rs.reduce((s, r) => s + r, 0) / rs.length),
        }))
        .sort((x, y) => y.averageReturn - x.averageReturn || x.sectorId - y.sectorId),
      grades,
      portfolio: {
        return: r6(run.equity[rb]! / run.equity[ra]! - 1),
        market: r6(run.market[rb]! / run.market[ra]! - 1),
        buys: filled.filter((f) => f.side === "buy").length,
        sells: filled.filter((f) => f.side === "sell").length,
        holdings: run.positions.filter((p) => p.entryDate <= toIso && (p.exitDate === null || p.exitDate > toIso))
          .length,
      },
    });
  }
  return updates;
}
