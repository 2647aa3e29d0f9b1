import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../schema";

type Executor = Kysely<DB> | Transaction<DB>;

export interface AccountRow {
  id: number;
  email: string;
  passwordHash: string | null;
  confirmedAt: Date | null;
  cioId: string | null;
  cioUnsubscribed: boolean;
  newsletterOptIn: boolean;
}

const accountColumns = [
  "id",
  "email",
  "password_hash as passwordHash",
  "confirmed_at as confirmedAt",
  "cio_id as cioId",
  "cio_unsubscribed as cioUnsubscribed",
  "newsletter_opt_in as newsletterOptIn",
] as const;

/** Addresses are unique regardless of case (users_email_key is on lower(email)). */
export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom("users")
    .select(accountColumns)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom("users").select(accountColumns).where("id", "=", id).executeTakeFirst();
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  utm: Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>>;
  signupContext?: string;
  optinmonsterCampaignId?: string;
  googleSubject?: string;
  confirmed?: boolean;
  /** Whether the member asked for the newsletter; no unless they said so. */
  newsletterOptIn?: boolean;
}

/** Inserts a user; undefined when the address is already taken (unique index, race-safe). */
export async function insertAccount(db: Executor, account: NewAccount): Promise<AccountRow | undefined> {
  const row = await db
    .insertInto("users")
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      confirmed_at: account.confirmed ? new Date() : null,
      signup_context: account.signupContext ?? null,
      optinmonster_campaign_id: account.optinmonsterCampaignId ?? null,
      google_subject: account.googleSubject ?? null,
      // Set here, never left to the column's old default (true): nobody is subscribed unasked.
      newsletter_opt_in: account.newsletterOptIn ?? false,
      ...account.utm,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(accountColumns)
    .executeTakeFirst();
  return row;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string | null): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where("id", "=", userId)
    .execute();
}

/** Confirms the address; with `email`, the confirmed address replaces the current one. */
export async function confirmAccount(db: Executor, userId: number, email: string | null): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ confirmed_at: new Date(), updated_at: new Date(), ...(email ? { email } : {}) })
    .where("id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setNewsletterOptIn(db: Executor, userId: number, optIn: boolean): Promise<void> {
  await db
    .updateTable("users")
    .set({ newsletter_opt_in: optIn, updated_at: new Date() })
    .where("id", "=", userId)
    .execute();
}

export async function findAccountByGoogleSubject(db: Executor, subject: string): Promise<AccountRow | undefined> {
  return db.selectFrom("users").select(accountColumns).where("google_subject", "=", subject).executeTakeFirst();
}

export async function linkGoogleSubject(db: Executor, userId: number, subject: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ google_subject: subject, updated_at: new Date() })
    .where("id", "=", userId)
    .execute();
}

/**
 * Deleting the row removes sessions, tokens, watchlists and subscriptions with it (ON DELETE
 * CASCADE); the local outbox's copies of mails to the address go too.
 */
export async function deleteAccount(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("users").where("id", "=", userId).returning("email").executeTakeFirst();
    if (row)
      await trx
        .deleteFrom("mail_outbox")
        .where(sql<string>`lower(recipient)`, "=", row.email.toLowerCase())
        .execute();
  });
}

/** The address of a live confirmation token that differs from the current one: a change in waiting. */
export async function pendingEmailChange(db: Executor, userId: number, currentEmail: string): Promise<string | null> {
  const row = await db
    .selectFrom("user_tokens")
    .select("email")
    .where("user_id", "=", userId)
    .where("purpose", "=", "confirm_email")
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .where(sql<string>`lower(email)`, "!=", currentEmail.toLowerCase())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function markConfirmed(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ confirmed_at: new Date(), updated_at: new Date() })
    .where("id", "=", userId)
    .where("confirmed_at", "is", null)
    .execute();
}
