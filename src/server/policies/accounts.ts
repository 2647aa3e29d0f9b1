import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { SessionUser } from "../../db/repositories/sessions";
import { findAccountById, type AccountRow } from "../../db/repositories/users";
import { AppError } from "../errors";

// Who may use what a signed-in user owns: the one signed-in guard of the server. Every route
// that needs a user asks here, so a guest always gets the same 401 SIGN_IN_REQUIRED; a
// resource may say it in its own words (the message), never with another code.

export async function requireSignedIn(request: FastifyRequest, message?: string): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new AppError("SIGN_IN_REQUIRED", message);
  return user;
}

/** The signed-in user and their account row: only its owner may change an account. */
export async function requireAccountOwner(
  db: Kysely<DB>,
  request: FastifyRequest,
): Promise<{ user: SessionUser; account: AccountRow }> {
  const user = await requireSignedIn(request);
  const account = await findAccountById(db, user.userId);
  // The account was deleted while this session's request was on its way.
  if (!account) throw new AppError("SIGN_IN_REQUIRED");
  return { user, account };
}
