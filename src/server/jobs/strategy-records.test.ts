import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { HOUSE_STRATEGIES } from "../../domain/strategies/house";
import { demoBuild } from "../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../market/pipeline/market-pipeline";
import { loadConfig } from "../config";
import { createLogger } from "../plugins/request-logging";
import { strategyRecords, strategyRecordsStale } from "./strategy-records";

// The nightly strategy records on a small demo market: every house strategy stored with its
// split figures, its month-end curve and its rebalances, each filled the day after its signal.

describe("the strategy-records job", () => {
  let t: TestDatabase;
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  const run = () =>
    strategyRecords.run(
      { config: loadConfig({ NODE_ENV: "test" }), db: t.db, pool: t.pool, log, signal: new AbortController().signal },
      {},
    );
  const records = async () =>
    (
      await t.pool.query<{
        strategy_id: string;
        as_of: string;
        figures: { backtest: { from: string; to: string }; live: unknown };
        curve: [string, number, number][];
        rebalances: { signalDate: string; fillDate: string }[];
      }>(
        "SELECT strategy_id, as_of::text AS as_of, figures, curve, rebalances FROM strategy_records ORDER BY strategy_id",
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.close());

  it("writes nothing while there is no market", async () => {
    expect(await strategyRecordsStale(t.pool)).toBe(false);
    await run();
    expect(await records()).toEqual([]);
  });

  it("stores every house strategy's record as of the market date", async () => {
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 12, seed: "strategies", asOf: "2005-06-30" }),
      ratingWorkers: 0,
    });
    // A built market without records: the server sends the job at start rather than wait for 04:30.
    expect(await strategyRecordsStale(t.pool)).toBe(true);
    await run();
    expect(await strategyRecordsStale(t.pool)).toBe(false);
    const rows = await records();
    expect(rows.map((r) => r.strategy_id)).toEqual(HOUSE_STRATEGIES.map((s) => s.id).sort());
    for (const r of rows) {
      expect(r.as_of).toBe("2005-06-30");
      expect(r.figures.backtest.to).toBe("2005-06-30");
      // Launched in 2026: the whole record is a backtest.
      expect(r.figures.live).toBeNull();
      expect(r.curve[0]!.slice(1)).toEqual([1, 1]);
      for (const b of r.rebalances) expect(b.fillDate > b.signalDate).toBe(true);
    }
    // A second night on the same market writes the same records.
    await run();
    expect((await records()).map((r) => r.rebalances)).toEqual(rows.map((r) => r.rebalances));
  });
});
