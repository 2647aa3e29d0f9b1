import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { insertSignedInUser } from "../../../test/support/fixtures";
import { sweepAccountRows } from "./housekeeping";

describe("account housekeeping", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("deletes closed rate-limit windows, dead tokens, long-ended sessions and day-old idempotency keys, and keeps the live ones", async () => {
    const { db } = database;
    const user = await insertSignedInUser(db);
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const recent = new Date(Date.now() - 60 * 1000);
    await db
      .insertInto("rate_limit_hits")
      .values([
        { key: "old", window_started_at: old, hits: 3 },
        { key: "live", window_started_at: recent, hits: 1 },
      ])
      .execute();
    await db
      .insertInto("user_tokens")
      .values([
        { token_hash: "expired", user_id: user.userId, purpose: "reset_password", email: null, expires_at: old },
        {
          token_hash: "spent",
          user_id: user.userId,
          purpose: "confirm_email",
          email: null,
          expires_at: new Date(Date.now() + 3600_000),
          used_at: old,
        },
        {
          token_hash: "live",
          user_id: user.userId,
          purpose: "confirm_email",
          email: null,
          expires_at: new Date(Date.now() + 3600_000),
        },
      ])
      .execute();
    await db.insertInto("sessions").values({ id: "ended", user_id: user.userId, expires_at: old }).execute();

    await db
      .insertInto("idempotency_keys")
      .values([
        { scope: "user:1", key: "old", fingerprint: "f", created_at: new Date(Date.now() - 25 * 3600 * 1000) },
        { scope: "user:1", key: "live", fingerprint: "f" },
      ])
      .execute();

    await sweepAccountRows(db);

    expect((await db.selectFrom("idempotency_keys").select("key").execute()).map((r) => r.key)).toEqual(["live"]);

    expect((await db.selectFrom("rate_limit_hits").select("key").execute()).map((r) => r.key)).toEqual(["live"]);
    expect((await db.selectFrom("user_tokens").select("token_hash").execute()).map((r) => r.token_hash)).toEqual([
      "live",
    ]);
    const sessions = (await db.selectFrom("sessions").select("id").where("user_id", "=", user.userId).execute()).map(
      (r) => r.id,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions).not.toContain("ended");
  });
});
