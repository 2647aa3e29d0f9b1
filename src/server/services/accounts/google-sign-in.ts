import { revokeOtherSessions } from "../../../db/repositories/sessions";
import { voidUnusedTokens } from "../../../db/repositories/user-tokens";
import {
  findAccountByEmail,
  findAccountByGoogleSubject,
  insertAccount,
  linkGoogleSubject,
  markConfirmed,
  setPasswordHash,
  type AccountRow,
} from "../../../db/repositories/users";
import type { GoogleIdentity } from "../../accounts/google";
import { signInMethodAddedMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { forgotPasswordUrl } from "./links";
import { ensureDefaultWatchlist } from "../watchlists/watchlists";

/**
 * Links a Google identity to the account holding its verified address. When that address was
 * never confirmed, whoever signed up with it may not be its owner (account pre-hijacking:
 * someone registers a victim's address with a password and waits): Google has just proved who
 * the owner is, so the unconfirmed password, every session and every pending mailed link
 * (a reset, an address change) are dropped before the owner is let in.
 */
async function linkToExisting(services: AccountServices, existing: AccountRow, subject: string): Promise<AccountRow> {
  const untrusted = !existing.confirmedAt;
  await services.db.transaction().execute(async (trx) => {
    await linkGoogleSubject(trx, existing.id, subject);
    if (!untrusted) return;
    await setPasswordHash(trx, existing.id, null);
    await revokeOtherSessions(trx, existing.id, null);
    await voidUnusedTokens(trx, existing.id);
    await markConfirmed(trx, existing.id);
  });
  await services.mailer.send(
    existing.email,
    signInMethodAddedMail("Google", forgotPasswordUrl(services.publicUrl), { passwordRemoved: untrusted }),
  );
  return { ...existing, passwordHash: untrusted ? null : existing.passwordHash, confirmedAt: new Date() };
}

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
  if (known) {
    await ensureDefaultWatchlist(db, known.id);
    return known;
  }
  if (!identity.email || !identity.emailVerified) return undefined;
  const existing = await findAccountByEmail(db, identity.email);
  if (existing) {
    const linked = await linkToExisting(services, existing, identity.subject);
    await ensureDefaultWatchlist(db, linked.id);
    return linked;
  }
  const email = identity.email;
  return db.transaction().execute(async (trx) => {
    const created = await insertAccount(trx, {
      email,
      passwordHash: null,
      utm: options.campaign ? { utm_campaign: options.campaign } : {},
      signupContext: "google",
      googleSubject: identity.subject,
      confirmed: true,
    });
    if (created) await ensureDefaultWatchlist(trx, created.id);
    return created;
  });
}
