// Telling running servers that the market tables changed (a demo build or update, an import),
// so that what they keep in memory (the company search index) is rebuilt. PostgreSQL's
// LISTEN/NOTIFY carries it: no extra service, and a NOTIFY sent inside a transaction is
// delivered only if that transaction commits.

export const MARKET_CHANGED_CHANNEL = "market_changed";

/** A pg Pool, Client or PoolClient. */
export interface Queryable {
  query(text: string): Promise<unknown>;
}

/** Call once the market tables are written (after the commit, or inside the writing transaction). */
export async function notifyMarketChanged(db: Queryable): Promise<void> {
  await db.query(`NOTIFY ${MARKET_CHANGED_CHANNEL}`);
}
