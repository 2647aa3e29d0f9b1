import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../../db/repositories/sessions";
import { AppError } from "../errors";

// Who may change an account: only its signed-in owner, and for the changes that could lock
// the owner out (address, password, deletion) only with the current password when there is one.

export async function requireSignedIn(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new AppError("SIGN_IN_REQUIRED");
  return user;
}
