import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { demoBuild } from "../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../market/pipeline/market-pipeline";
import { loadConfig } from "../config";
import { createLogger } from "../plugins/request-logging";
import { marketUpdate } from "./market-update";

// The nightly job on a small demo market: the new trading days, then research, ratings, the
// market events, the screener snapshot and the news through the market pipeline, its progress in the
// job's log lines.

describe("the market-update job", () => {
  let t: TestDatabase;
  const lines: { msg: string; step?: string; percent?: number }[] = [];
  const log = createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  const run = (asOf: string) =>
    marketUpdate.run(
      {
        config: loadConfig({ NODE_ENV: "test", DEMO_AS_OF: asOf }),
        db: t.db,
        pool: t.pool,
        log,
        signal: new AbortController().signal,
      },
      {},
    );
  const meta = async () =>
    Object.fromEntries(
      (
        await t.pool.query<{ key: string; value: string }>(
          "SELECT key, value FROM market_meta WHERE key IN ('as_of', 'research_as_of', 'rating_as_of', 'screener_as_of')",
        )
      ).rows.map((r) => [r.key, r.value]),
    );

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.close());

  it("does nothing while there is no market", async () => {
    await run("2005-07-29");
    expect(lines.map((l) => l.msg)).toContain("no market to update yet (the first start builds it)");
    expect(await meta()).toEqual({});
  });

  it("extends the demo market to the configured day and brings every step along, logging its progress", async () => {
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 12, seed: "nightly", asOf: "2005-06-30" }),
      ratingWorkers: 0,
    });
    lines.length = 0;
    await run("2005-07-29");
    expect(await meta()).toEqual({
      as_of: "2005-07-29",
      research_as_of: "2005-07-29",
      rating_as_of: "2005-07-29",
      screener_as_of: "2005-07-29",
    });
    const steps = lines.filter((l) => l.msg.startsWith("market pipeline:") && l.percent === undefined);
    expect(steps.map((l) => l.step)).toEqual([
      "data",
      "data",
      "research",
      "research",
      "rating",
      "rating",
      "events",
      "events",
      "analysts",
      "analysts",
      "screener",
      "screener",
      "news",
      "news",
    ]);
    expect(lines.some((l) => l.step === "data" && l.percent === 100)).toBe(true);
    expect(lines.at(-1)?.msg).toBe("market updated");
  });

  it("finds nothing to do the next night when the day has not moved", async () => {
    lines.length = 0;
    await run("2005-07-29");
    expect(lines.at(-1)?.msg).toBe("market already up to date");
  });
});
