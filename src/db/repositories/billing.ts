import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { CheckoutsTable, DB, SubscriptionsTable } from "../schema";
import type { PlanType } from "../../domain/billing/plans";
import { NEVER_PAID_STATUSES, UNENDED_STATUSES } from "../../domain/billing/subscription-status";

// Billing rows (migration 0011): provider customers, webhook events, our checkouts and the
// subscriptions mirrored from the provider. The subscriptions table is the only source of
// entitlements (sessions.ts reads it).

type Db = Kysely<DB> | Transaction<DB>;

export type CheckoutRow = Selectable<CheckoutsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Keys of transaction-scoped advisory locks (first of the two-key form; ADVISORY_LOCKS in advisory-lock.ts use the one-key form). */
const LOCK_SPACE = { userBilling: 7_140_101, providerSubscription: 7_140_102 } as const;

/** Serialises a user's billing changes (two checkouts started by one double click) until the transaction ends. */
export async function lockUserBilling(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE.userBilling}, ${userId}::int)`.execute(trx);
}

/** Serialises writes of one provider subscription, so the last reader of the provider writes last. */
export async function lockProviderSubscription(trx: Transaction<DB>, subscriptionId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE.providerSubscription}, hashtext(${subscriptionId}))`.execute(trx);
}

export async function findCustomerId(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("billing_customers")
    .select("provider_customer_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.provider_customer_id;
}

export async function insertCustomer(db: Db, userId: number, customerId: string): Promise<void> {
  await db.insertInto("billing_customers").values({ user_id: userId, provider_customer_id: customerId }).execute();
}

export async function userIdOfCustomer(db: Db, customerId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("billing_customers")
    .select("user_id")
    .where("provider_customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Stores an event's id; false when it was stored before (a repeated delivery). */
/** Stores a provider event by its id (`applied: false`: received, but nothing of ours could be changed by it). */
export async function recordEvent(
  trx: Transaction<DB>,
  event: { id: string; type: string; createdAt: Date },
  options: { applied: boolean } = { applied: true },
): Promise<boolean> {
  const row = await trx
    .insertInto("billing_events")
    .values({
      id: event.id,
      type: event.type,
      provider_created_at: event.createdAt,
      applied_at: options.applied ? new Date() : null,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCheckout(
  db: Db,
  checkout: Omit<CheckoutRow, "status" | "created_at" | "completed_at">,
): Promise<void> {
  await db.insertInto("checkouts").values(checkout).execute();
}

export async function findCheckout(db: Db, checkoutId: string, userId: number): Promise<CheckoutRow | undefined> {
  return db
    .selectFrom("checkouts")
    .selectAll()
    .where("id", "=", checkoutId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function findCheckoutBySession(db: Db, sessionId: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkouts").selectAll().where("provider_session_id", "=", sessionId).executeTakeFirst();
}

/** The user's checkouts of a plan still open on our side, newest first. */
export async function openCheckouts(db: Db, userId: number, plan: PlanType): Promise<CheckoutRow[]> {
  return db
    .selectFrom("checkouts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("plan", "=", plan)
    .where("status", "=", "open")
    .orderBy("created_at", "desc")
    .execute();
}

export async function setCheckoutStatus(db: Db, checkoutId: string, status: "complete" | "expired"): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({ status, completed_at: status === "complete" ? new Date() : null })
    .where("id", "=", checkoutId)
    .where("status", "=", "open")
    .execute();
}

export type SubscriptionWrite = Pick<
  SubscriptionRow,
  | "user_id"
  | "plan"
  | "status"
  | "current_period_end"
  | "provider_subscription_id"
  | "provider_customer_id"
  | "price_id"
  | "interval"
  | "unit_amount"
  | "currency"
  | "cancel_at_period_end"
  | "trial_end"
  | "canceled_at"
  | "ended_at"
>;

/** Writes the provider's view of a subscription over ours (keyed by the provider's id). */
export async function upsertSubscription(db: Db, row: SubscriptionWrite): Promise<void> {
  const { user_id: _user, provider_subscription_id: _id, ...changes } = row;
  await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("provider_subscription_id").doUpdateSet({ ...changes, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function findSubscriptionByProviderId(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider_subscription_id", "=", subscriptionId)
    .executeTakeFirst();
}

/** A subscription of the plan that still exists at the provider (may bill again), newest first. */
export async function unendedSubscription(
  db: Db,
  userId: number,
  plan: PlanType,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("plan", "=", plan)
    .where("status", "in", UNENDED_STATUSES)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/** Every subscription of the user the provider may still charge, whatever the plan. */
export async function unendedProviderSubscriptionIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("subscriptions")
    .select("provider_subscription_id")
    .where("user_id", "=", userId)
    .where("status", "in", UNENDED_STATUSES)
    .where("provider_subscription_id", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.provider_subscription_id ? [row.provider_subscription_id] : []));
}

/** Whether the user ever held Premium (a first payment went through): no second trial then. */
export async function hasHadPremium(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .where("plan", "=", "premium")
    .where("status", "not in", NEVER_PAID_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's subscriptions: unended ones, and ended ones of the last year, newest first. */
export async function listSubscriptions(db: Db, userId: number): Promise<SubscriptionRow[]> {
  const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("status", "in", UNENDED_STATUSES), eb("updated_at", ">", yearAgo)]))
    .orderBy("created_at", "desc")
    .execute();
}
