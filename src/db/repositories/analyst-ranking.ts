import type { Kysely, Selectable, Transaction } from "kysely";
import type { AnalystCallOutcomesTable, AnalystScoresTable, CompanyTopAnalystsTable, DB } from "../schema";

// Reading the analyst ranking (migration 0016, decision 026) as the analyst-ranking step stored
// it: one analyst's score and ranks, their calls with outcomes, a company's top analysts.

type Db = Kysely<DB> | Transaction<DB>;

export type AnalystScoreRow = Selectable<AnalystScoresTable>;
export type AnalystCallOutcomeRow = Selectable<AnalystCallOutcomesTable>;
export type CompanyTopAnalystsRow = Selectable<CompanyTopAnalystsTable>;

export async function findAnalystScore(db: Db, analystId: number): Promise<AnalystScoreRow | undefined> {
  return db.selectFrom("analyst_scores").selectAll().where("analyst_id", "=", analystId).executeTakeFirst();
}

/** An analyst's calls with their outcomes, newest first. */
export async function listAnalystCallOutcomes(db: Db, analystId: number): Promise<AnalystCallOutcomeRow[]> {
  return db
    .selectFrom("analyst_call_outcomes")
    .selectAll()
    .where("analyst_id", "=", analystId)
    .orderBy("rated_on", "desc")
    .orderBy("rating_id", "desc")
    .execute();
}

/** A company's top analysts (none when no top analyst rates it now). */
export async function findCompanyTopAnalysts(db: Db, companyId: number): Promise<CompanyTopAnalystsRow | undefined> {
  return db.selectFrom("company_top_analysts").selectAll().where("company_id", "=", companyId).executeTakeFirst();
}
