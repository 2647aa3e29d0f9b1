import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { forgetFailures, takeAttempt, type ThrottlePolicy } from "../../db/repositories/sign-in-throttle";
import { AppError } from "../errors";
import { addressKey, tokenHash } from "./tokens";

// Password guessing against one account (docs/decisions/016-account-security.md): no lock-out,
// a back-off. Five failures in a row cost nothing; then each failure doubles the wait before
// the next attempt (1 s, 2 s, 4 s ... up to 15 minutes), and a day allows at most 100 failures
// (ASVS 2.2.1). A browser that signed in to the account before (a known device) has a back-off
// of its own, so strangers' guesses never keep the owner out.

export const SIGN_IN_BACKOFF: ThrottlePolicy = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  maxFailuresPerWindow: 100,
  windowSeconds: 24 * 3600,
};

/** Whose back-off an attempt counts against: the known device's, else the address's (account or not). */
export function throttleKey(email: string, knownDeviceToken: string | undefined): string {
  return knownDeviceToken ? `device:${tokenHash(knownDeviceToken)}` : `address:${addressKey(email)}`;
}

/** Takes one attempt, or throws 429 AUTH_RATE_LIMITED with Retry-After. */
export async function takeSignInAttempt(db: Kysely<DB>, key: string): Promise<void> {
  const retryAt = await takeAttempt(db, key, SIGN_IN_BACKOFF);
  if (!retryAt) return;
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  throw new AppError("AUTH_RATE_LIMITED", undefined, undefined, { "retry-after": String(seconds) });
}

export function signInSucceeded(db: Kysely<DB>, key: string): Promise<void> {
  return forgetFailures(db, key);
}

/** A password reset through the mailed link proves the owner: the address's back-off starts over. */
export function clearAddressBackoff(db: Kysely<DB>, email: string): Promise<void> {
  return forgetFailures(db, throttleKey(email, undefined));
}
