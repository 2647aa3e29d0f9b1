import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { revokeSession, type SessionUser } from "../../../db/repositories/sessions";

/** Ends the session behind this request, if there is one; signing out twice is no error. */
export async function signOut(db: Kysely<DB>, user: SessionUser | undefined): Promise<void> {
  if (user) await revokeSession(db, user.sessionId);
}
