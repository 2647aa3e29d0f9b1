import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import type { MarketLabel } from "../../../domain/contracts/market";

// What every page says about its data: simulated (the demo market) or imported, and as of
// when. Read at most every 30 seconds; a rebuild or import shows up within that time.

const TTL_MS = 30_000;

export function marketLabelReader(db: Kysely<DB>): () => Promise<MarketLabel> {
  let cached: { at: number; value: Promise<MarketLabel> } | undefined;
  const read = async (): Promise<MarketLabel> => {
    const rows = await db
      .selectFrom("market_meta")
      .select(["key", sql<string>`value #>> '{}'`.as("value")])
      .where("key", "in", ["source", "as_of"])
      .execute();
    const get = (k: string) => rows.find((r) => r.key === k)?.value ?? null;
    const source = get("source");
    return { source: source === "demo" || source === "import" ? source : null, asOf: get("as_of") };
  };
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > TTL_MS) {
      const value = read().catch(() => ({ source: null, asOf: null }) as MarketLabel);
      cached = { at: now, value };
    }
    return cached.value;
  };
}
