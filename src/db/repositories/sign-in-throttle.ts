import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

export interface ThrottlePolicy {
  /** Failures allowed in a row before any delay. */
  freeFailures: number;
  /** The longest delay between two attempts. */
  maxDelaySeconds: number;
  /** Failed attempts allowed per window (ASVS 2.2.1: at most 100 a day). */
  maxFailuresPerWindow: number;
  windowSeconds: number;
}

/**
 * Takes one attempt for `key` if its back-off allows one now, in one atomic statement (so
 * parallel guesses cannot slip through together): the attempt is counted as a failure up front
 * and the next one is pushed back by 2^(failures - free - 1) seconds, up to the cap. A sign-in
 * that then succeeds forgets the key (`forgetFailures`). Answers undefined when allowed, else
 * when the next attempt may come.
 */
export async function takeAttempt(db: Kysely<DB>, key: string, policy: ThrottlePolicy): Promise<Date | undefined> {
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const delay = (failures: ReturnType<typeof sql>) =>
    sql`make_interval(secs => CASE WHEN ${failures} <= ${policy.freeFailures} THEN 0
      ELSE least(power(2, ${failures} - ${policy.freeFailures} - 1), ${policy.maxDelaySeconds}) END)`;
  const expired = sql`sign_in_throttle.window_started_at <= now() - ${window}`;
  const failures = sql`CASE WHEN ${expired} THEN 1 ELSE sign_in_throttle.failures + 1 END`;
  const taken = await sql<{ key: string }>`
    INSERT INTO sign_in_throttle AS sign_in_throttle (key, window_started_at, failures, next_attempt_at)
    VALUES (${key}, now(), 1, now() + ${delay(sql`1`)})
    ON CONFLICT (key) DO UPDATE SET
      failures = ${failures},
      window_started_at = CASE WHEN ${expired} THEN now() ELSE sign_in_throttle.window_started_at END,
      next_attempt_at = now() + ${delay(failures)}
    WHERE ${expired}
      OR (sign_in_throttle.failures < ${policy.maxFailuresPerWindow} AND sign_in_throttle.next_attempt_at <= now())
    RETURNING key`.execute(db);
  if (taken.rows.length > 0) return undefined;
  const row = await db
    .selectFrom("sign_in_throttle")
    .select([
      sql<Date>`CASE WHEN failures >= ${policy.maxFailuresPerWindow} THEN window_started_at + ${window}
        ELSE next_attempt_at END`.as("retryAt"),
    ])
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? new Date(row.retryAt) : new Date(Date.now() + 1000);
}

/** A correct password: the failures before it no longer count. */
export async function forgetFailures(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}

export async function sweepSignInThrottle(db: Kysely<DB>, olderThanSeconds: number): Promise<void> {
  await db
    .deleteFrom("sign_in_throttle")
    .where("window_started_at", "<", sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .where("next_attempt_at", "<", sql<Date>`now()`)
    .execute();
}

export async function isKnownDevice(db: Kysely<DB>, tokenHash: string, userId: number): Promise<boolean> {
  const row = await db
    .updateTable("known_devices")
    .set({ last_seen_at: sql<Date>`now()` })
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .returning("token_hash")
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberDevice(db: Kysely<DB>, tokenHash: string, userId: number): Promise<void> {
  await db
    .insertInto("known_devices")
    .values({ token_hash: tokenHash, user_id: userId })
    .onConflict((oc) => oc.columns(["token_hash", "user_id"]).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .execute();
}

export async function sweepKnownDevices(db: Kysely<DB>, unusedForSeconds: number): Promise<void> {
  await db
    .deleteFrom("known_devices")
    .where("last_seen_at", "<", sql<Date>`now() - make_interval(secs => ${unusedForSeconds})`)
    .execute();
}
