import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../../db/schema";
import { storeToken } from "../../../db/repositories/user-tokens";
import { TOKEN_LIFETIME_HOURS } from "../../../domain/auth/constants";
import { paths, withQuery } from "../../../domain/paths";
import { newToken, tokenHash } from "../../accounts/tokens";

// Links mailed to users. The token goes only into the mail; the table keeps its hash.

function expiry(): Date {
  return new Date(Date.now() + TOKEN_LIFETIME_HOURS * 3600 * 1000);
}

/** A confirmation link for `email` (the current address, or a new one awaiting confirmation). */
export async function confirmationLink(
  db: Kysely<DB> | Transaction<DB>,
  publicUrl: string,
  userId: number,
  email: string,
): Promise<string> {
  const token = newToken();
  await storeToken(db, { hash: tokenHash(token), userId, purpose: "confirm_email", email, expiresAt: expiry() });
  return `${publicUrl}${withQuery(paths.confirmation(), { confirmation_token: token })}`;
}

/** Spec 2.2: the set-password dialog opens on the hash and reads reset_password_token. */
export async function resetPasswordLink(
  db: Kysely<DB> | Transaction<DB>,
  publicUrl: string,
  userId: number,
): Promise<string> {
  const token = newToken();
  await storeToken(db, { hash: tokenHash(token), userId, purpose: "reset_password", email: null, expiresAt: expiry() });
  return `${publicUrl}${withQuery(paths.home(), { reset_password_token: token })}#set-password`;
}

/** The forgot-password page: security notices point there (no token, so a forwarded mail grants nothing). */
export function forgotPasswordUrl(publicUrl: string): string {
  return `${publicUrl}${paths.newPassword()}`;
}
