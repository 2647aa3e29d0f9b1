import { consumeToken } from "../../../db/repositories/user-tokens";
import { confirmAccount, findAccountByEmail, findAccountById, type AccountRow } from "../../../db/repositories/users";
import { limitByEmail } from "../../accounts/rate-limits";
import { tokenHash } from "../../accounts/tokens";
import { confirmationMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { confirmationLink } from "./links";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Spends a confirmation token; a token carrying a new address makes it the account's address now. */
export async function confirmEmail(services: AccountServices, token: string): Promise<boolean> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      const spent = await consumeToken(trx, tokenHash(token), "confirm_email");
      return spent ? confirmAccount(trx, spent.userId, spent.email) : false;
    });
  } catch (error) {
    // The new address was taken by someone else meanwhile: the link cannot apply.
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Mails a fresh confirmation link to an unconfirmed account: the signed-in user's own, or the
 * one behind `email`. The caller answers the same whether or not there was one.
 */
export async function resendConfirmation(
  services: AccountServices,
  who: { userId: number } | { email: string },
): Promise<void> {
  const { db } = services;
  let account: AccountRow | undefined;
  if ("userId" in who) {
    account = await findAccountById(db, who.userId);
    if (account) await limitByEmail(db, "confirmation", account.email);
  } else {
    await limitByEmail(db, "confirmation", who.email);
    account = await findAccountByEmail(db, who.email);
  }
  if (!account || account.confirmedAt) return;
  const link = await confirmationLink(db, services.publicUrl, account.id, account.email);
  void services.mailer.send(account.email, confirmationMail(link));
}
