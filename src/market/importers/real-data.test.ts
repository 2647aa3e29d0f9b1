import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import type { StatementRow } from "../../domain/research/company-data";
import { annualSeries } from "../../domain/research/statements";
import { readPriceHistory } from "../price-store";
import { importPath, type ImportReport } from "./import-path";
import { parseSecuritiesCsv } from "./securities-csv";
import { memoryLog } from "./test-files";
import { parseUniverseCsv } from "./universe-csv";

// The importers against a slice of the real public data in ../shared/market-data (see its
// README). The files are linked from a temporary folder, never copied into the repository.
const DATA = path.resolve(import.meta.dirname, "../../../../shared/market-data");
const present = existsSync(DATA);
if (!present) console.warn(`Skipping the real-data importer tests: ${DATA} does not exist.`);

const SLICE = [
  "fundamentals/securities.csv",
  "universe/company_tickers_exchange.json",
  "fundamentals/fundamentals.csv",
  "prices/stocks/aapl.us.txt",
  "prices/stocks/brk-b.us.txt",
  "prices/stocks/msft.us.txt",
  "rates/DGS10.csv",
];

/** The CSV row of `file` whose first field is `key`. */
async function rowOf(file: string, key: string): Promise<string[]> {
  const line = (await readFile(path.join(DATA, file), "utf8")).split(/\r?\n/).find((l) => l.startsWith(`${key},`));
  if (!line) throw new Error(`${file} has no row for ${key}`);
  return line.split(",");
}

describe.skipIf(!present)("importing real data from ../shared/market-data", () => {
  let database: TestDatabase;
  let report: ImportReport;
  let dir: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), "openzen-real-"));
    for (const file of SLICE) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await symlink(path.join(DATA, file), path.join(dir, file));
    }
    report = await importPath(database.db, dir, memoryLog().log);
  });
  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const company = (ticker: string) =>
    database.db.selectFrom("companies").selectAll().where("ticker", "=", ticker).executeTakeFirstOrThrow();

  it("imports every file of the slice without an error", () => {
    expect(report.files.filter((f) => f.status !== "imported")).toEqual([]);
    expect(report.files.map((f) => f.path)).toEqual(SLICE);
  });

  it("stores AAPL's daily prices as the file has them", async () => {
    const aapl = await company("AAPL");
    // Named by the S&P list, listed by the SEC file, counted by the last statement.
    expect(aapl).toMatchObject({
      exchange: "NASDAQ",
      cik: 320193,
      name: "Apple Inc.",
      sector_id: 10,
      shares_outstanding: 5471497006,
    });
    const [, open, high, low, close, volume] = (await rowOf("prices/stocks/aapl.us.txt", "2016-09-23")).map(Number);
    const [bar] = await readPriceHistory(database.db, aapl.id, "2016-09-23", "2016-09-23");
    expect(bar!.date).toBe("2016-09-23");
    expect(bar!.open).toBeCloseTo(open!, 3);
    expect(bar!.high).toBeCloseTo(high!, 3);
    expect(bar!.low).toBeCloseTo(low!, 3);
    expect(bar!.close).toBeCloseTo(close!, 3);
    expect(bar!.adjClose).toBeCloseTo(close!, 3);
    expect(bar!.volume).toBe(volume);
    const days = report.files.find((f) => f.path === "prices/stocks/aapl.us.txt")!.rowsRead;
    expect(await readPriceHistory(database.db, aapl.id)).toHaveLength(days);
  });

  it("stores AAPL's FY2016 statement from fundamentals.csv", async () => {
    const aapl = await company("AAPL");
    const fy2016 = await database.db
      .selectFrom("fundamentals")
      .selectAll()
      .where("company_id", "=", aapl.id)
      .where("fiscal_year", "=", 2016)
      .executeTakeFirstOrThrow();
    expect(fy2016).toMatchObject({
      period: "A",
      fiscal_quarter: 0,
      net_income: 45687000000,
      eps: 8.35,
      capital_expenditure: -12734000000,
      free_cash_flow: 65824000000 - 12734000000,
    });
  });

  it("infers Apple's 7-for-1 split from its share counts, leaves the adjusted prices alone and shows EPS smooth", async () => {
    const aapl = await company("AAPL");
    const splits = await database.db
      .selectFrom("splits")
      .select([sql<string>`ex_date::text`.as("exDate"), "ratio", "source", "prices_adjusted"])
      .where("company_id", "=", aapl.id)
      .execute();
    // Known from the fiscal 2014 report (period end 2014-09-27, filed 60 days later).
    expect(splits).toEqual([{ exDate: "2014-11-26", ratio: 7, source: "inferred", prices_adjusted: true }]);
    // The price file is already split-adjusted: its closes before the split read back unchanged.
    const [, , , , close] = (await rowOf("prices/stocks/aapl.us.txt", "2014-01-02")).map(Number);
    const [bar] = await readPriceHistory(database.db, aapl.id, "2014-01-02", "2014-01-02");
    expect(bar!.close).toBeCloseTo(close!, 3);
    expect(bar!.adjClose).toBeCloseTo(close!, 3);
    // Per-share history in today's shares (what the pages, checks and rating read): $40.03 for
    // fiscal 2013 is $5.72 a share today, and 2014 grows with net income.
    const { rows } = await sql<StatementRow>`
      SELECT period, fiscal_year AS "fiscalYear", fiscal_quarter AS "fiscalQuarter", period_end::text AS "periodEnd",
        filed_on::text AS "filedOn", eps, net_income AS "netIncome", revenue
      FROM fundamentals WHERE company_id = ${aapl.id} ORDER BY period_end`.execute(database.db);
    const years = annualSeries(rows, splits);
    const year = (fy: number) => years.find((a) => a.fiscalYear === fy)!;
    expect(year(2013).eps).toBeCloseTo(40.03 / 7, 9);
    expect(year(2014).eps).toBe(6.49);
    const epsGrowth = year(2014).eps! / year(2013).eps! - 1;
    expect(epsGrowth).toBeGreaterThan(0.1);
    expect(Math.abs(epsGrowth - (year(2014).netIncome! / year(2013).netIncome! - 1))).toBeLessThan(0.1);
  });

  it("stores Berkshire's class B shares as BRK-B, one company for the SEC file, the S&P list and the price file", async () => {
    const brk = await database.db
      .selectFrom("companies")
      .selectAll()
      .where("ticker", "in", ["BRK-B", "BRK.B", "BRKB"])
      .execute();
    expect(brk.map((c) => [c.exchange, c.ticker, c.name, c.cik])).toEqual([
      ["NYSE", "BRK-B", "Berkshire Hathaway", 1067983],
    ]);
    expect(await readPriceHistory(database.db, brk[0]!.id, "2017-11-10")).toHaveLength(1);
  });

  it("stores the 10-year Treasury yield, skipping the days marked '.'", async () => {
    const [, value] = await rowOf("rates/DGS10.csv", "2016-09-23");
    const stored = await database.db
      .selectFrom("macro_series")
      .select("value")
      .where("series", "=", "treasury_10y")
      .where("date", "=", sql<Date>`${"2016-09-23"}::date`)
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(Number(value));
    const dgs10 = report.files.find((f) => f.path === "rates/DGS10.csv")!;
    const { n } = await database.db
      .selectFrom("macro_series")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("series", "=", "treasury_10y")
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(dgs10.rowsRead - dgs10.rowsSkipped);
  });

  it("changes nothing when the same files are imported again", async () => {
    for (const file of SLICE) {
      const again = await importPath(database.db, path.join(DATA, file), memoryLog().log);
      expect(again.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    }
    // Reading and comparing every file again takes tens of seconds on a busy 2-core machine.
  }, 180_000);

  it("reads the real universe lists without a malformed row", async () => {
    const universe = parseUniverseCsv(
      await readFile(path.join(DATA, "universe/us-equities-main-exchanges-2023-02.csv"), "utf8"),
    );
    expect(universe.errors.list).toEqual([]);
    expect(universe.facts.length).toBeGreaterThan(5000);
    const sp500 = parseSecuritiesCsv(await readFile(path.join(DATA, "universe/sp500-constituents.csv"), "utf8"));
    expect(sp500.errors.list).toEqual([]);
    expect(sp500.facts.every((f) => f.sectorId !== null)).toBe(true);
  });
});
