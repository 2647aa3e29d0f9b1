import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

// market_meta says what the market tables hold (src/market/market-state.ts reads it): the demo
// generator writes source 'demo' and its as-of date. After an import into tables that hold no
// demo companies, we write source 'import' and as_of = the last imported trading day, the
// "today" of a historical data set. Tables that mix demo and imported companies keep the
// demo's entries: their dates are the demo's.

async function put(db: Kysely<DB>, key: string, value: unknown): Promise<void> {
  await sql`
    INSERT INTO market_meta (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
    WHERE market_meta.value IS DISTINCT FROM excluded.value`.execute(db);
}

export async function recordImportedMarket(db: Kysely<DB>): Promise<void> {
  const demo = await db.selectFrom("companies").select("id").where("source", "=", "demo").limit(1).executeTakeFirst();
  if (demo) return;
  const { last } = await db
    .selectFrom("price_years")
    .select(sql<string | null>`to_char(max(last_date), 'YYYY-MM-DD')`.as("last"))
    .executeTakeFirstOrThrow();
  await put(db, "source", "import");
  if (last) await put(db, "as_of", last);
}
