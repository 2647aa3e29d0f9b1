import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

/**
 * Counts one hit against `key` in a fixed window and answers the count so far and when the
 * window ends. One atomic upsert: every server process shares the same counters.
 */
export async function hitRateLimit(
  db: Kysely<DB>,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ key, window_started_at: sql<Date>`now()`, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limit_hits.window_started_at <= now() - ${window} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        window_started_at: sql<Date>`CASE WHEN rate_limit_hits.window_started_at <= now() - ${window} THEN now() ELSE rate_limit_hits.window_started_at END`,
      }),
    )
    .returning(["hits", sql<Date>`window_started_at + ${window}`.as("resetAt")])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetAt: new Date(row.resetAt) };
}

/** Old windows are worthless; sweeping them keeps the table small. */
export async function sweepRateLimits(db: Kysely<DB>, olderThanSeconds: number): Promise<void> {
  await db
    .deleteFrom("rate_limit_hits")
    .where("window_started_at", "<", sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}
