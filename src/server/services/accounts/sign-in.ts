import { findAccountByEmail, type AccountRow } from "../../../db/repositories/users";
import { limitByEmail } from "../../accounts/rate-limits";
import { verifyPassword } from "../../accounts/passwords";
import { AppError } from "../../errors";
import type { AccountServices } from "./account-services";

/** The account behind an address and password; the same 401 whether the address is unknown or the password wrong. */
export async function signInWithPassword(
  services: AccountServices,
  input: { email: string; password: string },
): Promise<AccountRow> {
  const { db } = services;
  await limitByEmail(db, "sign-in", input.email);
  const account = await findAccountByEmail(db, input.email);
  // Always verify (against a dummy hash when there is no account) so that timing is the same.
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) throw new AppError("INVALID_CREDENTIALS");
  return account;
}
