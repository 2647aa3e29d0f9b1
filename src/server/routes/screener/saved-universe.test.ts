import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import type { SavedScreener } from "../../../domain/screener/saved";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";

// Saved screens over a member's own list (decision 072): saved with u, refused for another
// member's list, opened over the list as it is then, and no longer run once the list is deleted.

describe("saved screens over a member's own list", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let companies: { id: number; ticker: string }[];
  const call = jsonCaller(() => t.app);
  const page = (user: SignedInUser, url: string) =>
    t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
  const ids = (res: { json: <T>() => T }) => res.json<{ rows: { id: number }[] }>().rows.map((r) => r.id);

  async function watchlist(user: SignedInUser, name: string, companyIds: number[]) {
    const list = await t.database.db
      .insertInto("watchlists")
      .values({ user_id: user.userId, name, subscription_frequency: "weekly" })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const id of companyIds)
      await t.database.db.insertInto("watchlist_companies").values({ watchlist_id: list.id, company_id: id }).execute();
    return list.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 8, seed: "saved-universe", asOf: "2019-06-28" }),
      skip: ["rating"],
    });
    await t.app.screener.reload();
    companies = await t.database.db.selectFrom("companies").select(["id", "ticker"]).orderBy("id").execute();
    alice = await insertSignedInUser(t.database.db);
    bob = await insertSignedInUser(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("saves a screen with the member's own list and opens it over the list as it is now", async () => {
    const [a, b, c] = companies;
    const tech = await watchlist(alice, "Tech names", [a!.id, b!.id]);
    const res = await call("POST", "/api/screener/saved", alice, {
      name: "My tech",
      f: { mcap: "1," },
      s: "mcap",
      sd: "desc",
      u: `watchlist:${tech}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<{ savedScreener: SavedScreener }>().savedScreener;
    expect(saved).toMatchObject({
      u: `watchlist:${tech}`,
      universe: { kind: "watchlist", id: tech, name: "Tech names" },
      url: `/stock-screener?f[mcap]=1,&s=mcap&sd=desc&u=watchlist:${tech}`,
    });
    const listed = (await call("GET", "/api/screener/saved", alice)).json<{ savedScreeners: SavedScreener[] }>();
    expect(listed.savedScreeners.find((s) => s.id === saved.id)?.universe?.name).toBe("Tech names");

    // Opening it runs on the list as it is now: a company added since is in the screen.
    await t.database.db.insertInto("watchlist_companies").values({ watchlist_id: tech, company_id: c!.id }).execute();
    const query = saved.url.split("?")[1]!;
    const rows = await call("GET", `/api/screener/companies?${query}`, alice);
    expect(rows.statusCode, rows.body).toBe(200);
    expect(ids(rows).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    const opened = await page(alice, saved.url);
    expect(opened.statusCode).toBe(200);
    // The page's links keep the list, and its chip names it.
    expect(opened.body).toContain(`u=watchlist:${tech}`);
    expect(opened.body).toContain("Watchlist: Tech names");
    const savedPage = await page(alice, "/stock-screener/saved");
    expect(savedPage.body).toContain("Watchlist: Tech names");
    expect(savedPage.body).toContain("3 companies today");
  });

  it("answers another member's or an unknown list with the screener's 404, and a malformed u with 400", async () => {
    const theirs = await watchlist(bob, "Bob's", [companies[0]!.id]);
    const portfolio = await call("POST", "/api/users/portfolios", bob, { portfolio: { name: "Bob's money" } });
    const bobsPortfolio = portfolio.json<{ portfolio: { id: number } }>().portfolio.id;
    for (const [u, code] of [
      [`watchlist:${theirs}`, "WATCHLIST_NOT_FOUND"],
      [`portfolio:${bobsPortfolio}`, "PORTFOLIO_NOT_FOUND"],
      ["portfolio:999999999", "PORTFOLIO_NOT_FOUND"],
    ] as const) {
      const res = await call("POST", "/api/screener/saved", alice, { name: "Not mine", u });
      expect(res.statusCode, u).toBe(404);
      expect(errorOf(res).code).toBe(code);
      // The screener itself answers the same.
      expect(errorOf(await call("GET", `/api/screener/companies?u=${u}`, alice)).code).toBe(code);
    }
    const mine = (await call("POST", "/api/screener/saved", alice, { name: "Mine" })).json<{
      savedScreener: SavedScreener;
    }>().savedScreener;
    const replaced = await call("PUT", `/api/screener/saved/${mine.id}`, alice, { u: `watchlist:${theirs}` });
    expect(replaced.statusCode).toBe(404);
    expect(errorOf(replaced).code).toBe("WATCHLIST_NOT_FOUND");
    const bad = await call("POST", "/api/screener/saved", alice, { name: "Bad", u: "everything" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "SCREENER_QUERY_INVALID", details: { parameter: "u" } } });
    const none = (await call("GET", "/api/screener/saved", alice)).json<{ savedScreeners: SavedScreener[] }>();
    expect(none.savedScreeners.map((s) => s.name)).not.toContain("Not mine");
  });

  it("keeps a portfolio's screen over what it holds, and refuses to run one whose list was deleted", async () => {
    const created = await call("POST", "/api/users/portfolios", alice, { portfolio: { name: "Retirement" } });
    const p = created.json<{ portfolio: { id: number } }>().portfolio.id;
    const [, , , d] = companies;
    const buy = await call("POST", `/api/users/portfolios/${p}/transactions`, alice, {
      transaction: { date: "2019-01-07", kind: "buy", company_id: d!.id, shares: 2, price: 50 },
    });
    expect(buy.statusCode, buy.body).toBe(201);
    const saved = (await call("POST", "/api/screener/saved", alice, { name: "Held", u: `portfolio:${p}` })).json<{
      savedScreener: SavedScreener;
    }>().savedScreener;
    expect(saved.url).toBe(`/stock-screener?u=portfolio:${p}`);
    expect(ids(await call("GET", `/api/screener/companies?u=portfolio:${p}`, alice))).toEqual([d!.id]);

    expect((await call("DELETE", `/api/users/portfolios/${p}`, alice)).statusCode).toBe(204);
    const listed = (await call("GET", "/api/screener/saved", alice)).json<{ savedScreeners: SavedScreener[] }>();
    const orphan = listed.savedScreeners.find((s) => s.id === saved.id)!;
    // The screen still names its list, which is gone: it is not run over the whole market.
    expect(orphan.universe).toEqual({ kind: "portfolio", id: p, name: null });
    expect((await page(alice, orphan.url)).statusCode).toBe(404);
    const savedPage = await page(alice, "/stock-screener/saved");
    expect(savedPage.body).toContain("Portfolio deleted");
    expect(savedPage.body).toContain("No longer runs");
    expect(savedPage.body).toContain("Open its filters on the whole market");
  });
});
