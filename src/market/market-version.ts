import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Queryable } from "./market-events";

// The market's version: a new random id written by every market pipeline run that changed
// anything, committed before the NOTIFY that tells servers to reload. Every process of every
// server reads the same id, so a kept page's tag names it (plugins/pages.ts): a cache in front
// that asks any process revalidates a page kept under one version against the next.

export const MARKET_VERSION_KEY = "market_version";

/** Writes a new market version; call once the market tables are written, before notifying. */
export async function bumpMarketVersion(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO market_meta (key, value) VALUES ('${MARKET_VERSION_KEY}', to_jsonb('${randomUUID()}'::text))
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
  );
}

/** The market's version, or null for a market no pipeline run has versioned. */
export async function readMarketVersion(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{
    version: string | null;
  }>`SELECT value #>> '{}' AS version FROM market_meta WHERE key = ${MARKET_VERSION_KEY}`.execute(db);
  return rows[0]?.version ?? null;
}
