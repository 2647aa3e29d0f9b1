import { sql, type Insertable, type Transaction } from "kysely";
import type { DB, FundamentalsTable } from "../../db/schema";
import type { StatementVersion } from "../../domain/xbrl/statements-from-facts";

// A fetched company's statements, every version of every period, replace what is stored for it
// when they differ; identical ones touch no row, so a run without new filings changes nothing.

type Row = Insertable<FundamentalsTable>;

export function toRow(companyId: number, v: StatementVersion): Row {
  return {
    company_id: companyId,
    period: v.period,
    fiscal_year: v.fiscalYear,
    fiscal_quarter: v.fiscalQuarter,
    period_end: v.periodEnd,
    filed_on: v.filedOn,
    superseded_on: v.supersededOn,
    revenue: v.revenue,
    cost_of_revenue: v.costOfRevenue,
    ebit: v.ebit,
    interest_expense: v.interestExpense,
    net_income: v.netIncome,
    net_income_common: v.netIncomeCommon,
    eps: v.eps,
    shares: v.shares,
    total_assets: v.totalAssets,
    current_assets: v.currentAssets,
    cash: v.cash,
    short_term_investments: v.shortTermInvestments,
    total_liabilities: v.totalLiabilities,
    current_liabilities: v.currentLiabilities,
    non_current_liabilities: v.nonCurrentLiabilities,
    debt: v.debt,
    equity: v.equity,
    operating_cash_flow: v.operatingCashFlow,
    capital_expenditure: v.capitalExpenditure,
    free_cash_flow: v.freeCashFlow,
    dividends_paid: v.dividendsPaid,
    dividends_per_share: v.dividendsPerShare,
  };
}

const COLUMNS = Object.keys(toRow(0, {} as StatementVersion)).filter((c) => c !== "company_id") as (keyof Row)[];

const keyOf = (r: Record<string, unknown>) =>
  COLUMNS.map((c) => {
    const v = r[c];
    return v instanceof Date ? v.toISOString().slice(0, 10) : v === undefined ? null : v;
  }).join("|");

/** Stores the company's statement versions; answers how many versions are new (0 when nothing changed). */
export async function writeStatementVersions(
  trx: Transaction<DB>,
  companyId: number,
  versions: readonly StatementVersion[],
): Promise<number> {
  const rows = versions.map((v) => toRow(companyId, v));
  const stored = await trx
    .selectFrom("fundamentals")
    .select(
      COLUMNS.map((c) =>
        ["period_end", "filed_on", "superseded_on"].includes(c) ? sql<string>`${sql.ref(c)}::text`.as(c) : c,
      ) as never,
    )
    .where("company_id", "=", companyId)
    .execute();
  const before = new Set(stored.map((r) => keyOf(r as Record<string, unknown>)));
  const fresh = rows.filter((r) => !before.has(keyOf(r as Record<string, unknown>)));
  if (fresh.length === 0 && rows.length === stored.length) return 0;
  await trx.deleteFrom("fundamentals").where("company_id", "=", companyId).execute();
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto("fundamentals")
      .values(rows.slice(i, i + 500))
      .execute();
  return fresh.length;
}
