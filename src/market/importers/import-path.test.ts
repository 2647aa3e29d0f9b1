import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { detectFormat } from "./detect";
import { importPath } from "./import-path";
import { importData } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { memoryLog, writeTree } from "./test-files";

const PRICES = "Date,Open,High,Low,Close,Volume,OpenInt\n2017-11-09,1,2,0.5,1.5,100,0\n2017-11-10,1.5,2,1,1.75,200,0\n";
const UNIVERSE =
  "symbol,short_name,long_name,sector,industry,exchange\nAAA,Aaa,Aaa Inc.,Technology,Semiconductors,NMS\n";
const SEC = JSON.stringify({
  fields: ["cik", "name", "ticker", "exchange"],
  data: [
    [11, "AAA INC", "AAA", "Nasdaq"],
    [12, "BEE CORP", "BBB", "NYSE"],
  ],
});

describe("detectFormat", () => {
  it("recognises each format by name and header, and nothing else", () => {
    const kind = (name: string, head: string) => detectFormat(name, head)?.kind ?? null;
    expect(kind("aapl.us.txt", "Date,Open,High,Low,Close,Volume,OpenInt\n")).toBe("stooq-prices");
    expect(kind("aapl.us.txt", "\uFEFFDate,Open,High,Low,Close,Volume,OpenInt\r\n")).toBe("stooq-prices");
    expect(kind("company_tickers_exchange.json", '{"fields":["cik","name","ticker","exchange"],"data":[')).toBe(
      "sec-tickers",
    );
    expect(
      kind(
        "fundamentals.csv",
        'Ticker Symbol,Period Ending,Price,Net Income,"Sales, General and Admin.",Total Revenue\n',
      ),
    ).toBe("fundamentals-csv");
    expect(kind("securities.csv", "Ticker Symbol,Security,SEC filings,GICS Sector,GICS Sub Industry\n")).toBe(
      "securities-csv",
    );
    expect(
      kind("sp500-constituents.csv", "Symbol,Security,GICS Sector,GICS Sub-Industry,Headquarters Location\n"),
    ).toBe("securities-csv");
    expect(kind("us-equities.csv", UNIVERSE)).toBe("universe-csv");
    expect(kind("DGS10.csv", "DATE,DGS10\n")).toBe("fred-series");
    expect(kind("us10y-monthly.csv", "Date,Rate\n")).toBe("monthly-yields");
    expect(kind("README.md", "# Real market data\n")).toBeNull();
    expect(kind("notes.txt", "Date,Open,High\n")).toBeNull();
    expect(kind("snapshots.csv.gz", "\u001f\u008b\u0008")).toBeNull();
  });
});

describe("importPath", () => {
  const database = useTestDatabase();
  /** The market's date and where its data came from, as the import left them. */
  const dateAndSource = () =>
    database.db
      .selectFrom("market_meta")
      .select(["key", "value"])
      .where("key", "in", ["as_of", "source"])
      .orderBy("key")
      .execute();

  it("imports a directory recursively, companies first, and lists what it skipped", async () => {
    const dir = await writeTree({
      "prices/stocks/aaa.us.txt": PRICES,
      "rates/DGS10.csv": "DATE,DGS10\n2017-11-10,2.4\n",
      "universe/us-equities.csv": UNIVERSE,
      "universe/company_tickers_exchange.json": SEC,
      "README.md": "# data\n",
      ".hidden/aaa.us.txt": PRICES,
    });
    const { lines, log } = memoryLog();
    // Through the market pipeline, as `npm run data -- import` runs it (ratings left out: two days).
    const run = await runMarketPipeline(database.pool, {
      data: importData(dir),
      skip: ["rating"],
      events: { line: log },
    });
    const report = run.data!;
    expect(report.files.map((f) => [f.path, f.kind, f.status])).toEqual([
      ["README.md", null, "skipped"],
      ["universe/us-equities.csv", "universe-csv", "imported"],
      ["universe/company_tickers_exchange.json", "sec-tickers", "imported"],
      ["prices/stocks/aaa.us.txt", "stooq-prices", "imported"],
      ["rates/DGS10.csv", "fred-series", "imported"],
    ]);
    expect(report).toMatchObject({ imported: 4, failed: 0, skipped: 1, ok: true });
    expect(lines.at(-1)).toBe("4 files imported, 0 failed, 1 skipped");
    expect(lines).toContain(
      "imported prices/stocks/aaa.us.txt (stooq-prices): 2 rows read, 2 stored rows new or changed",
    );
    // The prices belong to the company the universe named first, not to a placeholder.
    const companies = await database.db
      .selectFrom("companies")
      .select(["exchange", "ticker", "name", "cik"])
      .orderBy("ticker")
      .execute();
    expect(companies).toEqual([
      { exchange: "NASDAQ", ticker: "AAA", name: "Aaa Inc.", cik: 11 },
      { exchange: "NYSE", ticker: "BBB", name: "BEE CORP", cik: 12 },
    ]);
    const meta = await dateAndSource();
    expect(meta).toEqual([
      { key: "as_of", value: "2017-11-10" },
      { key: "source", value: "import" },
    ]);
    // The pipeline's research step ran on the imported data.
    const research = await database.db
      .selectFrom("market_meta")
      .select("value")
      .where("key", "=", "research_as_of")
      .executeTakeFirst();
    expect(research?.value).toBe("2017-11-10");
  });

  it("imports a single file, shown by the path given", async () => {
    const dir = await writeTree({ "bbb.us.txt": PRICES });
    const file = path.join(dir, "bbb.us.txt");
    const report = await importPath(database.db, file, memoryLog().log);
    expect(report.files).toEqual([
      { path: file, kind: "stooq-prices", status: "imported", rowsRead: 2, rowsSkipped: 0, rowsChanged: 2, errors: [] },
    ]);
  });

  it("fails a single file it does not recognise, and rejects a path that does not exist", async () => {
    const dir = await writeTree({ "notes.txt": "hello\n" });
    const report = await importPath(database.db, path.join(dir, "notes.txt"), memoryLog().log);
    expect(report).toMatchObject({
      ok: false,
      failed: 1,
      files: [{ status: "failed", kind: null, errors: [`${path.join(dir, "notes.txt")}: not a recognised format`] }],
    });
    await expect(importPath(database.db, path.join(dir, "missing"), memoryLog().log)).rejects.toThrow(/ENOENT/);
  });

  it("shows the first 20 problems of a file and counts the rest", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `2017-01-${String(i + 1).padStart(2, "0")},1,1,1,x,1,0`);
    const dir = await writeTree({ "bad.us.txt": ["Date,Open,High,Low,Close,Volume,OpenInt", ...rows].join("\n") });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]!.errors).toHaveLength(21);
    expect(report.files[0]!.errors[0]).toBe('bad.us.txt line 2: Close is not a number ("x")');
    expect(report.files[0]!.errors[20]).toBe("bad.us.txt: 5 more malformed rows");
  });

  it("leaves market_meta to the demo when demo companies are present", async () => {
    await database.db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker: "DEMO", name: "Demo Corp", source: "demo" })
      .execute();
    await database.db
      .updateTable("market_meta")
      .set({ value: JSON.stringify("demo") })
      .where("key", "=", "source")
      .execute();
    const dir = await writeTree({ "ccc.us.txt": PRICES.replace("2017-11-10", "2017-11-13") });
    await importPath(database.db, dir, memoryLog().log);
    const meta = await dateAndSource();
    expect(meta).toEqual([
      { key: "as_of", value: "2017-11-10" },
      { key: "source", value: "demo" },
    ]);
  });
});
