import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";
import type { Figures } from "../../domain/strategies/figures";
import type { Rebalance } from "../../domain/strategies/backtest";

// The house strategies' stored records (migration 0060, written by the strategy-records job).

export interface StoredFigures {
  backtest: Figures;
  live: Figures | null;
  survivorsOnly: Figures;
  /** Records written before the market's figures were stored lack it. */
  market?: { backtest: Figures; live: Figures | null };
}

export interface StrategyRecordRow {
  strategyId: string;
  asOf: string;
  launchedOn: string;
  figures: StoredFigures;
  curve: [string, number, number][];
}

export interface StrategyRecordWithBooks extends StrategyRecordRow {
  rebalances: Rebalance[];
}

const summaryColumns = [
  "strategy_id as strategyId",
  sql<string>`as_of::text`.as("asOf"),
  sql<string>`launched_on::text`.as("launchedOn"),
  "figures",
  "curve",
] as const;

/** Every stored record without its rebalances (the overview's figures and curves). */
export async function strategyRecords(db: Kysely<DB>): Promise<StrategyRecordRow[]> {
  const rows = await db.selectFrom("strategy_records").select(summaryColumns).execute();
  return rows.map((r) => ({ ...r, figures: r.figures as StoredFigures, curve: r.curve as StrategyRecordRow["curve"] }));
}

/** One record with every rebalance, or undefined before the job has stored it. */
export async function strategyRecord(db: Kysely<DB>, strategyId: string): Promise<StrategyRecordWithBooks | undefined> {
  const row = await db
    .selectFrom("strategy_records")
    .select([...summaryColumns, "rebalances"])
    .where("strategy_id", "=", strategyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    figures: row.figures as StoredFigures,
    curve: row.curve as StrategyRecordRow["curve"],
    rebalances: row.rebalances as Rebalance[],
  };
}

export interface StrategyCompanyRow {
  id: number;
  ticker: string;
  name: string;
  exchange: string;
}

/** The companies a set of books names (delisted ones included: a book may hold them). */
export async function companiesById(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, StrategyCompanyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("companies")
    .select(["id", "ticker", "name", "exchange"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
