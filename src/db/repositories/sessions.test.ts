import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { grantPremium, insertSignedInUser } from "../../../test/support/fixtures";
import { findSessionUser, revokeSession } from "./sessions";

// The session lookup every signed-in request makes: right answers, and planned once per
// connection (a named prepared statement, connection.ts) rather than on every call.

describe("findSessionUser", () => {
  let t: TestDatabase;
  /** A user's session id as stored (the token's hash: the server's, not this layer's, to compute). */
  const sessionIdOf = async (user: { userId: number }) =>
    (await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.userId).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("finds a live session's user with their plans, and nothing for a revoked, expired or unknown one", async () => {
    const free = await insertSignedInUser(t.db);
    const premium = await insertSignedInUser(t.db, { premium: true });
    const expired = await insertSignedInUser(t.db);
    await t.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", expired.userId)
      .execute();
    const revoked = await insertSignedInUser(t.db);
    await revokeSession(t.db, await sessionIdOf(revoked));

    expect(await findSessionUser(t.db, await sessionIdOf(free))).toMatchObject({
      userId: free.userId,
      email: free.email,
      planTypes: [],
      everPremium: false,
      subscribedToFollowedAnalysts: false,
    });
    expect(await findSessionUser(t.db, await sessionIdOf(premium))).toMatchObject({
      userId: premium.userId,
      planTypes: ["premium"],
      everPremium: true,
    });
    for (const gone of [expired, revoked]) expect(await findSessionUser(t.db, await sessionIdOf(gone))).toBeUndefined();
    expect(await findSessionUser(t.db, "no-such-session")).toBeUndefined();
  });

  it("runs as one prepared statement per connection, whoever asks", async () => {
    const users = [await insertSignedInUser(t.db), await insertSignedInUser(t.db)];
    await grantPremium(t.db, users[1]!.userId);
    await t.db.connection().execute(async (connection) => {
      for (const user of [...users, ...users]) {
        expect((await findSessionUser(connection, await sessionIdOf(user)))?.userId).toBe(user.userId);
      }
      const { rows } = await sql<{ statement: string }>`
        SELECT statement FROM pg_prepared_statements WHERE from_sql = false`.execute(connection);
      expect(rows.filter((r) => r.statement.includes('from "sessions"'))).toHaveLength(1);
    });
  });
});
