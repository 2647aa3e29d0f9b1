import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";
import { grantPremium, insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import type { ScreenBacktest } from "../../../domain/contracts/screen-backtests";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { loadConfig } from "../../config";
import { JOBS_SCHEMA } from "../../jobs/job-runner";
import { screenBacktest } from "../../jobs/screen-backtest";
import { createLogger } from "../../plugins/request-logging";

// A member backtests a saved screen: the run is queued as a pg-boss job, its worker writes the
// result, and the answer holds what the member's plan allows; nobody reaches another's screen.

describe("saved screen backtests", () => {
  let t: TestApp;
  let free: SignedInUser;
  let premium: SignedInUser;
  let other: SignedInUser;
  let freeScreen: number;
  let premiumScreen: number;
  const call = jsonCaller(() => t.app);
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));

  async function saveScreen(userId: number, filters: string, sort: [string, "asc" | "desc"] | null = null) {
    const row = await t.database.db
      .insertInto("saved_screeners")
      .values({
        user_id: userId,
        name: `Screen ${filters}`,
        filters,
        sort_column: sort?.[0] ?? null,
        sort_direction: sort?.[1] ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** What a worker does with the queued job: takes it from the queue and runs it. */
  async function runQueuedJobs(signal = new AbortController().signal) {
    const { rows } = await t.database.pool.query<{ id: string; data: { backtestId: number } }>(
      `SELECT id, data FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state = 'created' ORDER BY created_on`,
      [screenBacktest.name],
    );
    for (const job of rows) {
      await screenBacktest.run(
        {
          config: loadConfig({ NODE_ENV: "test" }),
          db: t.database.db,
          pool: t.database.pool,
          log,
          signal,
        },
        job.data,
      );
      await t.database.pool.query(`UPDATE ${JOBS_SCHEMA}.job SET state = 'completed' WHERE id = $1`, [job.id]);
    }
    return rows.length;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 12, seed: "screen-backtests", asOf: "2005-06-30" }),
      ratingWorkers: 0,
    });
    free = await insertSignedInUser(t.database.db);
    premium = await insertSignedInUser(t.database.db);
    await grantPremium(t.database.db, premium.userId);
    other = await insertSignedInUser(t.database.db);
    freeScreen = await saveScreen(free.userId, "f[pe]=0,40", ["pe", "asc"]);
    premiumScreen = await saveScreen(premium.userId, "f[zr]=A,B,C");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers another member's screen, or one that does not exist, as absent", async () => {
    for (const id of [freeScreen, 999_999]) {
      const post = await call("POST", `/api/screener/saved/${id}/backtest`, other, {});
      expect(post.statusCode).toBe(404);
      expect(errorOf(post).code).toBe("SAVED_SCREENER_NOT_FOUND");
      for (const path of ["backtest", "backtest/status"]) {
        const get = await call("GET", `/api/screener/saved/${id}/backtest`.replace("backtest", path), other);
        expect(get.statusCode).toBe(404);
        expect(errorOf(get).code).toBe("SAVED_SCREENER_NOT_FOUND");
      }
    }
    const guest = await call("POST", `/api/screener/saved/${freeScreen}/backtest`, null, {});
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest).code).toBe("SIGN_IN_REQUIRED");
  });

  it("refuses bad settings and fields without a dated history with stable codes", async () => {
    for (const [body, field] of [
      [{ holdings: 0 }, "holdings"],
      [{ holdings: 101 }, "holdings"],
      [{ holdings: "2.5" }, "holdings"],
      [{ weighting: "random" }, "weighting"],
      [{ rebalance: "daily" }, "rebalance"],
    ] as const) {
      const res = await call("POST", `/api/screener/saved/${freeScreen}/backtest`, free, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "SCREEN_BACKTEST_INVALID", details: { parameter: field } } });
    }
    const beta = await saveScreen(free.userId, "f[beta]=0,1");
    const res = await call("POST", `/api/screener/saved/${beta}/backtest`, free, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: "SCREEN_BACKTEST_FIELDS_WITHOUT_HISTORY", details: { fields: ["beta"] } },
    });
    expect(errorOf(res).message).toContain("Beta");
    // A screen over the member's own list: the list has no history, so it is refused, not run
    // on the whole market; its page says so and its form cannot be sent.
    const listId = (
      await t.database.db
        .insertInto("watchlists")
        .values({ user_id: free.userId, name: "Mine", subscription_frequency: "weekly" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const overList = await saveScreen(free.userId, "f[pe]=0,40");
    await t.database.db
      .updateTable("saved_screeners")
      .set({ universe: `watchlist:${listId}` })
      .where("id", "=", overList)
      .execute();
    const own = await call("POST", `/api/screener/saved/${overList}/backtest`, free, {});
    expect(own.statusCode).toBe(422);
    expect(errorOf(own).code).toBe("SCREEN_BACKTEST_OWN_LIST");
    expect(errorOf(own).message).toContain("whole market");
    const ownPage = await t.app.inject({
      method: "GET",
      url: `/stock-screener/saved/${overList}/backtest`,
      headers: { cookie: free.cookie },
    });
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.body).toContain("runs over your own portfolio or watchlist");
    expect(ownPage.body).toMatch(/<button[^>]*disabled=""[^>]*>Run backtest/);
    // Nothing was queued for any.
    const rows = await t.database.db.selectFrom("screen_backtests").select("id").execute();
    expect(rows).toEqual([]);
    const status = await call("GET", `/api/screener/saved/${beta}/backtest/status`, free);
    expect(errorOf(status).code).toBe("SCREEN_BACKTEST_NOT_FOUND");
  });

  it("queues one backtest per member at a time and gives a free member the yearly table only", async () => {
    const queued = await call("POST", `/api/screener/saved/${freeScreen}/backtest`, free, {
      holdings: 3,
      rebalance: "quarterly",
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toEqual({ backtest: { status: "queued", progress: 0, error: null } });
    const second = await saveScreen(free.userId, "f[pe]=0,20");
    const busy = await call("POST", `/api/screener/saved/${second}/backtest`, free, {});
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy).code).toBe("SCREEN_BACKTEST_RUNNING");

    expect(await runQueuedJobs()).toBe(1);
    const status = await call("GET", `/api/screener/saved/${freeScreen}/backtest/status`, free);
    expect(status.json()).toEqual({ backtest: { status: "done", progress: 1, error: null } });

    const res = await call("GET", `/api/screener/saved/${freeScreen}/backtest`, free);
    expect(res.statusCode).toBe(200);
    const { backtest } = res.json<{ backtest: ScreenBacktest }>();
    expect(backtest).toMatchObject({
      status: "done",
      access: "yearly",
      params: { holdings: 3, weighting: "equal", rebalance: "quarterly" },
      asOf: "2005-06-30",
      figures: null,
      curve: null,
      books: null,
      rebalanceCount: null,
    });
    expect(backtest.years!.map((y) => y.year)).toEqual([2003, 2004, 2005]);
    // No company of any book in the answer: not a ticker, not an id.
    const { rows } = await t.database.pool.query<{ result: { rebalances: { holdings: { companyId: number }[] }[] } }>(
      "SELECT result FROM screen_backtests WHERE saved_screener_id = $1",
      [freeScreen],
    );
    const held = new Set(rows[0]!.result.rebalances.flatMap((r) => r.holdings.map((h) => h.companyId)));
    expect(held.size).toBeGreaterThan(0);
    const tickers = await t.database.db
      .selectFrom("companies")
      .select("ticker")
      .where("id", "in", [...held])
      .execute();
    for (const { ticker } of tickers) expect(res.body).not.toContain(`"${ticker}"`);
    expect(res.body).not.toMatch(/companyId|holdings"\s*:\s*\[/);

    // Now the member's slot is free again.
    const next = await call("POST", `/api/screener/saved/${second}/backtest`, free, {});
    expect(next.statusCode).toBe(202);
    expect(await runQueuedJobs()).toBe(1);
  });

  it("gives Premium the figures, the curve and the books with their companies", async () => {
    const queued = await call("POST", `/api/screener/saved/${premiumScreen}/backtest`, premium, {
      holdings: 4,
      weighting: "marketCap",
    });
    expect(queued.statusCode, queued.body).toBe(202);
    await runQueuedJobs();
    const { backtest } = (await call("GET", `/api/screener/saved/${premiumScreen}/backtest`, premium)).json<{
      backtest: ScreenBacktest;
    }>();
    expect(backtest).toMatchObject({ status: "done", access: "full", params: { holdings: 4, weighting: "marketCap" } });
    expect(backtest.figures!.from).toBe(backtest.curve![0]![0]);
    expect(backtest.curve![0]!.slice(1)).toEqual([1, 1]);
    expect(backtest.rebalanceCount).toBeGreaterThan(20);
    const latest = backtest.books![0]!;
    expect(backtest.books!.length).toBe(24);
    expect(latest.fillDate > latest.signalDate).toBe(true);
    expect(latest.holdings!.length).toBe(4);
    expect(latest.holdings!.reduce((a, h) => a + h.weight, 0)).toBeCloseTo(1, 9);
    expect(latest.holdings![0]!.company.url).toMatch(/^\/stocks\/us\//);
    // Newest first.
    expect(backtest.books![1]!.fillDate < latest.fillDate).toBe(true);
  });

  it("takes a plain form and sends it back to the page, with the error's code when refused", async () => {
    const form = async (id: number, body: string) => {
      const pair = await csrfPair(t.app, free.cookie);
      return t.app.inject({
        method: "POST",
        url: `/api/screener/saved/${id}/backtest`,
        headers: {
          cookie: pair.cookie,
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
        payload: body,
      });
    };
    const bad = await form(freeScreen, "holdings=500&weighting=equal&rebalance=monthly");
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/stock-screener/saved/${freeScreen}/backtest?error=SCREEN_BACKTEST_INVALID`);
    const ok = await form(freeScreen, "holdings=5&weighting=equal&rebalance=monthly");
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/stock-screener/saved/${freeScreen}/backtest`);
    const status = await call("GET", `/api/screener/saved/${freeScreen}/backtest/status`, free);
    expect(status.json()).toMatchObject({ backtest: { status: "queued" } });
    await runQueuedJobs();
  });

  it("puts a run cut short by a stopping process back in the queue, and marks a failed run failed", async () => {
    const id = await saveScreen(free.userId, "f[pe]=5,25");
    expect((await call("POST", `/api/screener/saved/${id}/backtest`, free, {})).statusCode).toBe(202);
    const stopping = new AbortController();
    stopping.abort(new Error("the process is stopping"));
    await expect(runQueuedJobs(stopping.signal)).rejects.toThrow("the process is stopping");
    const status = async () => (await call("GET", `/api/screener/saved/${id}/backtest/status`, free)).json();
    expect(await status()).toEqual({ backtest: { status: "queued", progress: 0, error: null } });

    // A run that fails for good (here: settings the code no longer accepts) is failed, and frees the slot.
    await t.database.pool.query(
      `UPDATE screen_backtests SET params = '{"holdings": -1}' WHERE saved_screener_id = $1`,
      [id],
    );
    await t.database.pool.query(
      `UPDATE ${JOBS_SCHEMA}.job SET state = 'created' WHERE name = $1 AND state <> 'completed'`,
      [screenBacktest.name],
    );
    await runQueuedJobs();
    expect(await status()).toEqual({
      backtest: {
        status: "failed",
        progress: 0,
        error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
      },
    });
    const again = await call("POST", `/api/screener/saved/${id}/backtest`, free, {});
    expect(again.statusCode).toBe(202);
    await runQueuedJobs();
    expect(await status()).toMatchObject({ backtest: { status: "done", progress: 1 } });
  });
});
