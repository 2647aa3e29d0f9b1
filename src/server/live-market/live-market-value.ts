import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { MarketListener } from "./market-listener";

// Something a server process keeps in memory from the market tables (the company search index,
// the screener snapshot): loaded at start, reloaded on NOTIFY market_changed or by reload().
// While a reload runs, readers keep the previous value.

export interface LiveMarketValue<T> {
  readonly current: T;
  /** When `current` was loaded. */
  readonly loadedAt: Date;
  /** Reloads from the database; resolves once a value read after this call is in place. */
  reload(): Promise<void>;
  /** Stops listening for market changes and waits for a running reload. */
  close(): Promise<void>;
}

export interface LiveMarketValueOptions<T> {
  /** The pool a LISTEN connection is taken from; without it the value reloads only by reload(). */
  pool?: pg.Pool;
  log: FastifyBaseLogger;
  /** First delay before listening again after the connection is lost; doubles up to 30 s. */
  retryMs?: number;
  /** What it is, for the logs ("company search index"). */
  what: string;
  /** How big a value is, for the logs. */
  size: (value: T) => number;
}

export async function openLiveMarketValue<T>(
  load: () => Promise<T>,
  options: LiveMarketValueOptions<T>,
): Promise<LiveMarketValue<T>> {
  const { log, what } = options;
  let current = await load();
  let loadedAt = new Date();
  log.info({ companies: options.size(current) }, `${what} loaded`);

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let closed = false;
  const rebuild = async () => {
    // The database may be closing along with the app: a rebuild then has nothing to do.
    if (closed) return;
    const started = performance.now();
    current = await load();
    loadedAt = new Date();
    log.info({ companies: options.size(current), ms: Math.round(performance.now() - started) }, `${what} reloaded`);
  };
  // One rebuild at a time; calls during a rebuild share one more rebuild after it, since the
  // running one may have read the tables before the change that prompted them.
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

  const listener = options.pool
    ? new MarketListener(options.pool, log, options.retryMs ?? 1000, reload, what)
    : undefined;
  await listener?.start();

  return {
    get current() {
      return current;
    },
    get loadedAt() {
      return loadedAt;
    },
    reload,
    close: async () => {
      closed = true;
      await listener?.stop();
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}
