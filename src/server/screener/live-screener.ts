import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { readMarketVersion } from "../../market/market-version";
import { loadScreenerSnapshot } from "./load-snapshot";
import { openLiveMarketValue } from "../live-market/live-market-value";

// This process's screener snapshot, in memory: a screen is answered from typed arrays in well
// under a millisecond, where a database round trip alone costs more. Rebuilt on NOTIFY
// market_changed (sent at the end of a market pipeline run that changed anything), or by reload();
// while a rebuild runs, screens use the previous snapshot.

export interface LiveScreener {
  readonly snapshot: ScreenerSnapshot;
  /**
   * The market version read before the snapshot (src/market/market-version.ts): the data behind
   * anything this process reads now is at least this new. Null for a market never versioned.
   */
  readonly marketVersion: string | null;
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
  // date by the market pipeline as the server starts (ensureMarket), which reloads this on NOTIFY.
  const load = async () => {
    // The version first: a pipeline run committing between the two reads leaves the version
    // older than the data, never newer (a page kept under it is then fresher than it says).
    const version = await readMarketVersion(db);
    return { version, snapshot: await loadScreenerSnapshot(db) };
  };
  const live = await openLiveMarketValue(load, {
    ...options,
    what: "screener snapshot",
    size: (loaded) => loaded.snapshot.size,
  });
  return {
    get snapshot() {
      return live.current.snapshot;
    },
    get marketVersion() {
      return live.current.version;
    },
    get loadedAt() {
      return live.loadedAt;
    },
    reload: live.reload,
    close: live.close,
  };
}
