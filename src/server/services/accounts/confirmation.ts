import { consumeToken } from "../../../db/repositories/user-tokens";
import { confirmAccount, findAccountByEmail, findAccountById, type AccountRow } from "../../../db/repositories/users";
import { limitByEmail } from "../../accounts/rate-limits";
import { tokenHash } from "../../accounts/tokens";
import { confirmationMail, emailChangedMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { confirmationLink, forgotPasswordUrl } from "./links";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Spends a confirmation token; a token carrying a new address makes it the account's address now. */
export async function confirmEmail(services: AccountServices, token: string): Promise<boolean> {
  try {
    const outcome = await services.db.transaction().execute(async (trx) => {
      const spent = await consumeToken(trx, tokenHash(token), "confirm_email");
      if (!spent) return { confirmed: false };
      const before = await findAccountById(trx, spent.userId);
      const confirmed = await confirmAccount(trx, spent.userId, spent.email);
      const changed = before && spent.email && spent.email.toLowerCase() !== before.email.toLowerCase();
      return { confirmed, changedFrom: changed ? before.email : undefined, to: spent.email };
    });
    // The old address hears of the change: if it was not the owner's doing, the owner can
    // no longer read mail at the new one.
    if (outcome.changedFrom && outcome.to)
      await services.mailer.send(
        outcome.changedFrom,
        emailChangedMail(outcome.to, forgotPasswordUrl(services.publicUrl)),
      );
    return outcome.confirmed;
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
