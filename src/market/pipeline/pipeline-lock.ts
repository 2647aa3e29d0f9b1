import pg from "pg";

// One market pipeline at a time per database: a first start, a CLI update and the nightly job
// may overlap, and two runs writing the same tables would leave a mix. A session-level
// advisory lock on a connection of its own (outside the pool, which the steps themselves use)
// makes the second run wait; it then finds nothing stale. PostgreSQL drops the lock if this
// process dies, so a crash never leaves the pipeline locked.

/** pg_advisory_lock's key: any constant no other code of ours uses. */
const PIPELINE_LOCK_KEY = 7_140_001;

export async function withPipelineLock<T>(pool: pg.Pool, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client(pool.options);
  // A lost lock connection must not crash the process; the run's own queries report failures.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PIPELINE_LOCK_KEY]);
    return await run();
  } finally {
    await client.end().catch(() => undefined);
  }
}
