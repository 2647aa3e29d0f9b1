import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { declaredDividends, type DeclaredDividend } from "../../domain/xbrl/declared-dividends";

// A fetched company's dividends (decision 070). The price source's own (Tiingo's cash dividends
// on their ex-dates) are kept as reported; without them, the dividends declared per quarter in
// its filings stand in, dated the day they were filed. Both are already reflected in the fetched
// prices, which are dividend-adjusted, so they are stored with prices_adjusted; neither source
// says when a dividend is paid.

/** Adds the dividends the price source reported; answers how many are new. */
export async function writeReportedDividends(
  trx: Transaction<DB>,
  companyId: number,
  dividends: readonly DeclaredDividend[],
): Promise<number> {
  if (dividends.length === 0) return 0;
  // A reported dividend replaces the stand-in from the filings of the same day, and the
  // filings' ones stop counting once the source reports any.
  await trx.deleteFrom("dividends").where("company_id", "=", companyId).where("source", "=", "statement").execute();
  const result = await trx
    .insertInto("dividends")
    .values(
      dividends.map((d) => ({
        company_id: companyId,
        ex_date: d.exDate,
        pay_date: null,
        amount: d.amount,
        prices_adjusted: true,
        source: "reported" as const,
      })),
    )
    .onConflict((oc) => oc.columns(["company_id", "ex_date"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * The dividends declared in the company's stored statements (their current and earlier
 * versions), unless its price source reported any: replaces the stored ones when they differ
 * and answers how many are new (0 when nothing changed).
 */
export async function writeStatementDividends(trx: Transaction<DB>, companyId: number): Promise<number> {
  const stored = await trx
    .selectFrom("dividends")
    .select([sql<string>`ex_date::text`.as("exDate"), "amount", "source"])
    .where("company_id", "=", companyId)
    .execute();
  if (stored.some((d) => d.source === "reported")) return 0;
  const statements = await trx
    .selectFrom("fundamentals")
    .select([
      "period",
      "fiscal_year as fiscalYear",
      sql<string>`period_end::text`.as("periodEnd"),
      sql<string>`filed_on::text`.as("filedOn"),
      "dividends_per_share as dividendsPerShare",
    ])
    .where("company_id", "=", companyId)
    .where("dividends_per_share", ">", 0)
    .execute();
  const wanted = declaredDividends(statements);
  const key = (d: { exDate: string; amount: number }) => `${d.exDate}|${d.amount}`;
  const before = new Set(stored.map(key));
  const fresh = wanted.filter((d) => !before.has(key(d)));
  if (fresh.length === 0 && wanted.length === stored.length) return 0;
  await trx.deleteFrom("dividends").where("company_id", "=", companyId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto("dividends")
      .values(
        wanted.map((d) => ({
          company_id: companyId,
          ex_date: d.exDate,
          pay_date: null,
          amount: d.amount,
          prices_adjusted: true,
          source: "statement" as const,
        })),
      )
      .execute();
  return fresh.length;
}
