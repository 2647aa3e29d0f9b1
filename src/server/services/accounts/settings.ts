import { revokeOtherSessions } from "../../../db/repositories/sessions";
import { voidUnusedTokens } from "../../../db/repositories/user-tokens";
import {
  deleteAccount as deleteAccountRow,
  findAccountByEmail,
  setNewsletterOptIn,
  setPasswordHash,
  type AccountRow,
} from "../../../db/repositories/users";
import { MESSAGES } from "../../../domain/auth/messages";
import { hashPassword, verifyPassword } from "../../accounts/passwords";
import { limitByEmail } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { confirmationMail, passwordChangedMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { confirmationLink, forgotPasswordUrl } from "./links";

// The settings page's changes. The changes that could lock the owner out (address, password,
// deletion) need the current password when the account has one.

async function checkCurrentPassword(account: AccountRow, currentPassword: string): Promise<void> {
  if (!account.passwordHash) return;
  const ok = await verifyPassword(account.passwordHash, currentPassword);
  if (!ok) throw formError("PASSWORD_INCORRECT", { current_password: [MESSAGES.currentPasswordIncorrect] });
}

/** Mails a confirmation link to the new address; the address changes when it is followed. */
export async function changeEmail(
  services: AccountServices,
  account: AccountRow,
  input: { email: string; currentPassword: string },
): Promise<void> {
  const { db } = services;
  await checkCurrentPassword(account, input.currentPassword);
  const { email } = input;
  if (email.toLowerCase() === account.email.toLowerCase())
    throw formError("SETTINGS_INVALID", { email: [MESSAGES.sameEmail] });
  await limitByEmail(db, "confirmation", email);
  if (await findAccountByEmail(db, email)) throw formError("SETTINGS_INVALID", { email: [MESSAGES.emailTaken] });
  const link = await confirmationLink(db, services.publicUrl, account.id, email);
  await services.mailer.send(email, confirmationMail(link));
}

/** Sets a new password, voids older reset links, ends every other session of the user and tells the owner. */
export async function changePassword(
  services: AccountServices,
  owner: { account: AccountRow; sessionId: string },
  input: { password: string; currentPassword: string },
): Promise<void> {
  const { db } = services;
  const { account } = owner;
  await checkCurrentPassword(account, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, account.id, passwordHash);
    // A reset link mailed before the change must not undo it (it may be why the owner changes it).
    await voidUnusedTokens(trx, account.id, "reset_password");
    await revokeOtherSessions(trx, account.id, owner.sessionId);
  });
  await services.mailer.send(account.email, passwordChangedMail(forgotPasswordUrl(services.publicUrl)));
}

export async function setPreferences(
  services: AccountServices,
  account: AccountRow,
  input: { newsletterOptIn: boolean },
): Promise<void> {
  await setNewsletterOptIn(services.db, account.id, input.newsletterOptIn);
}

/** Ends the user's subscriptions at the provider, then deletes the user with everything it owns. */
export async function deleteAccount(
  services: AccountServices,
  account: AccountRow,
  input: { currentPassword: string },
): Promise<void> {
  await checkCurrentPassword(account, input.currentPassword);
  await services.endBilling(account.id);
  await deleteAccountRow(services.db, account.id);
}
