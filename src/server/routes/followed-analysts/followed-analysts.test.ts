import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertAnalystWorld, insertCall, type AnalystWorld } from "../../../../test/support/analysts";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import {
  FOLLOWED_ANALYST_LIMITS,
  type AnalystCall,
  type FollowedAnalyst,
  type FollowedAnalystsList,
} from "../../../domain/contracts/followed-analysts";

// Followed analysts API (spec 3, 4, 7, 8; decision 027): every call and its messages, the limit,
// guests and forged writes refused, and one member never reaching another's follows.

describe("followed analysts API", () => {
  let t: TestApp;
  let w: AnalystWorld;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const call = jsonCaller(() => t.app);
  const URL = "/api/users/followed-analysts";
  const details = (res: { json: <T>() => T }) =>
    res.json<{ error: { details?: { analystId?: number } } }>().error.details;
  const list = async (user: SignedInUser, query = "") =>
    (await call("GET", `${URL}${query}`, user)).json<FollowedAnalystsList>();

  beforeAll(async () => {
    t = await createTestApp();
    w = await insertAnalystWorld(t.database.db, "follows");
    const [ada, grace] = w.analysts as [number, number];
    const [a, b] = [w.companies[0]!, w.companies[1]!];
    await insertCall(t.database.db, {
      analystId: ada,
      companyId: a.id,
      date: "2024-01-10",
      rating: "hold",
      target: 100,
    });
    await insertCall(t.database.db, {
      analystId: ada,
      companyId: a.id,
      date: "2024-05-02",
      rating: "buy",
      target: 120,
    });
    await insertCall(t.database.db, {
      analystId: ada,
      companyId: b.id,
      date: "2024-06-20",
      rating: "sell",
      target: 40,
    });
    await insertCall(t.database.db, {
      analystId: grace,
      companyId: b.id,
      date: "2024-03-01",
      rating: "buy",
      target: 50,
    });
    await insertCall(t.database.db, {
      analystId: grace,
      companyId: b.id,
      date: "2024-06-03",
      rating: "buy",
      target: 55,
    });
    // After the market date: not yet known, never shown as a call.
    await insertCall(t.database.db, {
      analystId: grace,
      companyId: a.id,
      date: "2024-07-15",
      rating: "buy",
      target: 1,
    });
    // Alice has Premium: she sees the current calls (decision 042); Bob is a free member.
    alice = await insertSignedInUser(t.database.db, { premium: true });
    bob = await insertSignedInUser(t.database.db);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("refuses guests with 401 on every call and writes without the anti-forgery header with 403", async () => {
    const one = { followed_analyst: { analyst_id: 1 } };
    for (const [method, url, body] of [
      ["GET", URL, undefined],
      ["GET", `${URL}/stats`, undefined],
      ["GET", `${URL}/events`, undefined],
      ["GET", `${URL}/suggestions`, undefined],
      ["POST", URL, one],
      ["PATCH", URL, { followed_analysts: { analyst_ids: [1] } }],
      ["DELETE", URL, one],
      ["POST", `${URL}/onboard`, { analyst_ids: [1] }],
    ] as const) {
      const res = await call(method, url, null, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
    const forged = await t.app.inject({
      method: "POST",
      url: URL,
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ followed_analyst: { analyst_id: w.analysts[0] } }),
    });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe("CSRF_TOKEN_INVALID");
    expect((await list(alice)).total).toBe(0);
  });

  it("follows an analyst and answers followedAnalyst with the latest call, then lists it", async () => {
    const [ada] = w.analysts as [number];
    const res = await call("POST", URL, alice, { followed_analyst: { analyst_id: ada } });
    expect(res.statusCode).toBe(200);
    const followed = res.json<{ followedAnalyst: FollowedAnalyst }>().followedAnalyst;
    expect(followed).toMatchObject({
      id: ada,
      name: "Ada Lovelace follows",
      firmName: "follows Capital",
      url: `/analysts/${ada}`,
      position: 0,
      callCount: 3,
    });
    expect(followed.latestCall).toMatchObject({
      date: "2024-06-20",
      ticker: "FOLLOWSB",
      rating: "sell",
      action: "initiated",
      headline: "Ada Lovelace follows (follows Capital) initiates FOLLOWSB at Sell, target $40.00",
    });
    // Following again changes nothing.
    const again = await call("POST", URL, alice, { followed_analyst: { analyst_id: ada } });
    expect(again.statusCode).toBe(200);
    const all = await list(alice);
    expect(all.total).toBe(1);
    expect(all.followedAnalysts.map((a) => a.id)).toEqual([ada]);
    expect(all.subscribedToFollowedAnalysts).toBe(false);
  });

  it("answers 404 ANALYST_NOT_FOUND with the analyst id for an unknown analyst, and 400 for a bad body", async () => {
    const res = await call("POST", URL, alice, { followed_analyst: { analyst_id: 2_000_000_000 } });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: "ANALYST_NOT_FOUND", message: "There is no analyst with that id." });
    expect(details(res)?.analystId).toBe(2_000_000_000);
    const gone = await call("DELETE", URL, alice, { followed_analyst: { analyst_id: 2_000_000_000 } });
    expect(gone.statusCode).toBe(404);
    expect(details(gone)?.analystId).toBe(2_000_000_000);
    for (const body of [{}, { followed_analyst: { analyst_id: "x" } }, { followed_analyst: { analyst_id: -1 } }]) {
      const bad = await call("POST", URL, alice, body);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe("VALIDATION_FAILED");
    }
  });

  it("reorders with followed_analysts{analyst_ids} and refuses any other set with 422", async () => {
    const [ada, grace, alan] = w.analysts as [number, number, number];
    await call("POST", URL, alice, { followed_analyst: { analyst_id: grace } });
    await call("POST", URL, alice, { followed_analyst: { analyst_id: alan } });
    expect((await list(alice)).followedAnalysts.map((a) => a.id)).toEqual([ada, grace, alan]);
    const res = await call("PATCH", URL, alice, { followed_analysts: { analyst_ids: [alan, ada, grace] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ followedAnalysts: FollowedAnalyst[] }>().followedAnalysts.map((a) => a.id)).toEqual([
      alan,
      ada,
      grace,
    ]);
    expect((await list(alice)).followedAnalysts.map((a) => a.id)).toEqual([alan, ada, grace]);
    for (const ids of [
      [alan, ada],
      [alan, ada, grace, grace],
      [alan, ada, w.analysts[3]!],
    ]) {
      const bad = await call("PATCH", URL, alice, { followed_analysts: { analyst_ids: ids } });
      expect(bad.statusCode).toBe(422);
      expect(errorOf(bad).code).toBe("FOLLOWED_ANALYSTS_ORDER_INVALID");
    }
    expect((await list(alice)).followedAnalysts.map((a) => a.id)).toEqual([alan, ada, grace]);
  });

  it("pages and sorts the list", async () => {
    const page1 = await list(alice, "?limit=2");
    expect(page1.followedAnalysts).toHaveLength(2);
    expect(page1).toMatchObject({ total: 3, page: 1, hasMore: true });
    const page2 = await list(alice, "?limit=2&page=2");
    expect(page2.followedAnalysts).toHaveLength(1);
    expect(page2.hasMore).toBe(false);
    const byName = await list(alice, "?sort=name");
    expect(byName.followedAnalysts.map((a) => a.name)).toEqual([
      "Ada Lovelace follows",
      "Alan Turing follows",
      "Grace Hopper follows",
    ]);
    const byCall = await list(alice, "?sort=latest_call");
    // Ada's call of June 20 is the latest known; Grace's of July 15 is after the market date.
    expect(byCall.followedAnalysts.map((a) => a.id)).toEqual([w.analysts[0], w.analysts[1], w.analysts[2]]);
    const bad = await call("GET", `${URL}?sort=nonsense`, alice);
    expect(bad.statusCode).toBe(400);
  });

  it("answers the stats", async () => {
    const res = await call("GET", `${URL}/stats`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      limit: FOLLOWED_ANALYST_LIMITS.perUser,
      firms: 2,
      callsLast30Days: 2,
      latestCallDate: "2024-06-20",
      subscribedToFollowedAnalysts: false,
    });
  });

  it("lists the followed analysts' calls newest first up to the market date, each against the previous call", async () => {
    const res = await call("GET", `${URL}/events`, alice);
    expect(res.statusCode).toBe(200);
    const { events, hasMore } = res.json<{ events: AnalystCall[]; hasMore: boolean }>();
    expect(hasMore).toBe(false);
    expect(events.map((e) => [e.date, e.ticker, e.action])).toEqual([
      ["2024-06-20", "FOLLOWSB", "initiated"],
      ["2024-06-03", "FOLLOWSB", "target_change"],
      ["2024-05-02", "FOLLOWSA", "upgrade"],
      ["2024-03-01", "FOLLOWSB", "initiated"],
      ["2024-01-10", "FOLLOWSA", "initiated"],
    ]);
    expect(events[2]!.headline).toBe(
      "Ada Lovelace follows (follows Capital) upgrades FOLLOWSA to Buy from Hold, target $120.00",
    );
    expect(events[1]!.headline).toBe(
      "Grace Hopper follows (follows Securities) raises FOLLOWSB target to $55.00 from $50.00 (Buy)",
    );
    const since = await call("GET", `${URL}/events?since=2024-05-02&limit=1`, alice);
    expect(since.json<{ events: AnalystCall[]; hasMore: boolean }>()).toMatchObject({
      hasMore: true,
      events: [{ date: "2024-06-20" }],
    });
  });

  it("gives a free member only the calls made before the current ones, and no latest call", async () => {
    const [, grace, alan] = w.analysts as [number, number, number];
    // A call older than 12 months before the market date counts toward no current figure.
    await insertCall(t.database.db, {
      analystId: alan,
      companyId: w.companies[0]!.id,
      date: "2023-01-05",
      rating: "buy",
      target: 80,
    });
    const erin = await insertSignedInUser(t.database.db);
    for (const id of [grace, alan])
      expect((await call("POST", URL, erin, { followed_analyst: { analyst_id: id } })).statusCode).toBe(200);
    const res = await call("GET", `${URL}/events`, erin);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ events: AnalystCall[]; premiumCallsFrom: string | null }>();
    expect(answer.premiumCallsFrom).toBe("2023-06-28");
    expect(answer.events.map((e) => [e.date, e.analystId, e.ticker])).toEqual([["2023-01-05", alan, "FOLLOWSA"]]);
    expect((await list(erin)).followedAnalysts.map((a) => a.latestCall)).toEqual([null, null]);
    // With Premium the same calls are all there.
    const premium = await call("GET", `${URL}/events`, alice);
    expect(premium.json<{ premiumCallsFrom: string | null }>().premiumCallsFrom).toBeNull();
    for (const id of [grace, alan]) await call("DELETE", URL, erin, { followed_analyst: { analyst_id: id } });
  });

  it("unfollows and answers unfollowedAnalystIds; none when the analyst was not followed", async () => {
    const [, , alan, edsger] = w.analysts as [number, number, number, number];
    const res = await call("DELETE", URL, alice, { followed_analyst: { analyst_id: alan } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unfollowedAnalystIds: [alan] });
    const none = await call("DELETE", URL, alice, { followed_analyst: { analyst_id: edsger } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ unfollowedAnalystIds: [] });
    expect((await list(alice)).followedAnalysts.map((a) => a.id)).toEqual([w.analysts[0], w.analysts[1]]);
  });

  it("never lets one member see or change another's follows", async () => {
    const [ada, grace] = w.analysts as [number, number];
    expect((await list(bob)).total).toBe(0);
    expect((await call("GET", `${URL}/events`, bob)).json<{ events: unknown[] }>().events).toEqual([]);
    // Bob cannot unfollow Alice's analyst or reorder her list.
    const unfollow = await call("DELETE", URL, bob, { followed_analyst: { analyst_id: ada } });
    expect(unfollow.json()).toEqual({ unfollowedAnalystIds: [] });
    const reorder = await call("PATCH", URL, bob, { followed_analysts: { analyst_ids: [grace, ada] } });
    expect(reorder.statusCode).toBe(422);
    expect((await list(alice)).followedAnalysts.map((a) => a.id)).toEqual([ada, grace]);
  });

  it("follows a list at onboarding, all or nothing", async () => {
    const [ada, grace, alan, edsger] = w.analysts as [number, number, number, number];
    const bad = await call("POST", `${URL}/onboard`, bob, { analyst_ids: [alan, 2_000_000_001] });
    expect(bad.statusCode).toBe(404);
    expect(details(bad)?.analystId).toBe(2_000_000_001);
    expect((await list(bob)).total).toBe(0);
    const empty = await call("POST", `${URL}/onboard`, bob, { analyst_ids: [] });
    expect(empty.statusCode).toBe(400);
    const res = await call("POST", `${URL}/onboard`, bob, { analyst_ids: [edsger, alan, edsger] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ followedAnalysts: FollowedAnalyst[] }>().followedAnalysts.map((a) => a.id)).toEqual([
      edsger,
      alan,
    ]);
    const again = await call("POST", `${URL}/onboard`, bob, { analyst_ids: [ada, alan] });
    expect(again.json<{ followedAnalysts: FollowedAnalyst[] }>().followedAnalysts.map((a) => a.id)).toEqual([
      edsger,
      alan,
      ada,
    ]);
    void grace;
  });

  it("suggests the most followed analysts first", async () => {
    const res = await call("GET", `${URL}/suggestions`, bob);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ analysts: { id: number; followers: number }[] }>().analysts.map((a) => a.id);
    // Ada is followed by both members.
    expect(ids[0]).toBe(w.analysts[0]);
    // Among analysts nobody follows, the best ranked come before those with more calls.
    const ranked = 700_001;
    await t.database.db
      .insertInto("analysts")
      .values({ id: ranked, name: "Ranked First", firm_id: w.firms[0]! })
      .execute();
    await t.database.db
      .insertInto("analyst_scores")
      .values({
        analyst_id: ranked,
        firm_id: w.firms[0]!,
        as_of: w.asOf,
        ratings: 40,
        calls: 30,
        successes: 20,
        target_calls: 10,
        target_hits: 5,
        score: 0.05,
        rank: 1,
        ranked_count: 1,
        is_top: true,
      })
      .execute();
    // And one unranked analyst with calls of the last year.
    const busy = 700_002;
    await t.database.db
      .insertInto("analysts")
      .values({ id: busy, name: "Busy Caller", firm_id: w.firms[1]! })
      .execute();
    for (const date of ["2024-02-01", "2024-03-01", "2024-04-01"])
      await insertCall(t.database.db, {
        analystId: busy,
        companyId: w.companies[0]!.id,
        date,
        rating: "hold",
        target: 70,
      });
    const carol = await insertSignedInUser(t.database.db);
    const again = (await call("GET", `${URL}/suggestions`, carol)).json<{
      analysts: { id: number; followers: number }[];
    }>();
    const unfollowed = again.analysts.filter((a) => a.followers === 0).map((a) => a.id);
    expect(unfollowed).toEqual([ranked, busy]);
  });

  it("turns the digest on and off with PATCH /api/users user{subscribed_to_followed_analysts}", async () => {
    const on = await call("PATCH", "/api/users", alice, { user: { subscribed_to_followed_analysts: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ user: { subscribedToFollowedAnalysts: true } });
    expect((await list(alice)).subscribedToFollowedAnalysts).toBe(true);
    expect((await list(bob)).subscribedToFollowedAnalysts).toBe(false);
    const off = await call("PATCH", "/api/users", alice, { user: { subscribed_to_followed_analysts: false } });
    expect(off.json()).toEqual({ user: { subscribedToFollowedAnalysts: false } });
    const empty = await call("PATCH", "/api/users", alice, { user: {} });
    expect(empty.statusCode).toBe(400);
    const guest = await call("PATCH", "/api/users", null, { user: { subscribed_to_followed_analysts: true } });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses a follow beyond the limit with 409 naming the analyst", async () => {
    const carol = await insertSignedInUser(t.database.db);
    const firm = w.firms[0]!;
    const ids = Array.from({ length: FOLLOWED_ANALYST_LIMITS.perUser + 1 }, (_, i) => 800_000 + i);
    await t.database.db
      .insertInto("analysts")
      .values(ids.map((id) => ({ id, name: `Analyst ${id}`, firm_id: firm })))
      .execute();
    const first = await call("POST", `${URL}/onboard`, carol, { analyst_ids: ids.slice(0, -1) });
    expect(first.statusCode).toBe(200);
    const over = await call("POST", URL, carol, { followed_analyst: { analyst_id: ids.at(-1) } });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toMatchObject({
      code: "FOLLOWED_ANALYSTS_LIMIT_REACHED",
      message: "You can follow at most 200 analysts.",
    });
    expect(details(over)?.analystId).toBe(ids.at(-1));
    expect((await list(carol)).total).toBe(FOLLOWED_ANALYST_LIMITS.perUser);
  });

  it("goes with the member when the account is deleted", async () => {
    const dave = await insertSignedInUser(t.database.db);
    await call("POST", URL, dave, { followed_analyst: { analyst_id: w.analysts[0] } });
    await t.database.db.deleteFrom("users").where("id", "=", dave.userId).execute();
    const left = await t.database.db
      .selectFrom("followed_analysts")
      .select("analyst_id")
      .where("user_id", "=", dave.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
