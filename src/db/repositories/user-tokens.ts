import type { Kysely, Transaction } from "kysely";
import type { DB, TokenPurpose } from "../schema";

type Executor = Kysely<DB> | Transaction<DB>;

/** Stores a token's hash; earlier unused tokens of the same purpose stop working. */
export async function storeToken(
  db: Executor,
  token: { hash: string; userId: number; purpose: TokenPurpose; email: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .deleteFrom("user_tokens")
    .where("user_id", "=", token.userId)
    .where("purpose", "=", token.purpose)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("user_tokens")
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Voids every unused token of a user (of one purpose, or all): links mailed earlier stop working. */
export async function voidUnusedTokens(db: Executor, userId: number, purpose?: TokenPurpose): Promise<void> {
  let query = db.deleteFrom("user_tokens").where("user_id", "=", userId).where("used_at", "is", null);
  if (purpose) query = query.where("purpose", "=", purpose);
  await query.execute();
}

/**
 * Marks a live token used and answers its user, in one statement: two requests racing with
 * the same token cannot both succeed.
 */
export async function consumeToken(
  db: Executor,
  hash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; email: string | null } | undefined> {
  return db
    .updateTable("user_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning(["user_id as userId", "email"])
    .executeTakeFirst();
}

/** Tokens spent or expired more than `olderThanSeconds` ago. */
export async function sweepDeadTokens(db: Kysely<DB>, olderThanSeconds: number): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  await db
    .deleteFrom("user_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("used_at", "<", cutoff)]))
    .execute();
}
