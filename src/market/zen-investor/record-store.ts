import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { MarketUpdate } from "../../domain/zen-investor/market-update";
import type { StoredRecord } from "../../domain/zen-investor/record";

// Zen Investor's public record and market updates (migration 0084): written whole by the nightly
// job in one transaction, read by the public pages.

export async function writeRecord(
  db: Kysely<DB>,
  record: StoredRecord,
  updates: readonly MarketUpdate[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = {
      as_of: record.asOf,
      launched_on: record.launchedOn,
      figures: JSON.stringify(record.figures),
      curve: JSON.stringify(record.curve),
      positions: JSON.stringify(record.positions),
    };
    await tx
      .insertInto("zen_investor_record")
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet({ ...row, computed_at: sql`now()` }))
      .execute();
    await tx.deleteFrom("zen_investor_market_updates").execute();
    for (let i = 0; i < updates.length; i += 500)
      await tx
        .insertInto("zen_investor_market_updates")
        .values(updates.slice(i, i + 500).map((u) => ({ id: u.id, body: JSON.stringify(u) })))
        .execute();
  });
}

export async function readRecord(db: Kysely<DB>): Promise<StoredRecord | null> {
  const row = await db
    .selectFrom("zen_investor_record")
    .select([
      sql<string>`as_of::text`.as("asOf"),
      sql<string>`launched_on::text`.as("launchedOn"),
      "figures",
      "curve",
      "positions",
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    asOf: row.asOf,
    launchedOn: row.launchedOn,
    figures: row.figures as StoredRecord["figures"],
    curve: row.curve as StoredRecord["curve"],
    positions: row.positions as StoredRecord["positions"],
  };
}

/** The months that have an update, latest first. */
export async function marketUpdateIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom("zen_investor_market_updates").select("id").orderBy("id", "desc").execute();
  return rows.map((r) => r.id);
}

export async function readMarketUpdate(db: Kysely<DB>, id: string): Promise<MarketUpdate | null> {
  const row = await db.selectFrom("zen_investor_market_updates").select("body").where("id", "=", id).executeTakeFirst();
  return row ? (row.body as MarketUpdate) : null;
}

/** Sector names by id (the market updates name sectors). */
export async function sectorNames(db: Kysely<DB>): Promise<Record<number, string>> {
  const rows = await db.selectFrom("sectors").select(["id", "name"]).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
