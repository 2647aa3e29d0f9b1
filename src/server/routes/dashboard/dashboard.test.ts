import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_URL, dashboardSchema } from "../../../domain/contracts/dashboard";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";

// GET /api/users/dashboard: what the dashboard page kept for a member's class reads after
// hydration. Each member gets their own, a guest 401, and no cache keeps it.

describe("GET /api/users/dashboard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers each member with their own watchlists, never another's", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alice's list"] });
    const bob = await insertSignedInUser(t.database.db, { watchlists: ["Bob's list"] });
    for (const [user, own, other] of [
      [alice, "Alice's list", "Bob's list"],
      [bob, "Bob's list", "Alice's list"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: DASHBOARD_URL, headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const dashboard = dashboardSchema.parse(res.json());
      expect(dashboard.watchlists.map((w) => w.watchlist.name)).toEqual([own]);
      expect(res.body).not.toContain(other);
      expect(dashboard.hasPremium).toBe(false);
    }
  });

  it("asks a guest to sign in", async () => {
    const res = await t.app.inject({ method: "GET", url: DASHBOARD_URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: "SIGN_IN_REQUIRED" } });
  });
});
