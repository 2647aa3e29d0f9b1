import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithMarket, type TestApp } from "../../../../test/support/app";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { createSavedScreener } from "../../../db/repositories/saved-screeners";
import type { SessionUser } from "../../../db/repositories/sessions";
import type { OnboardingCompany } from "../../../domain/contracts/onboarding";
import type { Watchlist } from "../../../domain/contracts/watchlists";
import { dashboardPagesReader } from "../../page-readers/dashboard/dashboard-pages";

// Onboarding calls (spec 7's /api/users/watchlists/onboard and /api/users/onboard;
// decision 025) and the dashboard's data, against a small demo market: guests refused, bad
// input 4xx with stable codes and nothing changed, one member never reaching another's data.

describe("onboarding API and the dashboard", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let companyIds: number[];
  beforeAll(async () => {
    ({ t, companyIds } = await createTestAppWithMarket("onboarding-api"));
    alice = await insertSignedInUser(t.database.db, { watchlists: ["My Watchlist", "Later"] });
    bob = await insertSignedInUser(t.database.db, { watchlists: ["My Watchlist"] });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = jsonCaller(() => t.app);
  const error = errorOf;
  const companiesOf = async (watchlistId: number) =>
    (
      await t.database.db
        .selectFrom("watchlist_companies")
        .select("company_id")
        .where("watchlist_id", "=", watchlistId)
        .orderBy("position")
        .execute()
    ).map((r) => r.company_id);
  const sessionUser = (u: SignedInUser, planTypes: SessionUser["planTypes"] = []): SessionUser => ({
    sessionId: "test",
    userId: u.userId,
    email: u.email,
    confirmedAt: new Date(),
    cioId: null,
    cioUnsubscribed: false,
    countryCode: null,
    subscribedToFollowedAnalysts: false,
    planTypes,
    everPremium: false,
  });

  it("refuses guests with 401 on every onboarding call", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/users/watchlists/onboard", { company_ids: [companyIds[0]] }],
      ["POST", "/api/users/onboard", { subscription_frequency: "weekly" }],
      ["GET", "/api/users/onboard/companies", undefined],
    ] as const) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, url).toBe(401);
      expect(error(res).code).toBe("SIGN_IN_REQUIRED");
    }
  });

  it("offers the largest companies by market cap, and search hits with their ids", async () => {
    const popular = (await call("GET", "/api/users/onboard/companies", alice)).json<{
      companies: OnboardingCompany[];
    }>().companies;
    const snapshot = t.app.screener.snapshot;
    const caps = popular.map((c) => snapshot.value("mcap", snapshot.rowOf(c.id)!) ?? 0);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const largest = Math.max(...companyIds.map((id) => snapshot.value("mcap", snapshot.rowOf(id)!) ?? 0));
    expect(caps[0]).toBe(largest);
    expect(new Set(popular.map((c) => c.id)).size).toBe(popular.length);
    for (const c of popular) expect(c.url).toMatch(/^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
    const company = await t.database.db
      .selectFrom("companies")
      .select(["id", "ticker"])
      .where("id", "=", companyIds[3]!)
      .executeTakeFirstOrThrow();
    const found = (
      await call("GET", `/api/users/onboard/companies?q=${encodeURIComponent(company.ticker)}`, alice)
    ).json<{ companies: OnboardingCompany[] }>().companies;
    expect(found[0]).toMatchObject({ id: company.id, ticker: company.ticker });
  });

  it("fills the first watchlist, keeping what it held, and renames it when asked", async () => {
    const [first] = alice.watchlistIds;
    await t.database.db
      .insertInto("watchlist_companies")
      .values({ watchlist_id: first!, company_id: companyIds[5]!, position: 0 })
      .execute();
    const res = await call("POST", "/api/users/watchlists/onboard", alice, {
      company_ids: [companyIds[0], companyIds[1], companyIds[0], companyIds[5]],
      name: "Core holdings",
    });
    expect(res.statusCode).toBe(200);
    const watchlist = res.json<{ watchlist: Watchlist }>().watchlist;
    expect(watchlist).toMatchObject({ id: first, name: "Core holdings" });
    expect(watchlist.companies).toEqual([companyIds[5], companyIds[0], companyIds[1]]);
    expect(await companiesOf(alice.watchlistIds[1]!)).toEqual([]);
  });

  it("refuses bad input with stable codes and changes nothing", async () => {
    const [first] = bob.watchlistIds;
    const before = await companiesOf(first!);
    const cases: [unknown, number, string][] = [
      [{ company_ids: [] }, 400, "VALIDATION_FAILED"],
      [{}, 400, "VALIDATION_FAILED"],
      [{ company_ids: ["1"] }, 400, "VALIDATION_FAILED"],
      [{ company_ids: [companyIds[0], 999_999] }, 404, "COMPANY_NOT_FOUND"],
      [{ company_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 400, "VALIDATION_FAILED"],
      [{ company_ids: [companyIds[0]], name: " " }, 400, "VALIDATION_FAILED"],
    ];
    for (const [body, status, code] of cases) {
      const res = await call("POST", "/api/users/watchlists/onboard", bob, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(error(res).code).toBe(code);
    }
    const bad = await call("POST", "/api/users/onboard", bob, { subscription_frequency: "hourly" });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).code).toBe("VALIDATION_FAILED");
    expect(await companiesOf(first!)).toEqual(before);
    const row = await t.database.db
      .selectFrom("users")
      .select("onboarded_at")
      .where("id", "=", bob.userId)
      .executeTakeFirstOrThrow();
    expect(row.onboarded_at).toBeNull();
  });

  it("refuses a first watchlist over 500 companies in all with WATCHLIST_FULL", async () => {
    const carol = await insertSignedInUser(t.database.db, { watchlists: ["My Watchlist"] });
    // 500 companies to hold: the demo market has 12, so list 500 more.
    const fillers = (
      await t.database.db
        .insertInto("companies")
        .values(
          // Explicit ids: the demo market writes its own, so the sequence is behind them.
          Array.from({ length: 500 }, (_, i) => ({
            id: 2_000_000 + i,
            exchange: "NYSE" as const,
            ticker: `ZZ${String(i).padStart(4, "0")}`,
            name: `Filler ${i}`,
            source: "demo" as const,
          })),
        )
        .returning("id")
        .execute()
    ).map((r) => r.id);
    expect(fillers).toHaveLength(500);
    expect((await call("POST", "/api/users/watchlists/onboard", carol, { company_ids: fillers })).statusCode).toBe(200);
    const over = await call("POST", "/api/users/watchlists/onboard", carol, { company_ids: [companyIds[0]] });
    expect(over.statusCode).toBe(409);
    expect(error(over).code).toBe("WATCHLIST_FULL");
    expect(await companiesOf(carol.watchlistIds[0]!)).toHaveLength(500);
  });

  it("marks the member onboarded and sets the first watchlist's digest", async () => {
    const reader = () => dashboardPagesReader(t.database.db, t.app.screener, sessionUser(bob), false);
    expect((await reader().onboarding())?.onboarded).toBe(false);
    const weekly = await call("POST", "/api/users/onboard", bob, { subscription_frequency: "monthly" });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json()).toMatchObject({
      user: { onboarded: true },
      watchlist: { id: bob.watchlistIds[0], subscribed: true, subscriptionFrequency: "monthly" },
    });
    expect((await reader().onboarding())?.onboarded).toBe(true);
    const none = await call("POST", "/api/users/onboard", bob, { subscription_frequency: "none" });
    expect(none.json()).toMatchObject({ watchlist: { subscribed: false, subscriptionFrequency: "monthly" } });
    const nothing = await call("POST", "/api/users/onboard", bob, {});
    expect(nothing.json()).toMatchObject({ user: { onboarded: true }, watchlist: { subscribed: false } });
    // Alice's watchlist was not touched by Bob's calls.
    const alices = await t.database.db
      .selectFrom("watchlists")
      .select(["subscribed"])
      .where("user_id", "=", alice.userId)
      .execute();
    expect(alices.every((w) => w.subscribed === false)).toBe(true);
  });

  it("never reaches another member's watchlist: the calls work on the caller's own first one", async () => {
    const before = await companiesOf(alice.watchlistIds[0]!);
    const res = await call("POST", "/api/users/watchlists/onboard", bob, { company_ids: [companyIds[7]] });
    expect(res.json<{ watchlist: Watchlist }>().watchlist.id).toBe(bob.watchlistIds[0]);
    expect(await companiesOf(alice.watchlistIds[0]!)).toEqual(before);
  });

  it("shows each watchlist's day moves, biggest first, and saved screeners with their counts", async () => {
    await createSavedScreener(t.database.db, alice.userId, {
      name: "Two companies",
      description: null,
      filters: `f[cid]=${companyIds[0]},${companyIds[1]}`,
      tab: null,
      sortColumn: null,
      sortDirection: null,
    });
    await createSavedScreener(t.database.db, alice.userId, {
      name: "Premium only",
      description: null,
      filters: "f[zr]=A",
      tab: null,
      sortColumn: null,
      sortDirection: null,
    });
    const dashboard = await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(alice), false).dashboard();
    expect(dashboard).not.toBeNull();
    const [core, later] = dashboard!.watchlists;
    expect(core!.watchlist.name).toBe("Core holdings");
    expect(core!.size).toBe(3);
    expect(later!.moves).toEqual([]);
    const snapshot = t.app.screener.snapshot;
    for (const m of core!.moves) expect(m.change).toBe(snapshot.value("chg1d", snapshot.rowOf(m.id)!));
    const changes = core!.moves.map((m) => Math.abs(m.change!));
    expect(changes.every((c) => Number.isFinite(c))).toBe(true);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(core!.moves.every((m) => typeof m.price === "number" && m.price > 0)).toBe(true);
    expect(dashboard!.savedScreeners).toEqual([
      expect.objectContaining({ name: "Two companies", count: 2 }),
      expect.objectContaining({ name: "Premium only", count: null }),
    ]);
    expect(dashboard!.companyCount).toBe(3);
    // Bob's dashboard has none of Alice's.
    const bobs = await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(bob), false).dashboard();
    expect(bobs!.savedScreeners).toEqual([]);
    expect(bobs!.watchlists.map((w) => w.watchlist.id)).toEqual(bob.watchlistIds);
    expect(await dashboardPagesReader(t.database.db, t.app.screener, undefined, false).dashboard()).toBeNull();
  });

  it("shows the next dated events and the latest market events of the member's own companies only", async () => {
    const dana = await insertSignedInUser(t.database.db, { watchlists: ["Dated", "Hidden"] });
    const erin = await insertSignedInUser(t.database.db, { watchlists: ["Erin's"] });
    const [mine, hidden, hers] = [companyIds.slice(0, 4), companyIds.slice(4, 6), companyIds.slice(6, 9)];
    const fill = (watchlistId: number, ids: number[]) =>
      t.database.db
        .insertInto("watchlist_companies")
        .values(ids.map((company_id, position) => ({ watchlist_id: watchlistId, company_id, position })))
        .execute();
    await fill(dana.watchlistIds[0]!, mine);
    await fill(dana.watchlistIds[1]!, hidden);
    await fill(erin.watchlistIds[0]!, hers);
    await t.database.db
      .updateTable("watchlists")
      .set({ hidden: true })
      .where("id", "=", dana.watchlistIds[1]!)
      .execute();
    // A Zen Rating grade change (the rating step was skipped), the newest event of Dana's companies.
    await t.database.db
      .insertInto("market_events")
      .values({
        company_id: mine[0]!,
        date: "2019-06-28",
        kind: "grade_change",
        payload: JSON.stringify({ grade: "A", previous: "B" }),
      })
      .execute();

    const free = (await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(dana), false).dashboard())!;
    const premium = (await dashboardPagesReader(
      t.database.db,
      t.app.screener,
      sessionUser(dana, ["premium"]),
      true,
    ).dashboard())!;
    const snapshot = t.app.screener.snapshot;
    const { upcoming } = free.events;
    expect(upcoming.length).toBeGreaterThan(0);
    const dates = upcoming.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    for (const e of upcoming) {
      expect(mine).toContain(e.companyId);
      expect(e.date >= snapshot.asOf!).toBe(true);
      const column = e.kind === "earnings" ? "ned" : "exd";
      const day = snapshot.value(column, snapshot.rowOf(e.companyId)!);
      expect(new Date(day! * 86_400_000).toISOString().slice(0, 10)).toBe(e.date);
    }

    const latest = free.events.latest;
    expect(latest.length).toBeGreaterThan(0);
    const eventDates = latest.map((e) => e.date);
    expect(eventDates).toEqual([...eventDates].sort().reverse());
    for (const e of [...latest, ...premium.events.latest]) expect(mine).toContain(e.companyId);
    expect(latest.some((e) => e.kind === "grade_change")).toBe(false);
    expect(premium.events.latest[0]).toMatchObject({ kind: "grade_change", companyId: mine[0], date: "2019-06-28" });
    // The same events the watchlist's own events call answers the member.
    const answer = await call("GET", `/api/users/watchlists/${dana.watchlistIds[0]}/events?limit=10`, dana);
    expect(latest.map((e) => e.id)).toEqual(answer.json<{ events: { id: number }[] }>().events.map((e) => e.id));

    // Erin's dashboard shows her companies only.
    const erins = (await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(erin), false).dashboard())!;
    for (const e of [...erins.events.upcoming, ...erins.events.latest]) expect(hers).toContain(e.companyId);
  });

  it("shows the companies that entered each saved screen since the record of the market date before", async () => {
    const fay = await insertSignedInUser(t.database.db, { watchlists: ["Fay's"] });
    const [a, b, c] = companyIds as [number, number, number];
    const save = (name: string, filters: string) =>
      createSavedScreener(t.database.db, fay.userId, {
        name,
        description: null,
        filters,
        tab: null,
        sortColumn: null,
        sortDirection: null,
      });
    const picked = await save("Picked", `f[cid]=${a},${b},${c}`);
    const premiumOnly = await save("Premium only", "f[zr]=A");
    const read = async () =>
      (await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(fay), false).dashboard())!.savedScreeners;
    const asOf = t.app.screener.snapshot.asOf!;

    // A first record has nothing to compare with: no entries, and the ids are kept for the next market date.
    expect((await read()).map((s) => s.entries)).toEqual([null, null]);
    const records = await t.database.db
      .selectFrom("saved_screener_entries")
      .selectAll()
      .where("saved_screener_id", "in", [picked.id, premiumOnly.id])
      .execute();
    expect(records.map((r) => r.saved_screener_id)).toEqual([picked.id]);
    expect(records[0]!.company_ids).toEqual([a, b, c].sort((x, y) => x - y));

    // As if the record were of the market date before, when the screen matched A only.
    await t.database.db
      .updateTable("saved_screener_entries")
      .set({ as_of: "2019-06-27", company_ids: [a] })
      .where("saved_screener_id", "=", picked.id)
      .execute();
    const [withEntries, locked] = await read();
    expect(locked).toMatchObject({ id: premiumOnly.id, count: null, entries: null });
    expect(withEntries!.entries).toMatchObject({ since: "2019-06-27", asOf, total: 2 });
    const entered = withEntries!.entries!.companies;
    expect(entered.map((e) => e.id).sort()).toEqual([b, c].sort());
    const snapshot = t.app.screener.snapshot;
    // Largest first, by the snapshot's market-cap order, and linked to the company pages.
    expect(entered.map((e) => snapshot.rowOf(e.id)!)).toEqual(
      entered.map((e) => snapshot.rowOf(e.id)!).sort((x, y) => x - y),
    );
    for (const e of entered) expect(e.url).toMatch(/^\/stocks\/us\//);
    // Read again on the same market date: the same entries, not "nothing new".
    expect((await read())[0]!.entries).toEqual(withEntries!.entries);

    // An edited screen starts over rather than calling its new matches entries.
    await t.database.db
      .updateTable("saved_screeners")
      .set({ filters: `f[cid]=${a}` })
      .where("id", "=", picked.id)
      .execute();
    expect((await read())[0]!.entries).toBeNull();

    // Another member's dashboard holds none of Fay's screens.
    const bobs = await dashboardPagesReader(t.database.db, t.app.screener, sessionUser(bob), false).dashboard();
    expect(bobs!.savedScreeners.map((s) => s.id)).not.toContain(picked.id);
  });
});
