import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { readPriceHistory } from "../price-store";
import { importPath } from "./import-path";
import { parseStooqPrices, tickerFromFileName } from "./stooq-prices";
import { memoryLog, writeTree } from "./test-files";

const HEADER = "Date,Open,High,Low,Close,Volume,OpenInt";

/** `n` weekdays from 2016-12-26, with prices that differ per day. */
function priceFile(n: number, edit?: (line: string, i: number) => string): string {
  const lines = [HEADER];
  const day = new Date(Date.UTC(2016, 11, 26));
  for (let i = 0; i < n; i++) {
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const c = 100 + i * 0.25;
    const line = `${day.toISOString().slice(0, 10)},${c - 0.5},${c + 1},${c - 1},${c},${1000 + i},0`;
    lines.push(edit ? edit(line, i) : line);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return lines.join("\n") + "\n";
}

describe("parseStooqPrices", () => {
  it("reads OHLCV and takes the (already adjusted) close as the adjusted close", () => {
    const { data, rowsRead, errors } = parseStooqPrices(
      `${HEADER}\n2017-01-03,1.5,2.25,1,2,300,0\n2017-01-04,2,3,1.75,2.5,400,0\n`,
      "abc.us.txt",
    );
    expect(errors.empty).toBe(true);
    expect(rowsRead).toBe(2);
    expect(data).toEqual({
      ticker: "ABC",
      bars: [
        { date: "2017-01-03", open: 1.5, high: 2.25, low: 1, close: 2, adjClose: 2, volume: 300 },
        { date: "2017-01-04", open: 2, high: 3, low: 1.75, close: 2.5, adjClose: 2.5, volume: 400 },
      ],
    });
  });

  it("takes the ticker from the file name, with '-' for a share class", () => {
    expect(tickerFromFileName("brk-b.us.txt")).toBe("BRK-B");
    expect(tickerFromFileName("AAPL.US.TXT")).toBe("AAPL");
    expect(tickerFromFileName("msft.txt")).toBe("MSFT");
  });

  it("accepts Stooq's own header without OpenInt", () => {
    const { data, errors } = parseStooqPrices(
      "Date,Open,High,Low,Close,Volume\r\n2017-01-03,1,1,1,1,5\r\n",
      "x.us.txt",
    );
    expect(errors.empty).toBe(true);
    expect(data.bars).toHaveLength(1);
  });

  it("names the line and the problem of every malformed row", () => {
    const text = [
      HEADER,
      "2017-01-03,1,1,1,1,5,0",
      "2017-01-04,1,1,1,abc,5,0",
      "2017-01-05,1,1,1,1,5",
      "2017-01-05,1,1,1,1,5,0",
      "2017-01-05,1,1,1,1,5,0",
      "2017-01-02,1,1,1,1,5,0",
      "2017-02-30,1,1,1,1,5,0",
      "2017-03-01,1,,1,1,5,0",
      "2017-03-02,1,1,1,1,-5,0",
    ].join("\n");
    const { errors } = parseStooqPrices(text, "x.us.txt");
    expect(errors.list).toEqual([
      { line: 3, message: 'Close is not a number ("abc")' },
      { line: 4, message: "expected 7 fields, found 6" },
      { line: 6, message: "duplicate date 2017-01-05 (also on line 5)" },
      { line: 7, message: "date 2017-01-02 comes after 2017-01-05; dates must ascend" },
      { line: 8, message: 'Date is not a valid date ("2017-02-30")' },
      { line: 9, message: "High is empty" },
      { line: 10, message: "Volume is negative (-5)" },
    ]);
  });

  it("rejects a file whose header is not a price header", () => {
    expect(parseStooqPrices("Date,Close\n2017-01-03,1\n", "x.us.txt").errors.list).toEqual([
      { line: 1, message: "the header is not Date,Open,High,Low,Close,Volume[,OpenInt]" },
    ]);
  });
});

describe("importing Stooq price files", () => {
  const database = useTestDatabase();

  const company = (ticker: string) =>
    database.db.selectFrom("companies").selectAll().where("ticker", "=", ticker).executeTakeFirst();

  it("creates the company (NYSE until told otherwise) and stores every day", async () => {
    const dir = await writeTree({ "prices/stocks/brk-b.us.txt": priceFile(30) });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files).toEqual([
      {
        path: "prices/stocks/brk-b.us.txt",
        kind: "stooq-prices",
        status: "imported",
        rowsRead: 30,
        rowsSkipped: 0,
        rowsChanged: 30,
        errors: [],
      },
    ]);
    const stored = await company("BRK-B");
    expect(stored).toMatchObject({
      exchange: "NYSE",
      ticker: "BRK-B",
      name: "BRK-B",
      source: "import",
      sector_id: null,
    });
    const bars = await readPriceHistory(database.db, stored!.id);
    expect(bars).toHaveLength(30);
    expect(bars[0]).toEqual({
      date: "2016-12-26",
      open: 99.5,
      high: 101,
      low: 99,
      close: 100,
      adjClose: 100,
      volume: 1000,
    });
    expect(bars[29]!.close).toBeCloseTo(100 + 29 * 0.25, 3);
  });

  it("changes nothing when the same file is imported again", async () => {
    const dir = await writeTree({ "brk-b.us.txt": priceFile(30) });
    const before = await database.db
      .selectFrom("price_years")
      .selectAll()
      .orderBy("company_id")
      .orderBy("year")
      .execute();
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "imported", rowsRead: 30, rowsChanged: 0 });
    expect(
      await database.db.selectFrom("price_years").selectAll().orderBy("company_id").orderBy("year").execute(),
    ).toEqual(before);
    expect(await database.db.selectFrom("companies").select("id").where("ticker", "=", "BRK-B").execute()).toHaveLength(
      1,
    );
  });

  it("rewrites only the years whose prices changed", async () => {
    const dir = await writeTree({
      "brk-b.us.txt": priceFile(30, (line, i) => (i === 20 ? line.replace(/,105,/, ",105.5,") : line)),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    // 2016-12-26..30 is 5 days; the other 25 are in 2017.
    expect(report.files[0]).toMatchObject({ status: "imported", rowsChanged: 25 });
    const bars = await readPriceHistory(database.db, (await company("BRK-B"))!.id, "2017-01-01");
    expect(bars.find((b) => b.close === 105.5)).toBeDefined();
  });

  it("rejects a malformed file whole, naming file and line, and still imports the others", async () => {
    const dir = await writeTree({
      "prices/stocks/xyz.us.txt": priceFile(20, (line, i) =>
        i === 15 ? line.replace(/,(\d+(\.\d+)?),(\d+),0$/, ",abc,$3,0") : line,
      ),
      "prices/stocks/zzz.us.txt": priceFile(5),
    });
    const { lines, log } = memoryLog();
    const report = await importPath(database.db, dir, log);
    expect(report.ok).toBe(false);
    expect(report.failed).toBe(1);
    const failed = report.files.find((f) => f.path === "prices/stocks/xyz.us.txt");
    expect(failed).toMatchObject({
      status: "failed",
      rowsRead: 20,
      rowsChanged: 0,
      errors: ['prices/stocks/xyz.us.txt line 17: Close is not a number ("abc")'],
    });
    expect(lines).toContain('  prices/stocks/xyz.us.txt line 17: Close is not a number ("abc")');
    expect(await company("XYZ")).toBeUndefined();
    expect(await company("ZZZ")).toBeDefined();
  });

  it("attaches prices to a company another file listed, by ticker alone, keeping its exchange and name", async () => {
    const { id } = await database.db
      .insertInto("companies")
      .values({ exchange: "NASDAQ", ticker: "QQQX", name: "Quux Inc.", source: "import" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const dir = await writeTree({ "qqqx.us.txt": priceFile(3) });
    await importPath(database.db, dir, memoryLog().log);
    expect(await company("QQQX")).toMatchObject({ id, exchange: "NASDAQ", name: "Quux Inc." });
    expect(await readPriceHistory(database.db, id)).toHaveLength(3);
  });

  it("creates no company for a file with a header only", async () => {
    const dir = await writeTree({ "empty.us.txt": `${HEADER}\n` });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "imported", rowsRead: 0, rowsChanged: 0 });
    expect(await company("EMPTY")).toBeUndefined();
  });
});
