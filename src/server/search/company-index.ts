import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import { buildCompanySearchIndex, type CompanySearchIndex, type SearchHit } from "../../domain/search/company-search";
import type { DB } from "../../db/schema";
import { MarketListener } from "../market-listener";
import { loadSearchableCompanies } from "./searchable-companies";

// The company search index of this server process. It lives in memory (a search must answer in
// well under a millisecond, a database round trip alone costs more) and is rebuilt whenever the
// market changes: on a NOTIFY market_changed (src/market/market-events.ts), or when reload() is
// called. While a rebuild runs, searches use the previous index.

export interface LiveCompanyIndex {
  search(query: string, limit?: number): SearchHit[];
  /** How many companies the current index holds. */
  readonly size: number;
  /** Rebuilds from the database; resolves once an index read after this call is in place. */
  reload(): Promise<void>;
  /** Stops listening for market changes. */
  close(): Promise<void>;
}

export interface CompanyIndexOptions {
  db: Kysely<DB>;
  /** The pool a LISTEN connection is taken from; without it the index reloads only by reload(). */
  pool?: pg.Pool;
  log: FastifyBaseLogger;
  /** First delay before listening again after the connection is lost; doubles up to 30 s. */
  retryMs?: number;
}

export async function openCompanyIndex(options: CompanyIndexOptions): Promise<LiveCompanyIndex> {
  const { db, log } = options;
  let index: CompanySearchIndex = buildCompanySearchIndex(await loadSearchableCompanies(db));
  log.info({ companies: index.size }, "company search index built");

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let closed = false;
  const rebuild = async () => {
    // The database may be closing along with the app: a rebuild then has nothing to do.
    if (closed) return;
    const started = performance.now();
    index = buildCompanySearchIndex(await loadSearchableCompanies(db));
    log.info({ companies: index.size, ms: Math.round(performance.now() - started) }, "company search index rebuilt");
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

  const listener = options.pool ? new MarketListener(options.pool, log, options.retryMs ?? 1000, reload, "company search index") : undefined;
  await listener?.start();

  return {
    search: (query, limit) => index.search(query, limit),
    get size() {
      return index.size;
    },
    reload,
    close: async () => {
      closed = true;
      await listener?.stop();
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}
