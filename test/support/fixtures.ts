import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { DB, SubscriptionsTable } from "../../src/db/schema";
import { hashSessionToken, SESSION_COOKIE } from "../../src/server/accounts/session-token";

// Rows a test puts in the database the way the Accounts issue will: a user, a session row, and
// the cookie the browser would hold. There is no back door in the app; the row is the session.

export interface SignedInUser {
  userId: number;
  email: string;
  token: string;
  /** `oz_session=<token>`, for a Cookie header. */
  cookie: string;
  watchlistIds: number[];
}

export interface UserSpec {
  email?: string;
  confirmed?: boolean;
  watchlists?: string[];
  /** Give the user a live Premium subscription (what checkout will write). */
  premium?: boolean;
  /** Give the user a live Zen Investor subscription (what its checkout will write). */
  zenInvestor?: boolean;
}

export async function insertSignedInUser(db: Kysely<DB>, spec: UserSpec = {}): Promise<SignedInUser> {
  const email = spec.email ?? `investor-${randomBytes(4).toString("hex")}@example.com`;
  const user = await db
    .insertInto("users")
    .values({ email, confirmed_at: spec.confirmed === false ? null : new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id: hashSessionToken(token), user_id: user.id, expires_at: new Date(Date.now() + 14 * 24 * 3600 * 1000) })
    .execute();
  if (spec.premium) await grantPremium(db, user.id);
  if (spec.zenInvestor) await grantPremium(db, user.id, "zen_investor");
  const watchlistIds: number[] = [];
  for (const [position, name] of (spec.watchlists ?? []).entries()) {
    const row = await db
      .insertInto("watchlists")
      .values({ user_id: user.id, name, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    watchlistIds.push(row.id);
  }
  return { userId: user.id, email, token, cookie: `${SESSION_COOKIE}=${token}`, watchlistIds };
}

/** A live subscription for a month (Premium unless another plan is named), as checkout records one. */
export async function grantPremium(
  db: Kysely<DB>,
  userId: number,
  plan: SubscriptionsTable["plan"] = "premium",
): Promise<void> {
  await db
    .insertInto("subscriptions")
    .values({
      user_id: userId,
      plan,
      status: "active",
      current_period_end: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    })
    .execute();
}

/**
 * Who a paid product's mail must and must not reach: a confirmed subscriber, a free member, a
 * Premium member (Premium does not include the product) and a subscriber whose address is unconfirmed.
 */
export async function insertPlanAudience(db: Kysely<DB>, plan: "zen_investor" | "zen_strategies") {
  const subscriber = await insertSignedInUser(db);
  await grantPremium(db, subscriber.userId, plan);
  const free = await insertSignedInUser(db);
  const premium = await insertSignedInUser(db, { premium: true });
  const unconfirmed = await insertSignedInUser(db, { confirmed: false });
  await grantPremium(db, unconfirmed.userId, plan);
  return { subscriber, free, premium, unconfirmed };
}

/** Moves the market's date (what the jobs and pages take as today's close) to `asOf`. */
export async function setMarketDate(db: Kysely<DB>, asOf: string): Promise<void> {
  await db
    .insertInto("market_meta")
    .values({ key: "as_of", value: JSON.stringify(asOf) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(asOf) }))
    .execute();
}

/** Listed companies on NYSE named "<ticker> Holdings", their ids in the order of the tickers. */
export async function insertNamedCompanies(db: Kysely<DB>, tickers: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const ticker of tickers) {
    const row = await db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker, name: `${ticker} Holdings`, source: "demo" })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** The ways a Premium subscription stops granting Premium (decision 021). */
export const LAPSED_PREMIUM = ["canceled", "expired", "unpaid", "incomplete"] as const;
export type LapsedPremium = (typeof LAPSED_PREMIUM)[number];

/**
 * A Premium subscription that no longer grants Premium: canceled, expired (active, but its
 * period ended), unpaid (the provider gave up retrying), or incomplete (the first payment
 * never went through).
 */
export async function grantLapsedPremium(db: Kysely<DB>, userId: number, how: LapsedPremium): Promise<void> {
  const day = 24 * 3600 * 1000;
  await db
    .insertInto("subscriptions")
    .values({
      user_id: userId,
      plan: "premium",
      status: how === "expired" ? "active" : how,
      current_period_end: new Date(Date.now() + (how === "expired" ? -day : 30 * day)),
      canceled_at: how === "canceled" ? new Date() : null,
    })
    .execute();
}

/** A signed-in user for each way Premium lapses, as cookies by kind. */
export async function insertLapsedUsers(db: Kysely<DB>): Promise<Record<LapsedPremium, string>> {
  const out = {} as Record<LapsedPremium, string>;
  for (const how of LAPSED_PREMIUM) {
    const user = await insertSignedInUser(db);
    await grantLapsedPremium(db, user.userId, how);
    out[how] = user.cookie;
  }
  return out;
}

/**
 * Every kind of visitor without Premium, named for a test's messages, with their session cookie:
 * a guest (none), a free member and each way Premium lapses.
 */
export function visitorsWithoutPremium(free: string, lapsed: Record<string, string>): [string, string | undefined][] {
  return [
    ["guest", undefined],
    ["free", free],
    ...Object.entries(lapsed).map(([how, cookie]): [string, string] => [`Premium ${how}`, cookie]),
  ];
}

/**
 * Every visitor without Premium gets each address (200) without the Premium value: `carries`
 * tells whether an answer holds it, and none holds any of `absent`.
 */
export async function expectPremiumWithheld(
  visitors: [string, string | undefined][],
  urls: string[],
  get: (url: string, cookie?: string) => Promise<{ status: number; body: string }>,
  carries: (body: string) => boolean,
  absent: string[],
): Promise<void> {
  for (const [who, cookie] of visitors)
    for (const url of urls) {
      const res = await get(url, cookie);
      expect(res.status, `${who} ${url}`).toBe(200);
      expect(carries(res.body), `${who} ${url}`).toBe(false);
      for (const text of absent) expect(res.body, `${who} ${url}`).not.toContain(text);
    }
}
