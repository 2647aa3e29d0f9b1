import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";

// Screen alerts (decision 024): the owner subscribes a saved screen, with a frequency, and stops
// it; anyone else's id is as absent as an unknown one.

describe("screen alert subscriptions", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let screenId: number;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await insertSignedInUser(t.database.db);
    bob = await insertSignedInUser(t.database.db);
    screenId = (
      await t.database.db
        .insertInto("saved_screeners")
        .values({ user_id: alice.userId, name: "Cheap", filters: "" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function patch(user: SignedInUser, id: number, body: unknown) {
    const pair = await csrfPair(t.app, user.cookie);
    return t.app.inject({
      method: "PATCH",
      url: `/api/screener/saved/${id}/subscription`,
      headers: { cookie: pair.cookie, "x-csrf-token": pair.token, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  }

  it("subscribes the owner's saved screen with a frequency, and stops it", async () => {
    const on = await patch(alice, screenId, { saved_screener: { subscribed: true, subscription_frequency: "daily" } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ subscription: { id: screenId, subscribed: true, subscriptionFrequency: "daily" } });
    const off = await patch(alice, screenId, { saved_screener: { subscribed: false } });
    expect(off.json()).toEqual({ subscription: { id: screenId, subscribed: false, subscriptionFrequency: "daily" } });
  });

  it("answers someone else's screen 404 and a bad frequency 400", async () => {
    const other = await patch(bob, screenId, { saved_screener: { subscribed: true } });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("SAVED_SCREENER_NOT_FOUND");
    const bad = await patch(alice, screenId, {
      saved_screener: { subscribed: true, subscription_frequency: "hourly" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
