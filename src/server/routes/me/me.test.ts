import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA_URL, personalDataSchema } from "../../../domain/contracts/personal-data";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";

// GET /api/users/me: the visitor's own root data, which a member's page kept for their class
// reads after hydration. Each member gets their own, a guest the anonymous session, no cache keeps it.

describe("GET /api/users/me", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: "GET", url: PERSONAL_DATA_URL, headers: cookie ? { cookie } : {} });

  it("answers each member with their own session and lists, never another's", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alice's list"] });
    const bob = await insertSignedInUser(t.database.db, { premium: true, watchlists: ["Bob's list"] });
    const [a, b] = [await get(alice.cookie), await get(bob.cookie)];
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const alices = personalDataSchema.parse(a.json());
    const bobs = personalDataSchema.parse(b.json());
    expect(alices.session).toMatchObject({ signedIn: true, id: alice.userId, email: alice.email, hasPremium: false });
    expect(alices.watchlists.map((w) => w.name)).toEqual(["Alice's list"]);
    expect(bobs.session).toMatchObject({ signedIn: true, id: bob.userId, email: bob.email, hasPremium: true });
    expect(bobs.watchlists.map((w) => w.name)).toEqual(["Bob's list"]);
    expect(a.body).not.toContain(bob.email);
    expect(b.body).not.toContain(alice.email);
  });

  it("answers a guest with the anonymous session and no lists", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const data = personalDataSchema.parse(res.json());
    expect(data.session.signedIn).toBe(false);
    expect(data.watchlists).toEqual([]);
    expect(data.followedAnalysts).toEqual([]);
  });
});
