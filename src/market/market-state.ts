import type pg from "pg";

/** What the market tables hold: nothing, the demo market, or imported data. */
export interface MarketState {
  source: "demo" | "import" | null;
  asOf: string | null;
  seed: string | null;
  companies: number;
}

export async function readMarketState(pool: pg.Pool): Promise<MarketState> {
  const meta = await pool.query<{ key: string; value: unknown }>(
    "SELECT key, value FROM market_meta WHERE key IN ('source', 'as_of', 'seed')",
  );
  const get = (k: string) => meta.rows.find((r) => r.key === k)?.value;
  const count = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM companies");
  return {
    source: (get("source") as MarketState["source"]) ?? null,
    asOf: (get("as_of") as string | undefined) ?? null,
    seed: (get("seed") as string | undefined) ?? null,
    companies: count.rows[0]?.n ?? 0,
  };
}
