import { revokeOtherSessions } from "../../../db/repositories/sessions";
import { consumeToken } from "../../../db/repositories/user-tokens";
import { confirmAccount, findAccountByEmail, findAccountById, type AccountRow } from "../../../db/repositories/users";
import { setPasswordHash } from "../../../db/repositories/users";
import { MESSAGES } from "../../../domain/auth/messages";
import { hashPassword } from "../../accounts/passwords";
import { limitByEmail } from "../../accounts/rate-limits";
import { clearAddressBackoff } from "../../accounts/sign-in-throttle";
import { tokenHash } from "../../accounts/tokens";
import { formError } from "../../errors";
import { passwordResetDoneMail, resetPasswordMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { forgotPasswordUrl, resetPasswordLink } from "./links";

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(services: AccountServices, email: string): Promise<void> {
  const { db } = services;
  await limitByEmail(db, "reset", email);
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const link = await resetPasswordLink(db, services.publicUrl, account.id);
  // Not awaited: delivery time must not tell known addresses from unknown ones.
  void services.mailer.send(account.email, resetPasswordMail(link));
}

/**
 * Spends a reset token and sets the password; the address is confirmed (the mail reached its
 * owner), whoever knew the old password is signed out everywhere, and the owner is told.
 */
export async function resetPassword(
  services: AccountServices,
  input: { token: string; password: string },
): Promise<AccountRow> {
  const { db } = services;
  const passwordHash = await hashPassword(input.password);
  const account = await db.transaction().execute(async (trx) => {
    const token = await consumeToken(trx, tokenHash(input.token), "reset_password");
    if (!token) return undefined;
    const found = await findAccountById(trx, token.userId);
    if (!found) return undefined;
    await setPasswordHash(trx, found.id, passwordHash);
    if (!found.confirmedAt) await confirmAccount(trx, found.id, null);
    return found;
  });
  if (!account) throw formError("RESET_TOKEN_INVALID", { reset_password_token: [MESSAGES.tokenInvalid] });
  await revokeOtherSessions(db, account.id, null);
  // The mailed link proved the owner: the address's sign-in back-off starts over.
  await clearAddressBackoff(db, account.email);
  await services.mailer.send(account.email, passwordResetDoneMail(forgotPasswordUrl(services.publicUrl)));
  return account;
}
