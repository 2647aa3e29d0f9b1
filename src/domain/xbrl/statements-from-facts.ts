import type { CompanyFactsDocument, XbrlFact } from "./company-facts";
import { LINES, LINE_NAMES, type Line, type LineName } from "./statement-lines";

// A company's annual and quarterly statements from its XBRL facts, point in time: each period
// comes in versions, one from the filing date of the first report of it and one more from every
// later filing that reports it with other figures (a restatement, or a figure it had not given),
// the earlier version superseded from that day on.
//
// - Periods are recognised by their dates, not by the filing's fy/fp: a duration of 350-380 days
//   is a year, of 80-100 days a quarter; balances are read on the period's last day.
// - A quarter a filing states only year to date (cash flows in a 10-Q, the fourth quarter in a
//   10-K) is the difference of two year-to-date figures with the same start, as known on the
//   day (for EPS a near figure, as vendors take it); an average share count is the longer
//   period's.
// - The fiscal year is the year the annual period ends in, except a 52/53-week year ending in
//   the first week of January (as the fundamentals importer reads it); a quarter belongs to the
//   fiscal year whose annual period it falls in and is numbered by its distance from that year's end.
// - Capital expenditure is stored negative (cash spent), so free cash flow is operating cash
//   flow plus capital expenditure; debt is long-term debt and the current debt and borrowings.

export const STATEMENT_FORMS = new Set(["10-K", "10-K/A", "10-KT", "10-Q", "10-Q/A"]);

export interface StatementFigures {
  revenue: number | null;
  costOfRevenue: number | null;
  ebit: number | null;
  interestExpense: number | null;
  netIncome: number | null;
  netIncomeCommon: number | null;
  eps: number | null;
  shares: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  cash: number | null;
  shortTermInvestments: number | null;
  totalLiabilities: number | null;
  currentLiabilities: number | null;
  nonCurrentLiabilities: number | null;
  debt: number | null;
  equity: number | null;
  operatingCashFlow: number | null;
  capitalExpenditure: number | null;
  freeCashFlow: number | null;
  dividendsPaid: number | null;
  dividendsPerShare: number | null;
}

export interface StatementVersion extends StatementFigures {
  period: "A" | "Q";
  fiscalYear: number;
  /** 1..4 for quarters, 0 for a year. */
  fiscalQuarter: number;
  periodEnd: string;
  filedOn: string;
  /** The filing date of the next version; null for the current one. */
  supersededOn: string | null;
}

interface Observation {
  filed: string;
  val: number;
  /** The concept's place in the line's order of preference. */
  rank: number;
}

const DAY = 86_400_000;
const dayNumbers = new Map<string, number>();
/** Days since 1970 of an ISO date (remembered: the same few hundred dates are asked again and again). */
function days(iso: string): number {
  let d = dayNumbers.get(iso);
  if (d === undefined) {
    d = Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
    if (dayNumbers.size > 100_000) dayNumbers.clear();
    dayNumbers.set(iso, d);
  }
  return d;
}
/** How long after its period ends a period is looked for in filings: a 10-K repeats two years before. */
const RESTATEMENT_WINDOW_DAYS = 3 * 366 + 90;
const isYear = (d: number) => d >= 350 && d <= 380;
const isQuarter = (d: number) => d >= 80 && d <= 100;

/** Facts of one line, by period ("start|end", or "|end" for a balance). */
class LineFacts {
  constructor(readonly id: string) {}
  readonly byKey = new Map<string, Observation[]>();
  /** Duration keys by their end date. */
  readonly byEnd = new Map<string, { start: string; key: string }[]>();
  /** Duration ends by their start date. */
  readonly byStart = new Map<string, string[]>();

  add(fact: XbrlFact, rank: number, kind: Line["kind"]): void {
    if (kind === "instant" ? fact.start !== undefined : fact.start === undefined) return;
    const key = `${fact.start ?? ""}|${fact.end}`;
    let list = this.byKey.get(key);
    if (!list) {
      list = [];
      this.byKey.set(key, list);
      if (fact.start) {
        const ends = this.byEnd.get(fact.end) ?? [];
        ends.push({ start: fact.start, key });
        this.byEnd.set(fact.end, ends);
        this.byStart.set(fact.start, [...(this.byStart.get(fact.start) ?? []), fact.end]);
      }
    }
    list.push({ filed: fact.filed, val: fact.val, rank });
  }

  /** The value of the latest filing by `t` that reports the period, in its preferred concept. */
  at(key: string, t: string): number | null {
    let best: Observation | undefined;
    for (const o of this.byKey.get(key) ?? []) {
      if (o.filed > t) continue;
      if (!best || o.filed > best.filed || (o.filed === best.filed && o.rank < best.rank)) best = o;
    }
    return best ? best.val : null;
  }
}

function fiscalYearOfEnd(end: string): number {
  const year = Number(end.slice(0, 4));
  return end.slice(5, 7) === "01" && Number(end.slice(8, 10)) <= 7 ? year - 1 : year;
}

/** Whether any figure of `a` differs from the same figure of `b`. */
function differs(a: StatementFigures, b: StatementFigures): boolean {
  for (const k of Object.keys(a) as (keyof StatementFigures)[]) {
    const x = a[k];
    const y = b[k];
    if (x === null || y === null) {
      if (x !== y) return true;
    } else if (Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return true;
  }
  return false;
}

const sum = (...values: (number | null)[]): number | null =>
  values.every((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);

export function statementsFromFacts(doc: CompanyFactsDocument): StatementVersion[] {
  const lines = new Map<LineName, LineFacts>();
  const filedDates = new Set<string>();
  for (const name of LINE_NAMES) {
    const line: Line = LINES[name];
    const facts = new LineFacts(name);
    line.concepts.forEach((concept, rank) => {
      for (const fact of doc.usGaap.get(concept)?.[line.unit] ?? []) {
        if (!STATEMENT_FORMS.has(fact.form)) continue;
        facts.add(fact, rank, line.kind);
        filedDates.add(fact.filed);
      }
    });
    lines.set(name, facts);
  }
  const grid = [...filedDates].sort();

  // The periods: years from annual durations of the main flows, quarters from quarterly and
  // year-to-date durations, and each year's last quarter where the year has quarters.
  const yearStarts = new Map<string, string>();
  const quarterEnds = new Set<string>();
  for (const name of ["revenue", "netIncome", "operatingCashFlow"] as const) {
    for (const [end, keys] of lines.get(name)!.byEnd) {
      for (const { start } of keys) {
        const d = days(end) - days(start);
        if (isYear(d)) {
          if (!yearStarts.has(end)) yearStarts.set(end, start);
        } else if (d >= 80 && d < 350) quarterEnds.add(end);
      }
    }
  }
  const yearEnds = [...yearStarts.keys()].sort();
  for (const end of yearEnds) {
    const start = yearStarts.get(end)!;
    if ([...quarterEnds].some((q) => q > start && q < end)) quarterEnds.add(end);
  }

  const quarterOf = (end: string): { fiscalYear: number; fiscalQuarter: number } => {
    const e = days(end);
    const closing = yearEnds.find((y) => days(y) >= e - 3);
    if (closing) {
      const q = 4 - Math.round((days(closing) - e) / 91.3);
      if (q >= 1 && q <= 4) return { fiscalYear: fiscalYearOfEnd(closing), fiscalQuarter: q };
    }
    const before = [...yearEnds].reverse().find((y) => days(y) < e - 3);
    if (before) {
      const q = Math.round((e - days(before)) / 91.3);
      if (q >= 1 && q <= 4) return { fiscalYear: fiscalYearOfEnd(before) + 1, fiscalQuarter: q };
    }
    return { fiscalYear: Number(end.slice(0, 4)), fiscalQuarter: Math.ceil(Number(end.slice(5, 7)) / 3) };
  };

  const reported = (facts: LineFacts, end: string, t: string, want: (d: number) => boolean): number | null => {
    for (const { start, key } of facts.byEnd.get(end) ?? []) {
      if (!want(days(end) - days(start))) continue;
      const v = facts.at(key, t);
      if (v !== null) return v;
    }
    return null;
  };
  /** The earlier part of a year to date from `start` to `end`: year to date, or its quarters one by one. */
  const before = (facts: LineFacts, start: string, end: string, t: string, depth: number): number | null => {
    if (isQuarter(days(end) - days(start))) return facts.at(`${start}|${end}`, t);
    if (depth > 3) return null;
    const ytd = facts.at(`${start}|${end}`, t);
    if (ytd !== null) return ytd;
    const quarter = reported(facts, end, t, isQuarter);
    if (quarter === null) return null;
    for (const e of quarterEndsBefore(facts, start, end)) {
      const rest = before(facts, start, e, t, depth + 1);
      if (rest !== null) return rest + quarter;
    }
    return null;
  };
  const flowAt = (name: LineName, period: "A" | "Q", end: string, t: string): number | null => {
    const facts = lines.get(name)!;
    const direct = reported(facts, end, t, period === "A" ? isYear : isQuarter);
    if (direct !== null || period === "A") return direct;
    const line: Line = LINES[name];
    if (line.longerFallback) return reported(facts, end, t, (d) => d > 100 && d <= 380);
    if (!line.additive) return null;
    // Year to date less what came before it in that year, with the same start.
    for (const { start, key } of facts.byEnd.get(end) ?? []) {
      if (days(end) - days(start) <= 100) continue;
      const whole = facts.at(key, t);
      if (whole === null) continue;
      for (const e of quarterEndsBefore(facts, start, end)) {
        const part = before(facts, start, e, t, 0);
        if (part !== null) return whole - part;
      }
    }
    return null;
  };
  /** Ends one quarter before `end` of periods reported from `start`, or of quarters ending then. */
  const endsBefore = new Map<string, string[]>();
  const quarterEndsBefore = (facts: LineFacts, start: string, end: string): string[] => {
    const memo = `${facts.id} ${start} ${end}`;
    let found = endsBefore.get(memo);
    if (!found) {
      const out = new Set<string>();
      for (const e of facts.byStart.get(start) ?? []) if (isQuarter(days(end) - days(e))) out.add(e);
      for (const e of facts.byEnd.keys()) if (e > start && isQuarter(days(end) - days(e))) out.add(e);
      found = [...out];
      endsBefore.set(memo, found);
    }
    return found;
  };
  const instantAt = (name: LineName, end: string, t: string) => lines.get(name)!.at(`|${end}`, t);

  const figuresAt = (period: "A" | "Q", end: string, t: string): StatementFigures => {
    const f = (name: LineName) => flowAt(name, period, end, t);
    const b = (name: LineName) => instantAt(name, end, t);
    const operatingCashFlow = f("operatingCashFlow");
    const capex = f("capitalExpenditure");
    const capitalExpenditure = capex === null ? null : -Math.abs(capex);
    const equityWithMinority = b("equityWithMinority");
    const liabilitiesAndEquity = b("liabilitiesAndEquity");
    const totalLiabilities =
      b("liabilities") ??
      (liabilitiesAndEquity !== null && equityWithMinority !== null ? liabilitiesAndEquity - equityWithMinority : null);
    const currentLiabilities = b("currentLiabilities");
    const borrowings = b("shortTermBorrowings");
    const current = b("debtCurrent") ?? sum(b("longTermDebtCurrent"), borrowings);
    const noncurrent = b("longTermDebtNoncurrent");
    const total = b("longTermDebt");
    const debt = noncurrent !== null ? sum(noncurrent, current) : total !== null ? sum(total, borrowings) : current;
    return {
      revenue: f("revenue"),
      costOfRevenue: f("costOfRevenue"),
      ebit: f("operatingIncome"),
      interestExpense: f("interestExpense"),
      netIncome: f("netIncome"),
      netIncomeCommon: f("netIncomeCommon"),
      eps: f("eps"),
      shares: f("shares"),
      totalAssets: b("totalAssets"),
      currentAssets: b("currentAssets"),
      cash: b("cash"),
      shortTermInvestments: b("shortTermInvestments"),
      totalLiabilities,
      currentLiabilities,
      nonCurrentLiabilities:
        totalLiabilities !== null && currentLiabilities !== null ? totalLiabilities - currentLiabilities : null,
      debt,
      equity: b("equity"),
      operatingCashFlow,
      capitalExpenditure,
      freeCashFlow:
        operatingCashFlow !== null && capitalExpenditure !== null ? operatingCashFlow + capitalExpenditure : null,
      dividendsPaid: f("dividendsPaid"),
      dividendsPerShare: f("dividendsPerShare"),
    };
  };

  const out: StatementVersion[] = [];
  const periods: { period: "A" | "Q"; end: string }[] = [
    ...yearEnds.map((end) => ({ period: "A" as const, end })),
    ...[...quarterEnds].map((end) => ({ period: "Q" as const, end })),
  ];
  for (const { period, end } of periods) {
    const where = period === "A" ? { fiscalYear: fiscalYearOfEnd(end), fiscalQuarter: 0 } : quarterOf(end);
    const versions: StatementVersion[] = [];
    const lookedFor = days(end) + RESTATEMENT_WINDOW_DAYS;
    for (const t of grid) {
      if (t < end) continue;
      if (days(t) > lookedFor) break;
      const figures = figuresAt(period, end, t);
      // A period is a statement once its earnings or revenue are known.
      if (figures.revenue === null && figures.netIncome === null) continue;
      const last = versions[versions.length - 1];
      if (last && !differs(figures, last)) continue;
      if (last) last.supersededOn = t;
      versions.push({ period, ...where, periodEnd: end, filedOn: t, supersededOn: null, ...figures });
    }
    out.push(...versions);
  }
  return out.sort((a, b) =>
    a.periodEnd !== b.periodEnd
      ? a.periodEnd < b.periodEnd
        ? -1
        : 1
      : a.period !== b.period
        ? a.period === "Q"
          ? -1
          : 1
        : a.filedOn < b.filedOn
          ? -1
          : 1,
  );
}
