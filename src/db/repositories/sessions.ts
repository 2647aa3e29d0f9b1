import type { Kysely } from "kysely";
import type { DB } from "../schema";

export interface SessionUser {
  sessionId: string;
  userId: number;
  email: string;
  confirmedAt: Date | null;
  cioId: string | null;
  cioUnsubscribed: boolean;
  countryCode: string | null;
}

/** The user behind a live session: not revoked, not expired. */
export async function findSessionUser(db: Kysely<DB>, sessionId: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as sessionId",
      "users.id as userId",
      "users.email",
      "users.confirmed_at as confirmedAt",
      "users.cio_id as cioId",
      "users.cio_unsubscribed as cioUnsubscribed",
      "users.country_code as countryCode",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", new Date())
    .executeTakeFirst();
  return row;
}

export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: new Date() }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}
