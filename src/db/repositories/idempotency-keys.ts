import { sql, type Kysely } from "kysely";
import type { DB } from "../schema";

/** How long a key holds its answer: a client retrying a lost answer does so within a day. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
}

/**
 * Claims `key` for this call, in one statement: true when the call is the first with it (or the
 * earlier one is older than `ttlSeconds`, so its key is free again); false when another call
 * holds it, whose answer `findAnswer` then reads.
 */
export async function claimIdempotencyKey(
  db: Kysely<DB>,
  entry: { scope: string; key: string; fingerprint: string },
  ttlSeconds: number,
): Promise<boolean> {
  const row = await db
    .insertInto("idempotency_keys")
    .values(entry)
    .onConflict((oc) =>
      oc
        .columns(["scope", "key"])
        .doUpdateSet({
          fingerprint: entry.fingerprint,
          status_code: null,
          content_type: null,
          body: null,
          created_at: sql<Date>`now()`,
        })
        .where("idempotency_keys.created_at", "<", sql<Date>`now() - make_interval(secs => ${ttlSeconds})`),
    )
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

export async function findAnswer(db: Kysely<DB>, scope: string, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status_code as statusCode", "content_type as contentType", "body"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
}

export async function storeAnswer(
  db: Kysely<DB>,
  scope: string,
  key: string,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status_code: answer.statusCode, content_type: answer.contentType, body: answer.body })
    .where("scope", "=", scope)
    .where("key", "=", key)
    .execute();
}

/** A call that failed gives its key back: the client may fix the request and retry with it. */
export async function releaseKey(db: Kysely<DB>, scope: string, key: string): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("scope", "=", scope).where("key", "=", key).execute();
}

export async function sweepIdempotencyKeys(db: Kysely<DB>, olderThanSeconds: number): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}
