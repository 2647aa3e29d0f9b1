import { sql, type Insertable, type Transaction } from "kysely";
import type { DB, FundamentalsTable } from "../../db/schema";
import { inferSplits } from "../../domain/research/split-inference";
import { upsertCompanies } from "./companies";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, addDays, fromUsDate, toOptionalNumber, toTicker } from "./values";

// Annual statements in the layout of Kaggle's "New York Stock Exchange" fundamentals.csv: one
// row per company and fiscal year, `Ticker Symbol`, `Period Ending` (M/D/YYYY) and 77 figures in
// dollars. Stored as period 'A', fiscal quarter 0.
//
// - The file has no filing dates. A figure must not be visible before it was public (point in
//   time), so filed_on is period end + 60 days: the SEC's 10-K deadline for large accelerated
//   filers, and later than most of them actually file.
// - The fiscal year is the year the period ends in, except for a 52/53-week year that ends in the
//   first week of January (Cerner's 1/2/2016 closes fiscal 2015): without that, such a company
//   would have two rows for one fiscal year.
// - Capital expenditure keeps the file's sign (negative: cash spent), so free cash flow is
//   operating cash flow + capital expenditure. Debt is long-term plus short-term debt.
// - The file has no dividends-paid column; dividends_paid is filled only if a file has one.
// - companies.shares_outstanding (market capitalisation) follows the latest stored statement
//   with a share count: the file's "Estimated Shares Outstanding", net income over EPS.
// - The file has no split events: they are inferred from the share counts (writeInferredSplits).

type Row = Insertable<FundamentalsTable>;

const FILING_LAG_DAYS = 60;

const DIRECT = {
  revenue: "Total Revenue",
  cost_of_revenue: "Cost of Revenue",
  ebit: "Earnings Before Interest and Tax",
  interest_expense: "Interest Expense",
  net_income: "Net Income",
  net_income_common: "Net Income Applicable to Common Shareholders",
  eps: "Earnings Per Share",
  shares: "Estimated Shares Outstanding",
  total_assets: "Total Assets",
  current_assets: "Total Current Assets",
  cash: "Cash and Cash Equivalents",
  short_term_investments: "Short-Term Investments",
  total_liabilities: "Total Liabilities",
  current_liabilities: "Total Current Liabilities",
  equity: "Total Equity",
  operating_cash_flow: "Net Cash Flow-Operating",
  capital_expenditure: "Capital Expenditures",
} as const;
const LONG_TERM_DEBT = "Long-Term Debt";
const SHORT_TERM_DEBT = "Short-Term Debt / Current Portion of Long-Term Debt";
const DIVIDENDS_PAID = "Dividends Paid";
const TICKER = "Ticker Symbol";
const PERIOD_ENDING = "Period Ending";
const REQUIRED = [TICKER, PERIOD_ENDING, ...Object.values(DIRECT), LONG_TERM_DEBT, SHORT_TERM_DEBT];

type Figure = keyof typeof DIRECT;
const FIGURES = Object.keys(DIRECT) as Figure[];
// Every column written, for the upsert; a re-import that changes nothing touches no row.
const VALUE_COLUMNS = [
  "fiscal_year",
  "fiscal_quarter",
  "filed_on",
  ...FIGURES,
  "non_current_liabilities",
  "debt",
  "free_cash_flow",
  "dividends_paid",
] as const;

export interface StatementRow extends Omit<Row, "company_id"> {
  ticker: string;
}

function sum(a: number | null, b: number | null): number | null {
  return a === null && b === null ? null : (a ?? 0) + (b ?? 0);
}

function fiscalYearOf(periodEnd: string): number {
  const year = Number(periodEnd.slice(0, 4));
  return periodEnd.slice(5, 7) === "01" && Number(periodEnd.slice(8, 10)) <= 7 ? year - 1 : year;
}

export function parseFundamentalsCsv(text: string): { rows: StatementRow[]; rowsRead: number; errors: RowErrors } {
  const errors = new RowErrors();
  const out: StatementRow[] = [];
  const [header, ...records] = readCsv(text, errors) ?? [];
  if (!errors.empty) return { rows: out, rowsRead: records.length, errors };
  const index = new Map((header?.fields ?? []).map((name, i) => [name.trim(), i]));
  const missing = REQUIRED.filter((name) => !index.has(name));
  if (!header || missing.length > 0) {
    errors.add(header?.line ?? 1, `the header lacks ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
    return { rows: out, rowsRead: records.length, errors };
  }
  const at = (name: string) => index.get(name)!;
  const seenPeriod = new Map<string, number>();
  const seenYear = new Map<string, number>();
  for (const { line, fields } of records) {
    const row = errors.row(line, (): StatementRow => {
      if (fields.length !== header.fields.length)
        throw new FieldError(`expected ${header.fields.length} fields, found ${fields.length}`);
      const ticker = toTicker(fields[at(TICKER)], TICKER);
      const periodEnd = fromUsDate(fields[at(PERIOD_ENDING)], PERIOD_ENDING);
      const fiscalYear = fiscalYearOf(periodEnd);
      const earlier = seenPeriod.get(`${ticker} ${periodEnd}`) ?? seenYear.get(`${ticker} ${fiscalYear}`);
      if (earlier !== undefined)
        throw new FieldError(`${ticker} has a second row for fiscal year ${fiscalYear} (also on line ${earlier})`);
      seenPeriod.set(`${ticker} ${periodEnd}`, line);
      seenYear.set(`${ticker} ${fiscalYear}`, line);
      const figures = {} as Record<Figure, number | null>;
      for (const figure of FIGURES) figures[figure] = toOptionalNumber(fields[at(DIRECT[figure])], DIRECT[figure]);
      const longTermDebt = toOptionalNumber(fields[at(LONG_TERM_DEBT)], LONG_TERM_DEBT);
      const shortTermDebt = toOptionalNumber(fields[at(SHORT_TERM_DEBT)], SHORT_TERM_DEBT);
      const dividends = index.has(DIVIDENDS_PAID) ? toOptionalNumber(fields[at(DIVIDENDS_PAID)], DIVIDENDS_PAID) : null;
      const {
        total_liabilities: liabilities,
        current_liabilities: current,
        operating_cash_flow: ocf,
        capital_expenditure: capex,
      } = figures;
      return {
        ticker,
        period: "A",
        fiscal_year: fiscalYear,
        fiscal_quarter: 0,
        period_end: periodEnd,
        filed_on: addDays(periodEnd, FILING_LAG_DAYS),
        ...figures,
        non_current_liabilities: liabilities !== null && current !== null ? liabilities - current : null,
        debt: sum(longTermDebt, shortTermDebt),
        free_cash_flow: ocf !== null && capex !== null ? ocf + capex : null,
        dividends_paid: dividends,
      };
    });
    if (row) out.push(row);
  }
  return { rows: out, rowsRead: records.length, errors };
}

export async function writeFundamentals(trx: Transaction<DB>, rows: readonly StatementRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const tickers = [...new Set(rows.map((r) => r.ticker))];
  const { ids, created, updated } = await upsertCompanies(
    trx,
    tickers.map((ticker) => ({ ticker })),
    { defaultExchange: "NYSE" },
  );
  let changed = created + updated;
  for (let i = 0; i < rows.length; i += 500) {
    const values: Row[] = rows
      .slice(i, i + 500)
      .map(({ ticker, ...row }) => ({ ...row, company_id: ids.get(ticker)! }));
    const result = await trx
      .insertInto("fundamentals")
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(["company_id", "period", "period_end"])
          // The current version of the period: a file without filing dates knows no restatements.
          .where("superseded_on", "is", null)
          .doUpdateSet((eb) => Object.fromEntries(VALUE_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])))
          .where(
            sql<boolean>`(${sql.join(VALUE_COLUMNS.map((c) => sql.ref(`fundamentals.${c}`)))}) IS DISTINCT FROM (${sql.join(VALUE_COLUMNS.map((c) => sql.ref(`excluded.${c}`)))})`,
          ),
      )
      .executeTakeFirst();
    changed += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return changed + (await afterStatementsWritten(trx, [...ids.values()]));
}

/**
 * What follows new statements of these companies: the share count of their market
 * capitalisation (the latest current statement's) and their inferred splits; answers the rows changed.
 */
export async function afterStatementsWritten(trx: Transaction<DB>, companyIds: number[]): Promise<number> {
  if (companyIds.length === 0) return 0;
  const latest = await sql`
    UPDATE companies AS c SET shares_outstanding = s.shares
    FROM (
      SELECT DISTINCT ON (company_id) company_id, round(shares)::bigint AS shares
      FROM fundamentals
      WHERE company_id = ANY(${companyIds}::int[]) AND shares IS NOT NULL AND superseded_on IS NULL
      ORDER BY company_id, period_end DESC
    ) AS s
    WHERE c.id = s.company_id AND c.shares_outstanding IS DISTINCT FROM s.shares`.execute(trx);
  return Number(latest.numAffectedRows ?? 0n) + (await writeInferredSplits(trx, companyIds));
}

/**
 * Split events inferred from the companies' annual share counts (decision 031), for
 * companies whose data reports no split: stored with source 'inferred' and prices_adjusted, as
 * the only price files we import (Stooq's) are already split-adjusted. Rewritten only when the
 * inference changed, so a re-import that changes nothing touches no row.
 */
async function writeInferredSplits(trx: Transaction<DB>, companyIds: number[]): Promise<number> {
  const reports = await trx
    .selectFrom("fundamentals")
    .select([
      "company_id",
      sql<string>`period_end::text`.as("periodEnd"),
      sql<string>`filed_on::text`.as("filedOn"),
      "shares",
      "net_income as netIncome",
      "net_income_common as netIncomeCommon",
      "eps",
    ])
    .where("company_id", "in", companyIds)
    .where("period", "=", "A")
    .where("superseded_on", "is", null)
    .execute();
  const existing = await trx
    .selectFrom("splits")
    .select(["company_id", sql<string>`ex_date::text`.as("exDate"), "ratio", "source"])
    .where("company_id", "in", companyIds)
    .execute();
  const reported = new Set(existing.filter((s) => s.source === "reported").map((s) => s.company_id));
  const key = (s: { company_id: number; exDate: string; ratio: number }) => `${s.company_id} ${s.exDate} ${s.ratio}`;
  const before = existing
    .filter((s) => s.source === "inferred")
    .map(key)
    .sort();
  const byCompany = new Map<number, typeof reports>();
  for (const r of reports) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
  const inferred = [...byCompany].flatMap(([companyId, rows]) =>
    reported.has(companyId)
      ? []
      : inferSplits(rows).map((s) => ({ company_id: companyId, exDate: s.exDate, ratio: s.ratio })),
  );
  if (inferred.map(key).sort().join("|") === before.join("|")) return 0;
  await trx.deleteFrom("splits").where("company_id", "in", companyIds).where("source", "=", "inferred").execute();
  if (inferred.length > 0)
    await trx
      .insertInto("splits")
      .values(
        inferred.map((s) => ({
          company_id: s.company_id,
          ex_date: s.exDate,
          ratio: s.ratio,
          source: "inferred" as const,
          prices_adjusted: true,
        })),
      )
      .onConflict((oc) => oc.columns(["company_id", "ex_date"]).doNothing())
      .execute();
  return before.length + inferred.length;
}

export const fundamentalsCsv: Format = {
  kind: "fundamentals-csv",
  recognises: (name, head) =>
    name.toLowerCase().endsWith(".csv") &&
    head.startsWith(`${TICKER},${PERIOD_ENDING},`) &&
    firstLine(head).includes(",Net Income,"),
  parse(text) {
    const { rows, rowsRead, errors } = parseFundamentalsCsv(text);
    return { rowsRead, rowsSkipped: 0, errors, write: (trx) => writeFundamentals(trx, rows) };
  },
};
