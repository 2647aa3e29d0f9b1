import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { firstRealStocks, linkRealSlice, REAL_DATA, realDataPresent } from "../../../test/support/real-market-data";
import { GRADES } from "../../domain/rating/grades";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import { importPath } from "../importers/import-path";
import { memoryLog } from "../importers/test-files";
import { runRatings } from "./pipeline";

// The same rating run and backtest on real prices from ../shared/market-data (S&P 500 stocks,
// 2003-2017; annual fundamentals only from 2012, no analysts): the price-based components carry
// the rating where the rest is missing. It must complete and report every grade.
if (!realDataPresent) console.warn(`Skipping the real-data rating test: ${REAL_DATA} does not exist.`);

const STOCKS = 80;

describe.skipIf(!realDataPresent)("the Zen Rating backtest on real prices", () => {
  let t: TestDatabase;
  let dir: string | undefined;
  let summary: StoredRunSummary;
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = await linkRealSlice(
      [
        "fundamentals/securities.csv",
        "universe/company_tickers_exchange.json",
        "fundamentals/fundamentals.csv",
        "rates/DGS10.csv",
        ...(await firstRealStocks(STOCKS)),
      ],
      "openzen-real-rating-",
    );
    const report = await importPath(t.db, dir, memoryLog().log);
    expect(report.failed).toBe(0);
    await runRatings(t.pool, { workers: 0 });
    summary = (await t.pool.query<{ summary: StoredRunSummary }>("SELECT summary FROM rating_runs WHERE id = 'latest'"))
      .rows[0]!.summary;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("backtests month after month over the years of prices", () => {
    expect(summary.backtest.months).toBeGreaterThan(120);
    expect(summary.backtest.from! < "2005-01-01").toBe(true);
    expect(summary.universe.averageRated).toBeGreaterThan(STOCKS / 2);
  });

  it("reports an annual return, a hit rate and a drawdown for every grade, and the market's", () => {
    for (const g of GRADES) {
      const s = summary.backtest.grades[g];
      expect(Number.isFinite(s.annualReturn), g).toBe(true);
      expect(s.hitRate, g).not.toBeNull();
      expect(s.maxDrawdown!, g).toBeLessThanOrEqual(0);
      expect(s.averageHoldings, g).toBeGreaterThan(0);
    }
    expect(Number.isFinite(summary.backtest.market.annualReturn)).toBe(true);
    // 2008 is in the data: the market fell by more than a third from its peak.
    expect(summary.backtest.market.maxDrawdown!).toBeLessThan(-0.33);
  });

  it("stores a latest rating for the stocks still trading", async () => {
    const { rows } = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM ratings_latest");
    expect(rows[0]!.n).toBeGreaterThan(STOCKS / 2);
  });
});
