import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { importPath } from "./import-path";
import { parseSecTickers } from "./sec-tickers";
import { memoryLog, writeTree } from "./test-files";

const file = (data: unknown[]) => JSON.stringify({ fields: ["cik", "name", "ticker", "exchange"], data });

describe("parseSecTickers", () => {
  it("keeps NYSE, Nasdaq and AMEX listings and skips OTC, CBOE and unlisted ones", () => {
    const { facts, rowsRead, rowsSkipped, errors } = parseSecTickers(
      file([
        [320193, "Apple Inc.", "AAPL", "Nasdaq"],
        [1067983, "BERKSHIRE HATHAWAY INC", "BRK-B", "NYSE"],
        [1, "Tiny Corp", "TINY", "NYSE American"],
        [2, "Otc Corp", "OTCC", "OTC"],
        [3, "Cboe Fund", "CBF", "CBOE"],
        [4, "Shell", "SHL", null],
      ]),
    );
    expect(errors.empty).toBe(true);
    expect([rowsRead, rowsSkipped]).toEqual([6, 3]);
    expect(facts).toEqual([
      { ticker: "AAPL", exchange: "NASDAQ", name: "Apple Inc.", cik: 320193 },
      { ticker: "BRK-B", exchange: "NYSE", name: "BERKSHIRE HATHAWAY INC", cik: 1067983 },
      { ticker: "TINY", exchange: "AMEX", name: "Tiny Corp", cik: 1 },
    ]);
  });

  it("follows the order the file's fields name", () => {
    const text = JSON.stringify({
      fields: ["ticker", "exchange", "cik", "name"],
      data: [["msft", "Nasdaq", 789019, "MICROSOFT CORP"]],
    });
    expect(parseSecTickers(text).facts).toEqual([
      { ticker: "MSFT", exchange: "NASDAQ", name: "MICROSOFT CORP", cik: 789019 },
    ]);
  });

  it("names the entry of each malformed row", () => {
    const { errors } = parseSecTickers(
      file([
        [320193, "Apple Inc.", "AAPL", "Nasdaq"],
        ["x", "Bad Cik", "BAD", "NYSE"],
        [5, "", "NONAME", "NYSE"],
        [6, "Long", "WAYTOOLONGTICKER", "NYSE"],
        [7, "Again", "AAPL", "NYSE"],
        "not a list",
      ]),
    );
    expect(errors.list.map((e) => e.message)).toEqual([
      'data entry 2: cik is not a positive whole number ("x")',
      "data entry 3: name is empty",
      'data entry 4: ticker "WAYTOOLONGTICKER" is not a ticker (letters, digits and "-", at most 10)',
      "data entry 5: ticker AAPL is listed twice (also entry 1)",
      "data entry 6 is not a list",
    ]);
  });

  it("rejects text that is not the SEC layout", () => {
    expect(parseSecTickers("{").errors.list[0]!.message).toMatch(/^not valid JSON/);
    expect(parseSecTickers('{"fields":["cik"],"data":[]}').errors.list[0]!.message).toMatch(/^expected \{"fields"/);
  });
});

describe("importing the SEC ticker file", () => {
  const database = useTestDatabase();

  const companies = () =>
    database.db
      .selectFrom("companies")
      .select(["exchange", "ticker", "name", "cik", "source"])
      .orderBy("ticker")
      .execute();

  it("creates listed companies with their CIK and name, and changes nothing the second time", async () => {
    // A company first seen in a price file: NYSE by default, named by its ticker.
    await database.db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker: "AAPL", name: "AAPL", source: "import" })
      .execute();
    const dir = await writeTree({
      "company_tickers_exchange.json": file([
        [320193, "Apple Inc.", "AAPL", "Nasdaq"],
        [1067983, "BERKSHIRE HATHAWAY INC", "BRK-B", "NYSE"],
        [2, "Otc Corp", "OTCC", "OTC"],
      ]),
    });
    const first = await importPath(database.db, dir, memoryLog().log);
    expect(first.files[0]).toMatchObject({
      kind: "sec-tickers",
      status: "imported",
      rowsRead: 3,
      rowsSkipped: 1,
      rowsChanged: 2,
    });
    const expected = [
      { exchange: "NASDAQ", ticker: "AAPL", name: "Apple Inc.", cik: 320193, source: "import" },
      { exchange: "NYSE", ticker: "BRK-B", name: "BERKSHIRE HATHAWAY INC", cik: 1067983, source: "import" },
    ];
    expect(await companies()).toEqual(expected);
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    expect(await companies()).toEqual(expected);
  });

  it("never overwrites a known name or CIK", async () => {
    await database.db
      .updateTable("companies")
      .set({ name: "Berkshire Hathaway Inc.", cik: 42 })
      .where("ticker", "=", "BRK-B")
      .execute();
    const dir = await writeTree({ "tickers.json": file([[1067983, "BERKSHIRE HATHAWAY INC", "BRK-B", "NYSE"]]) });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    expect((await companies()).find((c) => c.ticker === "BRK-B")).toMatchObject({
      name: "Berkshire Hathaway Inc.",
      cik: 42,
    });
  });

  it("writes nothing from a file with a malformed entry", async () => {
    const dir = await writeTree({
      "tickers.json": file([
        [9, "New Co", "NEWC", "NYSE"],
        [-1, "Bad", "BADC", "NYSE"],
      ]),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({
      status: "failed",
      errors: ["tickers.json: data entry 2: cik is not a positive whole number (-1)"],
    });
    expect((await companies()).map((c) => c.ticker)).toEqual(["AAPL", "BRK-B"]);
  });
});
