import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { screenerIsStale, writeScreenerSnapshot } from "../../market/screener/snapshot-step";
import { loadScreenerSnapshot } from "./load-snapshot";
import { MarketListener } from "../market-listener";

// This process's screener snapshot, in memory: a screen is answered from typed arrays in well
// under a millisecond, where a database round trip alone costs more. Rebuilt on NOTIFY
// market_changed (sent after the research pipeline and its screener step), or by reload();
// while a rebuild runs, screens use the previous snapshot.

export interface LiveScreener {
  readonly snapshot: ScreenerSnapshot;
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
  const { db, log } = options;
  // A database from before the screener: its research is there, its snapshot not yet.
  const stale = await screenerIsStale(db);
  if (stale) {
    const summary = await writeScreenerSnapshot(db, stale);
    log.info({ ...summary }, "screener snapshot written for research that had none");
  }
  let snapshot = await loadScreenerSnapshot(db);
  log.info({ companies: snapshot.size }, "screener snapshot loaded");

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let closed = false;
  const rebuild = async () => {
    if (closed) return;
    const started = performance.now();
    snapshot = await loadScreenerSnapshot(db);
    log.info({ companies: snapshot.size, ms: Math.round(performance.now() - started) }, "screener snapshot reloaded");
  };
  // One rebuild at a time; calls during one share a single further rebuild after it.
  const reload = (): Promise<void> => {
    if (!running) {
      running = rebuild().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return reload();
      });
    return queued;
  };

  const listener = options.pool ? new MarketListener(options.pool, log, options.retryMs ?? 1000, reload, "screener snapshot") : undefined;
  await listener?.start();

  return {
    get snapshot() {
      return snapshot;
    },
    reload,
    close: async () => {
      closed = true;
      await listener?.stop();
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}
