import type pg from "pg";

// pg-boss migrates its own schema on start, but only from pg-boss 11's (version 25) onwards: a
// database whose jobs last ran on pg-boss 10 (version 24 and before) it refuses to open. What
// that schema holds is the job queue's passing state (jobs waiting or retrying, finished jobs'
// history, the cron schedules), and every process that runs workers registers its queues and
// schedules again on start, so the outdated schema is dropped and pg-boss makes a current one.
// Jobs that were waiting in it are not run; the schedules queue the next ones at their times.

/** The oldest pg-boss schema version the installed pg-boss migrates from. */
export const OLDEST_MIGRATABLE_QUEUE_SCHEMA = 25;

/** Drops the job queue's schema when it is too old to migrate; returns the version dropped, if any. */
export async function dropOutdatedQueueSchema(pool: pg.Pool, schema: string): Promise<number | null> {
  const table = `${pgIdentifier(schema)}.version`;
  const exists = await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [table]);
  if (!exists.rows[0]?.found) return null;
  const { rows } = await pool.query<{ version: number }>(`SELECT version::int AS version FROM ${table}`);
  const version = rows[0]?.version ?? null;
  if (version === null || version >= OLDEST_MIGRATABLE_QUEUE_SCHEMA) return null;
  await pool.query(`DROP SCHEMA ${pgIdentifier(schema)} CASCADE`);
  return version;
}

function pgIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
