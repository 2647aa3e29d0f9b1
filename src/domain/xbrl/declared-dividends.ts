import type { StatementVersion } from "./statements-from-facts";

// Dividend events from a company's filings, for a price source that gives no ex-dates (Stooq's
// prices carry none). XBRL states the dividends declared per share of each period, not the days
// they go ex or are paid, so each quarter's declared dividend becomes one event dated the day
// the filing reporting it was filed: the first day the data knows of it, a few weeks after its
// real ex-date. Dated so, the trailing twelve months always hold the four latest quarters known
// (dated by their quarter's end, the latest quarter would drop out of it for the weeks until its
// report is filed, and the yield with it). A period first seen long after it ended (a
// comparative in the first filing XBRL holds) is dated its last day, as it was long past.
// A fiscal year whose quarters state none but whose annual report does is one event.
// The amount is the first version's, in the shares of the day it was filed (decision 031).

/** What the rule reads of a statement version. */
export type DividendStatement = Pick<
  StatementVersion,
  "period" | "fiscalYear" | "periodEnd" | "filedOn" | "dividendsPerShare"
>;

export interface DeclaredDividend {
  exDate: string;
  amount: number;
}

/** A 10-K is due within 90 days of the year's end, a 10-Q within 45 of the quarter's. */
const OWN_REPORT_DAYS = 100;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The first-reported declared dividend per share of each quarter (or of a year stating only its total). */
export function declaredDividends(versions: readonly DividendStatement[]): DeclaredDividend[] {
  const first = new Map<string, DividendStatement>();
  for (const v of versions) {
    if (v.dividendsPerShare === null || !(v.dividendsPerShare > 0)) continue;
    const key = `${v.period}|${v.periodEnd}`;
    const seen = first.get(key);
    if (!seen || v.filedOn < seen.filedOn) first.set(key, v);
  }
  const quarters = [...first.values()].filter((v) => v.period === "Q");
  const yearsWithQuarters = new Set(quarters.map((q) => q.fiscalYear));
  const years = [...first.values()].filter((v) => v.period === "A" && !yearsWithQuarters.has(v.fiscalYear));
  // One event a day: of two periods first reported the same day, the later one.
  const byDay = new Map<string, DividendStatement>();
  for (const v of [...quarters, ...years]) {
    const day = daysBetween(v.periodEnd, v.filedOn) <= OWN_REPORT_DAYS ? v.filedOn : v.periodEnd;
    const other = byDay.get(day);
    if (!other || other.periodEnd < v.periodEnd) byDay.set(day, v);
  }
  return [...byDay]
    .map(([exDate, v]) => ({ exDate, amount: Math.round(v.dividendsPerShare! * 1e6) / 1e6 }))
    .sort((a, b) => (a.exDate < b.exDate ? -1 : 1));
}
