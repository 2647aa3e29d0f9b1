import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/database";
import type { PriceFigures } from "../src/domain/research/price-figures";
import type { Valuation } from "../src/domain/research/valuation-figures";
import { presentFairValue } from "../src/server/presenters/company-page";
import { importPath } from "../src/market/importers/import-path";
import { memoryLog } from "../src/market/importers/test-files";
import { runResearch } from "../src/market/research/pipeline";

// Valuation on the real S&P 500 slice of ../shared/market-data (annual fundamentals 2012-2016,
// so four annual reports and a three-year span; no estimates; no AA bond series): Apple gets a
// fair value and a Graham value from the history there is, with the inputs as used.
const DATA = path.resolve(import.meta.dirname, "../../shared/market-data");
const present = existsSync(DATA);
if (!present) console.warn(`Skipping the real-data valuation test: ${DATA} does not exist.`);

const SLICE = [
  "fundamentals/securities.csv",
  "universe/company_tickers_exchange.json",
  "fundamentals/fundamentals.csv",
  "prices/stocks/aapl.us.txt",
  "prices/stocks/msft.us.txt",
  "rates/DGS10.csv",
];

describe.skipIf(!present)("valuation of the real data slice", () => {
  let database: TestDatabase;
  let dir: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), "openzen-real-valuation-"));
    for (const file of SLICE) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await symlink(path.join(DATA, file), path.join(dir, file));
    }
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.failed).toBe(0);
    await runResearch(database.db);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function researchOf(ticker: string) {
    return database.db
      .selectFrom("company_research")
      .innerJoin("companies", "companies.id", "company_research.company_id")
      .select(["company_research.valuation", "company_research.quote"])
      .where("companies.ticker", "=", ticker)
      .executeTakeFirstOrThrow();
  }

  it("gives AAPL a fair value and a Graham value, with growth from three years of EPS", async () => {
    const row = await researchOf("AAPL");
    const v = row.valuation as Valuation;
    expect(v.fairValueReason).toBeNull();
    expect(v.grahamReason).toBeNull();
    expect(v.fairValue).toBeGreaterThan(0);
    expect(v.grahamValue).toBeGreaterThan(0);
    // No estimates in the slice: growth is Apple's EPS record, fiscal 2013 to 2016 in today's shares.
    expect(v).toMatchObject({ growthSource: "earnings-history", growthYears: 3 });
    expect(v.shortTermGrowth).toBeCloseTo(((8.35 / (40.03 / 7)) ** (1 / 3) - 1) * 100, 6);
    // Only Treasury yields in the slice: the Graham formula's AA rate is the Treasury plus the spread.
    expect(v.aaBondSource).toBe("treasury-plus-spread");
    expect(v.aaBondRate).toBeCloseTo(v.bondRate! + 1, 9);

    // The page's answer carries the figures with the inputs as used.
    const view = presentFairValue(row.quote as PriceFigures, v)!;
    expect(view).toMatchObject({
      fairValueReason: null,
      grahamReason: null,
      growthSource: "earnings-history",
      growthYears: 3,
      terminalGrowth: 0.025,
    });
    expect(view.fairValue).toBeCloseTo(v.fairValue!, 9);
    expect(view.grahamValue).toBeCloseTo(v.grahamValue!, 9);
    expect(view.shortTermGrowth).toBeCloseTo(v.shortTermGrowth! / 100, 12);
    expect(view.discountRate).toBeCloseTo((v.bondRate! + 5.5) / 100, 12);
  });
});
