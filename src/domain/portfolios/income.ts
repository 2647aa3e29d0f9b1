import { dayOf } from "../rating/day-numbers";
import { paymentsPerYear } from "../research/trailing-dividends";

// A portfolio's dividend income by date: what was received (the member's dividend transactions),
// what the company has declared and not yet paid, and what is projected from each holding's
// payment cadence and latest amount, marked projected until the company declares it.

export interface DividendRecord {
  exDate: string;
  /** Null when the source does not say when it is paid. */
  payDate: string | null;
  /** Per share, as paid. */
  amount: number;
}

export type IncomeStatus = "received" | "declared" | "projected";

export interface IncomeEvent {
  /** The day the cash arrives (pay date; a received dividend's transaction date). */
  date: string;
  companyId: number;
  amount: number;
  status: IncomeStatus;
  /** Per share, for declared and projected payments. */
  perShare: number | null;
}

const addMonths = (iso: string, months: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};

/** A company's cadence (payments a year) from its ex-dates up to `asOf`; null when it cannot be read or it stopped. */
export function cadenceOf(records: readonly DividendRecord[], asOf: string): number | null {
  const past = records.filter((r) => r.exDate <= asOf);
  if (past.length < 2) return null;
  const days = past.map((r) => dayOf(r.exDate));
  const perYear = paymentsPerYear(days, days.length - 1);
  if (perYear === null) return null;
  // A payer whose last ex-date is more than one and a half gaps back has skipped: nothing is projected.
  const gapDays = 365 / perYear;
  if (dayOf(asOf) - days[days.length - 1]! > gapDays * 1.5) return null;
  return perYear;
}

/**
 * The payments of one holding of `shares` after `asOf` up to `until`: declared ones (ex-date or
 * pay date after asOf in our data) and, after the latest known one, projected ones every 12 /
 * cadence months at the latest amount.
 */
export function upcomingDividends(
  companyId: number,
  shares: number,
  records: readonly DividendRecord[],
  asOf: string,
  until: string,
): IncomeEvent[] {
  if (shares <= 0 || records.length === 0) return [];
  const sorted = [...records].sort((a, b) => (a.exDate < b.exDate ? -1 : 1));
  const events: IncomeEvent[] = [];
  for (const r of sorted)
    if (r.payDate !== null && r.payDate > asOf && r.payDate <= until)
      events.push({ date: r.payDate, companyId, amount: r.amount * shares, status: "declared", perShare: r.amount });
  const cadence = cadenceOf(sorted, asOf);
  if (cadence === null) return events;
  const latest = sorted[sorted.length - 1]!;
  const step = 12 / cadence;
  for (let k = 1; ; k++) {
    // Without a known pay date the projection steps from the ex-date: the cash comes a few weeks later.
    const pay = addMonths(latest.payDate ?? latest.exDate, step * k);
    if (pay > until) break;
    if (pay <= asOf) continue;
    events.push({ date: pay, companyId, amount: latest.amount * shares, status: "projected", perShare: latest.amount });
  }
  return events;
}

/** The forward annual dividend of `shares`: the latest amount times the cadence (0 when none is read). */
export function forwardAnnualIncome(shares: number, records: readonly DividendRecord[], asOf: string): number {
  const cadence = cadenceOf(records, asOf);
  if (cadence === null || shares <= 0) return 0;
  const past = records.filter((r) => r.exDate <= asOf);
  const latest = [...past].sort((a, b) => (a.exDate < b.exDate ? -1 : 1))[past.length - 1]!;
  return latest.amount * cadence * shares;
}

export interface IncomeMonth {
  /** YYYY-MM. */
  month: string;
  received: number;
  declared: number;
  projected: number;
}

/** Income events summed by month, every month from `from` to `to` (YYYY-MM) present. */
export function incomeByMonth(events: readonly IncomeEvent[], from: string, to: string): IncomeMonth[] {
  const months: IncomeMonth[] = [];
  for (let m = `${from}-01`; m.slice(0, 7) <= to; m = addMonths(m, 1))
    months.push({ month: m.slice(0, 7), received: 0, declared: 0, projected: 0 });
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const e of events) {
    const m = byMonth.get(e.date.slice(0, 7));
    if (m) m[e.status] += e.amount;
  }
  return months;
}

/** What the year of `asOf` brings: received so far plus declared and projected to its end. */
export function yearTotal(events: readonly IncomeEvent[], asOf: string): number {
  const year = asOf.slice(0, 4);
  return events.filter((e) => e.date.slice(0, 4) === year).reduce((sum, e) => sum + e.amount, 0);
}
