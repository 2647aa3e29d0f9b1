import { revokeOtherSessions } from "../../../db/repositories/sessions";
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
import { confirmationMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { confirmationLink } from "./links";

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

/** Sets a new password and ends every other session of the user. */
export async function changePassword(
  services: AccountServices,
  owner: { account: AccountRow; sessionId: string },
  input: { password: string; currentPassword: string },
): Promise<void> {
  const { db } = services;
  const { account } = owner;
  await checkCurrentPassword(account, input.currentPassword);
  await setPasswordHash(db, account.id, await hashPassword(input.password));
  await revokeOtherSessions(db, account.id, owner.sessionId);
}

export async function setPreferences(
  services: AccountServices,
  account: AccountRow,
  input: { newsletterOptIn: boolean },
): Promise<void> {
  await setNewsletterOptIn(services.db, account.id, input.newsletterOptIn);
}

/** Deletes the user with its sessions, tokens and watchlists. */
export async function deleteAccount(
  services: AccountServices,
  account: AccountRow,
  input: { currentPassword: string },
): Promise<void> {
  await checkCurrentPassword(account, input.currentPassword);
  await deleteAccountRow(services.db, account.id);
}
