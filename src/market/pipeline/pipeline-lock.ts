import type pg from "pg";
import { ADVISORY_LOCKS, withAdvisoryLock } from "../../db/advisory-lock";

// One market pipeline at a time per database: a first start, a CLI update and the nightly job
// may overlap, and two runs writing the same tables would leave a mix. The second run waits at
// the lock; it then finds nothing stale.

export function withPipelineLock<T>(pool: pg.Pool, run: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(pool, ADVISORY_LOCKS.marketPipeline, run);
}
