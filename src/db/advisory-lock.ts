import pg from "pg";

// Work that must not run in two processes at once (the market pipeline, creating the job
// queues) holds a session-level PostgreSQL advisory lock on a connection of its own, outside the
// pool that the work itself uses: a second process waits at the lock. PostgreSQL drops the lock
// when the connection goes, so a crashed process never leaves it held.

/** The advisory lock keys in use, one per kind of work, so that no two collide. */
export const ADVISORY_LOCKS = { marketPipeline: 7_140_001, jobQueues: 7_140_002 } as const;

export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client(pool.options);
  // A lost lock connection must not crash the process; the work's own queries report failures.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    return await run();
  } finally {
    await client.end().catch(() => undefined);
  }
}
