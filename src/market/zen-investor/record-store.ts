import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { LedgerEntry } from "../../domain/zen-investor/ledger";
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

type LedgerRow = {
  seq: number;
  phase: LedgerEntry["phase"];
  kind: LedgerEntry["kind"];
  date: string;
  side: LedgerEntry["side"];
  company_id: number;
  body: unknown;
  prev_hash: string;
  hash: string;
};

const ledgerColumns = [
  "seq",
  "phase",
  "kind",
  sql<string>`entry_date::text`.as("date"),
  "side",
  "company_id",
  "body",
  "prev_hash",
  "hash",
] as const;

const entryOf = (r: LedgerRow): LedgerEntry => ({
  seq: r.seq,
  phase: r.phase,
  kind: r.kind,
  date: r.date,
  side: r.side,
  companyId: r.company_id,
  body: r.body as LedgerEntry["body"],
  prevHash: r.prev_hash,
  hash: r.hash,
});

/** The ledger in order, up to (not including) entries dated `before` when given. */
export async function ledgerEntries(db: Kysely<DB>, before?: string): Promise<LedgerEntry[]> {
  let q = db.selectFrom("zen_investor_ledger").select(ledgerColumns).orderBy("seq");
  if (before !== undefined) q = q.where(sql<string>`entry_date::text`, "<", before);
  return (await q.execute()).map(entryOf);
}

/** One entry by its number. */
export async function ledgerEntry(db: Kysely<DB>, seq: number): Promise<LedgerEntry | null> {
  const row = await db
    .selectFrom("zen_investor_ledger")
    .select(ledgerColumns)
    .where("seq", "=", seq)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** The fill of an alert: the first fill after it of the same side and company. */
export async function fillOf(db: Kysely<DB>, alert: LedgerEntry): Promise<LedgerEntry | null> {
  const row = await db
    .selectFrom("zen_investor_ledger")
    .select(ledgerColumns)
    .where("kind", "=", "fill")
    .where("side", "=", alert.side)
    .where("company_id", "=", alert.companyId)
    .where("seq", ">", alert.seq)
    .orderBy("seq")
    .limit(1)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** How many entries the ledger holds before `before` (all when not given), and the last one's hash and date. */
export async function ledgerHead(
  db: Kysely<DB>,
  before?: string,
): Promise<{ entries: number; lastHash: string | null; lastDate: string | null }> {
  let q = db.selectFrom("zen_investor_ledger").select(ledgerColumns).orderBy("seq", "desc").limit(1);
  if (before !== undefined) q = q.where(sql<string>`entry_date::text`, "<", before);
  const last = await q.executeTakeFirst();
  return { entries: last?.seq ?? 0, lastHash: last?.hash ?? null, lastDate: last?.date ?? null };
}

/** Sector names by id (the market updates name sectors). */
export async function sectorNames(db: Kysely<DB>): Promise<Record<number, string>> {
  const rows = await db.selectFrom("sectors").select(["id", "name"]).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
