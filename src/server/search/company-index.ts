import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import { buildCompanySearchIndex, type SearchHit } from "../../domain/search/company-search";
import type { DB } from "../../db/schema";
import { openLiveMarketValue } from "../live-market/live-market-value";
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
  const live = await openLiveMarketValue(
    async () => buildCompanySearchIndex(await loadSearchableCompanies(options.db)),
    {
      ...options,
      what: "company search index",
      size: (index) => index.size,
    },
  );
  return {
    search: (query, limit) => live.current.search(query, limit),
    get size() {
      return live.current.size;
    },
    reload: live.reload,
    close: live.close,
  };
}
