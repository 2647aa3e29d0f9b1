import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { MARKET_CHANGED_CHANNEL } from "../market-events";
import { demoBuild } from "./data-steps";
import { runMarketPipeline, type PipelineEvents, type StepName } from "./market-pipeline";

// The one runner of the market pipeline on a small demo market: the steps in their order, each
// only when due, one notice to running servers per run that changed anything, and two runs at
// once doing the work once.

const AS_OF = "2006-06-30";

function recorder() {
  const started: StepName[] = [];
  const progress = new Set<StepName>();
  const events: PipelineEvents = {
    stepStarted: (step) => started.push(step),
    progress: (step) => progress.add(step),
  };
  return { started, progress, events };
}

describe("the market pipeline", () => {
  let t: TestDatabase;
  let listener: pg.Client;
  const heard: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase();
    listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    listener.on("notification", (m) => heard.push(m.channel));
    await listener.query(`LISTEN ${MARKET_CHANGED_CHANNEL}`);
  });
  afterAll(async () => {
    await listener?.end();
    await t?.close();
  });

  /** Notices arrive asynchronously: a NOTIFY sent after the run's own settles every earlier one. */
  async function noticesSoFar(): Promise<number> {
    await t.pool.query("NOTIFY settle");
    await listener.query("LISTEN settle");
    await t.pool.query("NOTIFY settle");
    while (!heard.includes("settle")) await new Promise((r) => setTimeout(r, 20));
    await listener.query("UNLISTEN settle");
    const n = heard.filter((c) => c === MARKET_CHANGED_CHANNEL).length;
    heard.length = 0;
    return n;
  }

  it("runs data, research, rating, events, analysts, screener and news in that order, with progress, and tells servers once", async () => {
    const { started, progress, events } = recorder();
    const report = await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 15, seed: "pipeline", asOf: AS_OF }),
      ratingWorkers: 0,
      events,
    });
    expect(started).toEqual(["data", "research", "rating", "events", "analysts", "screener", "news"]);
    expect(report.steps.map((s) => [s.name, s.ran, s.changed])).toEqual([
      ["data", true, true],
      ["research", true, true],
      ["rating", true, true],
      ["events", true, true],
      ["analysts", true, true],
      ["screener", true, true],
      ["news", true, true],
    ]);
    expect(report.data?.listed).toBeGreaterThan(0);
    expect([...progress]).toEqual(expect.arrayContaining(["data", "research", "rating"]));
    const meta = await t.pool.query<{ key: string; value: string }>(
      "SELECT key, value FROM market_meta WHERE key IN ('as_of', 'research_as_of', 'rating_as_of', 'events_as_of', 'analyst_ranking_as_of', 'screener_as_of', 'news_as_of') ORDER BY key",
    );
    expect(meta.rows.map((r) => [r.key, r.value])).toEqual([
      ["analyst_ranking_as_of", AS_OF],
      ["as_of", AS_OF],
      ["events_as_of", AS_OF],
      ["news_as_of", AS_OF],
      ["rating_as_of", AS_OF],
      ["research_as_of", AS_OF],
      ["screener_as_of", AS_OF],
    ]);
    // The snapshot came after the ratings: its Zen Rating column is filled.
    const rated = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM screener_snapshot WHERE vals ? 'zr'",
    );
    expect(rated.rows[0]!.n).toBeGreaterThan(0);
    expect(await noticesSoFar()).toBe(1);
  });

  it("finds every step up to date on a second run, writes nothing and tells no one", async () => {
    const { started, events } = recorder();
    const report = await runMarketPipeline(t.pool, { events });
    expect(started).toEqual([]);
    expect(report.changed).toBe(false);
    expect(report.steps.map((s) => [s.name, s.ran])).toEqual([
      ["research", false],
      ["rating", false],
      ["events", false],
      ["analysts", false],
      ["screener", false],
      ["news", false],
    ]);
    expect(await noticesSoFar()).toBe(0);
  });

  it("keeps a first-start build from rebuilding a database that holds a market", async () => {
    const report = await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 15, seed: "other", asOf: AS_OF }, { onlyIfEmpty: true }),
    });
    expect(report.data).toBeNull();
    expect(report.steps.filter((s) => s.ran).map((s) => s.name)).toEqual(["data"]);
  });

  it("reruns a step and the ones after it when asked (from), and only those", async () => {
    const { started, events } = recorder();
    await runMarketPipeline(t.pool, { from: "screener", events });
    // The news after it finds no new day: it writes nothing.
    expect(started).toEqual(["screener", "news"]);
    expect(await noticesSoFar()).toBe(1);
  });

  it("picks up a stale step (a run cut short) and everything after it", async () => {
    await t.pool.query("DELETE FROM market_meta WHERE key = 'research_as_of'");
    const { started, events } = recorder();
    await runMarketPipeline(t.pool, { events, ratingWorkers: 0 });
    // Research rewritten; the ratings (as of the same day) had nothing to do; the snapshot follows the research.
    expect(started).toEqual(["research", "rating", "events", "analysts", "screener", "news"]);
  });

  it("lets two runs started at once do the work once: the second waits, then finds nothing stale", async () => {
    await t.pool.query("DELETE FROM market_meta WHERE key = 'screener_as_of'");
    const a = recorder();
    const b = recorder();
    await Promise.all([
      runMarketPipeline(t.pool, { events: a.events }),
      runMarketPipeline(t.pool, { events: b.events }),
    ]);
    expect([...a.started, ...b.started]).toEqual(["screener", "news"]);
  });

  it("stops before the next step once its signal is aborted", async () => {
    await t.pool.query("DELETE FROM market_meta WHERE key = 'screener_as_of'");
    const controller = new AbortController();
    controller.abort(new Error("shutting down"));
    const { started, events } = recorder();
    await expect(runMarketPipeline(t.pool, { events, signal: controller.signal })).rejects.toThrow("shutting down");
    expect(started).toEqual([]);
  });
});
