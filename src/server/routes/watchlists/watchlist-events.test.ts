import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import type { EventsAnswer, IndividualEventsAnswer } from "../../../domain/contracts/market-events";

// A watchlist's market events (decision 024) on a small demo market: its companies' events only,
// newest first and paged, and per company; the owner only; grade changes for Premium.

describe("watchlist events API", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  let watched: number[];
  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 10, seed: "watchlist-events", asOf: "2019-06-28" }),
      skip: ["rating"],
    });
    const companies = (await t.database.db.selectFrom("companies").select("id").orderBy("id").execute()).map(
      (r) => r.id,
    );
    watched = companies.slice(0, 3);
    alice = await insertSignedInUser(t.database.db, { watchlists: ["Mine"] });
    bob = await insertSignedInUser(t.database.db, { watchlists: ["Bob's"] });
    carol = await insertSignedInUser(t.database.db, { watchlists: ["Carol's"], premium: true });
    for (const user of [alice, bob, carol])
      await t.database.db
        .insertInto("watchlist_companies")
        .values(watched.map((company_id, position) => ({ watchlist_id: user.watchlistIds[0]!, company_id, position })))
        .execute();
    // A Zen Rating grade change (the rating step was skipped to stay quick).
    await t.database.db
      .insertInto("market_events")
      .values({
        company_id: watched[0]!,
        date: "2019-06-27",
        kind: "grade_change",
        payload: JSON.stringify({ grade: "A", previous: "B" }),
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, user: SignedInUser | null) =>
    t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
  const base = (user: SignedInUser) => `/api/users/watchlists/${user.watchlistIds[0]}`;

  it("answers a guest 401 and another user's watchlist 404 'No watchlist found!' on both", async () => {
    for (const path of ["events", "individual-events"]) {
      expect((await get(`${base(alice)}/${path}`, null)).statusCode).toBe(401);
      const res = await get(`${base(bob)}/${path}`, alice);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "WATCHLIST_NOT_FOUND", message: "No watchlist found!" });
    }
  });

  it("lists the watchlist's companies' events, newest first, in pages", async () => {
    const all = (await get(`${base(alice)}/events?limit=200`, alice)).json<EventsAnswer>();
    expect(all.events.length).toBeGreaterThan(4);
    expect(new Set(all.events.map((e) => e.companyId)).size).toBeGreaterThan(0);
    for (const e of all.events) expect(watched).toContain(e.companyId);
    const dates = all.events.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.events[0]!.headline).toMatch(new RegExp(`^.*${all.events[0]!.ticker}`));
    expect(all.events[0]!.url).toMatch(/^\/stocks\/us\//);
    const first = (await get(`${base(alice)}/events?limit=2`, alice)).json<EventsAnswer>();
    const second = (await get(`${base(alice)}/events?limit=2&page=2`, alice)).json<EventsAnswer>();
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect([...first.events, ...second.events].map((e) => e.id)).toEqual(all.events.slice(0, 4).map((e) => e.id));
    expect((await get(`${base(alice)}/events?limit=500`, alice)).statusCode).toBe(400);
  });

  it("removes Zen Rating grade changes for a free member and shows them to Premium", async () => {
    const free = (await get(`${base(alice)}/events?limit=200`, alice)).json<EventsAnswer>();
    expect(free.events.some((e) => e.kind === "grade_change")).toBe(false);
    const premium = (await get(`${base(carol)}/events?limit=200`, carol)).json<EventsAnswer>();
    const grade = premium.events.find((e) => e.kind === "grade_change");
    expect(grade?.headline).toBe(`${grade?.ticker}'s Zen Rating moved from B to A`);
    expect(premium.events.length).toBe(free.events.length + 1);
    const grouped = (await get(`${base(alice)}/individual-events`, alice)).json<IndividualEventsAnswer>();
    expect(grouped.companies.flatMap((c) => c.events).some((e) => e.kind === "grade_change")).toBe(false);
  });

  it("groups the latest events per company", async () => {
    const grouped = (await get(`${base(alice)}/individual-events`, alice)).json<IndividualEventsAnswer>();
    expect(grouped.companies.length).toBeGreaterThan(0);
    for (const c of grouped.companies) {
      expect(watched).toContain(c.companyId);
      expect(c.events.length).toBeLessThanOrEqual(10);
      for (const e of c.events) expect(e.companyId).toBe(c.companyId);
    }
  });
});
