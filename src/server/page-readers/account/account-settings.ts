import type { Kysely } from "kysely";
import type { AccountSettings } from "../../../domain/contracts/account-settings";
import type { DB } from "../../../db/schema";
import { findAccountById, pendingEmailChange } from "../../../db/repositories/users";

/** The settings page's data for this request's user, read only when the page asks for it. */
export function accountSettingsReader(db: Kysely<DB>, userId: number | null): () => Promise<AccountSettings | null> {
  return async () => {
    if (userId === null) return null;
    const account = await findAccountById(db, userId);
    if (!account) return null;
    const pendingEmail = await pendingEmailChange(db, userId, account.email);
    return {
      email: account.email,
      hasPassword: account.passwordHash !== null,
      newsletterOptIn: account.newsletterOptIn,
      pendingEmail,
    };
  };
}
