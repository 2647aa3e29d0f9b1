import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { loadScreenerSnapshot } from "./load-snapshot";
import { openLiveMarketValue } from "../live-market/live-market-value";

// This process's screener snapshot, in memory: a screen is answered from typed arrays in well
// under a millisecond, where a database round trip alone costs more. Rebuilt on NOTIFY
// market_changed (sent at the end of a market pipeline run that changed anything), or by reload();
// while a rebuild runs, screens use the previous snapshot.

export interface LiveScreener {
  readonly snapshot: ScreenerSnapshot;
  /** When the snapshot was loaded (the last market change this process saw, or its start). */
  readonly loadedAt: Date;
  reload(): Promise<void>;
  close(): Promise<void>;
}

export interface LiveScreenerOptions {
  db: Kysely<DB>;
  pool?: pg.Pool;
  log: FastifyBaseLogger;
  retryMs?: number;
}

export async function openLiveScreener(options: LiveScreenerOptions): Promise<LiveScreener> {
  const { db } = options;
  // A snapshot older than the research (a database from before the screener) is brought up to
  // date by the market pipeline before the server starts (ensureMarket), not here.
  const live = await openLiveMarketValue(() => loadScreenerSnapshot(db), {
    ...options,
    what: "screener snapshot",
    size: (snapshot) => snapshot.size,
  });
  return {
    get snapshot() {
      return live.current;
    },
    get loadedAt() {
      return live.loadedAt;
    },
    reload: live.reload,
    close: live.close,
  };
}
