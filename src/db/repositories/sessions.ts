import { sql, type CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DB } from "../schema";
import { prepareOnEveryConnection } from "../connection";
import type { PLAN_TYPES } from "../../domain/contracts/session";
import { ENTITLING_STATUSES, NEVER_PAID_STATUSES } from "../../domain/billing/subscription-status";

export interface SessionUser {
  sessionId: string;
  userId: number;
  email: string;
  confirmedAt: Date | null;
  cioId: string | null;
  cioUnsubscribed: boolean;
  countryCode: string | null;
  /** Plans with a live subscription (trialing, active or past due, period not ended; decision 021). */
  planTypes: (typeof PLAN_TYPES)[number][];
  /** Has ever held a Premium subscription, live or not (one whose first payment never went through does not count). */
  everPremium: boolean;
  /** Whether the member takes the weekly digest of their followed analysts' calls. */
  subscribedToFollowedAnalysts: boolean;
}

/** A value no session id can be: where each call's id goes in the query compiled once. */
const SESSION_ID = "\u0000session id";

/** The user behind a session, if it is live: not revoked, not expired. */
function sessionUserQuery(db: Kysely<DB>) {
  return db
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
      "users.subscribed_to_followed_analysts as subscribedToFollowedAnalysts",
      sql<(typeof PLAN_TYPES)[number][]>`ARRAY(
        SELECT DISTINCT plan FROM subscriptions s
        WHERE s.user_id = users.id AND s.status IN (${sql.join(ENTITLING_STATUSES)}) AND s.current_period_end > now()
        ORDER BY plan)`.as("planTypes"),
      sql<boolean>`EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = users.id AND s.plan = 'premium'
        AND s.status NOT IN (${sql.join(NEVER_PAID_STATUSES)}))`.as("everPremium"),
    ])
    .where("sessions.id", "=", SESSION_ID)
    .where("sessions.revoked_at", "is", null)
    .where(sql<boolean>`sessions.expires_at > now()`);
}

/**
 * The query compiled once per database, and run as a prepared statement (planned once per
 * connection): every page a member loads runs it. Building and compiling it again was a tenth
 * of a kept member page's time in Node; planning it, three quarters of its time in PostgreSQL.
 */
const compiledSessionQueries = new WeakMap<Kysely<DB>, CompiledQuery<SessionUser>>();

/** The user behind a live session: not revoked, not expired. */
export async function findSessionUser(db: Kysely<DB>, sessionId: string): Promise<SessionUser | undefined> {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionUserQuery(db).compile();
    prepareOnEveryConnection(compiled.sql);
    compiledSessionQueries.set(db, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === SESSION_ID ? sessionId : p));
  const { rows } = await db.executeQuery<SessionUser>({ ...compiled, parameters });
  return rows[0];
}

export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function insertSession(
  db: Kysely<DB>,
  session: { id: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

/** Ends every live session of a user but one (a password change keeps the session that made it). */
export async function revokeOtherSessions(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  keepSessionId: string | null,
): Promise<void> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}

/** Sessions that ended (expired or revoked) more than `olderThanSeconds` ago. */
export async function sweepDeadSessions(db: Kysely<DB>, olderThanSeconds: number): Promise<void> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("revoked_at", "<", cutoff)]))
    .execute();
}
