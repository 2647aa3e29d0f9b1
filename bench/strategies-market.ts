import { dayOf } from "../src/domain/rating/day-numbers";
import { historyOf, type AnnualFigures, type CompanyHistory } from "../src/domain/strategies/history";

// A seeded market of stored histories the shape loadStrategyHistories reads from the database:
// daily closes (adjusted and raw) from listing to delisting, annual statements by filing date,
// quarterly dividends by ex-date and the Zen Rating at every month-end. A third of the companies
// list after the start and a fifth are delisted before the end, so the universe changes each
// month as it does on the demo market.

/** A seeded generator, so every run and both sides of a comparison see the same market. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Weekdays from `from` to `to` as day numbers. */
export function weekdays(from: string, to: string): Int32Array {
  const out: number[] = [];
  for (let d = dayOf(from); d <= dayOf(to); d++) {
    const wd = new Date(d * 86_400_000).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d);
  }
  return Int32Array.from(out);
}

export function syntheticHistories(companies: number, from: string, to: string): CompanyHistory[] {
  const days = weekdays(from, to);
  const month = (d: number) => new Date(d * 86_400_000).getUTCMonth();
  const monthEnd = Uint8Array.from(days, (d, i) => (i + 1 < days.length && month(d) !== month(days[i + 1]!) ? 1 : 0));
  const next = seeded(42);
  const out: CompanyHistory[] = [];
  for (let id = 1; id <= companies; id++) {
    const first = next() < 0.33 ? Math.floor(next() * days.length * 0.8) : 0;
    const last = next() < 0.2 ? first + Math.floor(next() * (days.length - first)) : days.length - 1;
    const day = days.slice(first, last + 1);
    const close = new Float64Array(day.length);
    const adj = new Float64Array(day.length);
    const drift = (next() - 0.45) * 0.001;
    const yieldPerDay = next() < 0.4 ? (next() * 0.04) / 252 : 0;
    let p = 5 + next() * 95;
    let factor = 1;
    for (let i = 0; i < day.length; i++) {
      close[i] = p *= 1 + drift + (next() - 0.5) * 0.04;
      adj[i] = p * (factor *= 1 + yieldPerDay);
    }
    const shares = 1e6 * (1 + next() * 1000);
    let revenue = 1e6 * (10 + next() * 5000);
    let equity = revenue * (0.2 + next());
    const annual: AnnualFigures[] = [];
    const dividends: { exDay: number; amount: number }[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const filedDay = dayOf(`${year}-03-01`) + Math.floor(next() * 60);
      if (filedDay < day[0]! - 400 || filedDay > day[day.length - 1]!) continue;
      revenue *= 0.9 + next() * 0.3;
      const netIncome = revenue * (next() * 0.3 - 0.08);
      equity = Math.max(1, equity + netIncome * 0.5);
      annual.push({
        filedDay,
        revenue,
        netIncome,
        eps: netIncome / shares,
        shares,
        equity,
        debt: equity * next() * 2,
      });
      if (yieldPerDay > 0)
        for (let q = 0; q < 4; q++)
          dividends.push({ exDay: dayOf(`${year}-0${2 + 3 * q}-15`), amount: (p * yieldPerDay * 252) / 4 });
    }
    const ratings: { day: number; grade: number }[] = [];
    for (let i = 0; i < day.length; i++)
      if (monthEnd[first + i] === 1) ratings.push({ day: day[i]!, grade: 1 + Math.floor(next() * 5) });
    out.push(
      historyOf({
        id,
        sectorId: 1 + (id % 11),
        day,
        close,
        adj,
        annual,
        dividends: dividends.filter((d) => d.exDay >= day[0]! && d.exDay <= day[day.length - 1]!),
        ratings,
      }),
    );
  }
  return out;
}
