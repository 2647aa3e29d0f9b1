import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { hitRateLimit } from "../../db/repositories/rate-limits";
import { AppError } from "../errors";
import { addressKey } from "./tokens";

// Limits on the account forms (docs/decisions/010-accounts.md, 016-account-security.md), per
// client address and, for the calls that send mail, per email address, counted in PostgreSQL
// so that every server process shares them. Sign-in's per-address limit is a back-off
// (sign-in-throttle.ts), not a window: a window full of strangers' guesses locked the owner out.

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const AUTH_LIMITS = {
  // Per address, sign-in has a back-off instead (sign-in-throttle.ts): a fixed window there
  // locked the owner out. Per client: 30 attempts per 15 minutes.
  "sign-in": { ip: { max: 30, windowSeconds: 15 * 60 } },
  "sign-up": { ip: { max: 10, windowSeconds: 60 * 60 }, email: { max: 5, windowSeconds: 60 * 60 } },
  reset: { ip: { max: 10, windowSeconds: 60 * 60 }, email: { max: 5, windowSeconds: 60 * 60 } },
  confirmation: { ip: { max: 10, windowSeconds: 60 * 60 }, email: { max: 5, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, { ip: Limit; email?: Limit }>;

export type LimitedAction = keyof typeof AUTH_LIMITS;
type MailingAction = Exclude<LimitedAction, "sign-in">;

async function check(db: Kysely<DB>, key: string, limit: Limit): Promise<void> {
  const { hits, resetAt } = await hitRateLimit(db, key, limit.windowSeconds);
  if (hits > limit.max) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError("AUTH_RATE_LIMITED", undefined, undefined, { "retry-after": String(seconds) });
  }
}

/** Counts this attempt from this client; throws 429 AUTH_RATE_LIMITED once over the limit. */
export function limitByIp(db: Kysely<DB>, action: LimitedAction, ip: string): Promise<void> {
  return check(db, `${action}:ip:${ip}`, AUTH_LIMITS[action].ip);
}

/** Counts this attempt for this address (whether or not it has an account). */
export function limitByEmail(db: Kysely<DB>, action: MailingAction, email: string): Promise<void> {
  return check(db, `${action}:email:${addressKey(email)}`, AUTH_LIMITS[action].email);
}
