import { findAccountByEmail, type AccountRow } from "../../../db/repositories/users";
import { verifyPassword } from "../../accounts/passwords";
import { signInSucceeded, takeSignInAttempt, throttleKey } from "../../accounts/sign-in-throttle";
import { AppError } from "../../errors";
import type { AccountServices } from "./account-services";

/**
 * The account behind an address and password; the same 401 whether the address is unknown or
 * the password wrong. Each attempt first passes the back-off (accounts/sign-in-throttle.ts):
 * the address's, or the known device's when `knownDevice` says this browser signed in to the
 * account before. During a back-off nothing is verified, so a wait is no oracle.
 */
export async function signInWithPassword(
  services: AccountServices,
  input: { email: string; password: string },
  knownDevice: (account: AccountRow | undefined) => Promise<string | undefined>,
): Promise<AccountRow> {
  const { db } = services;
  const account = await findAccountByEmail(db, input.email);
  const key = throttleKey(input.email, await knownDevice(account));
  await takeSignInAttempt(db, key);
  // Always verify (against a dummy hash when there is no account) so that timing is the same.
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) throw new AppError("INVALID_CREDENTIALS");
  await signInSucceeded(db, key);
  return account;
}
