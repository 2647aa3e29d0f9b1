import {
  findAccountByEmail,
  findAccountByGoogleSubject,
  insertAccount,
  linkGoogleSubject,
  markConfirmed,
  type AccountRow,
} from "../../../db/repositories/users";
import type { GoogleIdentity } from "../../accounts/google";
import type { AccountServices } from "./account-services";

/**
 * The account a Google identity signs in to: found by Google subject, else linked by its
 * verified address, else created. Undefined when Google has not verified the address (only a
 * verified address may be linked to, or create, an account) or the address was taken meanwhile.
 */
export async function signInWithGoogle(
  services: AccountServices,
  identity: GoogleIdentity,
  options: { campaign: string | undefined },
): Promise<AccountRow | undefined> {
  const { db } = services;
  const known = await findAccountByGoogleSubject(db, identity.subject);
  if (known) return known;
  if (!identity.email || !identity.emailVerified) return undefined;
  const existing = await findAccountByEmail(db, identity.email);
  if (existing) {
    await linkGoogleSubject(db, existing.id, identity.subject);
    await markConfirmed(db, existing.id);
    return existing;
  }
  return insertAccount(db, {
    email: identity.email,
    passwordHash: null,
    utm: options.campaign ? { utm_campaign: options.campaign } : {},
    signupContext: "google",
    googleSubject: identity.subject,
    confirmed: true,
  });
}
