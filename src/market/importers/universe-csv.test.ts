import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { industryByName } from "../../domain/taxonomy";
import { ensureTaxonomy } from "../taxonomy-store";
import { importPath } from "./import-path";
import { memoryLog, writeTree } from "./test-files";
import { parseUniverseCsv } from "./universe-csv";

const HEADER = "symbol,short_name,long_name,sector,industry,exchange,market_cap,summary";
const ROWS = [
  'AAPL,Apple Inc.,Apple Inc.,Technology,Consumer Electronics,NMS,Mega Cap,"Apple designs phones, computers and ""wearables""."',
  'A,Agilent,"Agilent Technologies, Inc.",Healthcare,Diagnostics & Research,NYQ,Large Cap,',
  "BRK-B,Berkshire,,Financial Services,Insurance - Diversified,NYQ,Mega Cap,",
  "TINY,Tiny,Tiny Corp,Industrials,Diversified Machinery,ASE,Nano Cap,",
  "ARCA,Arca Fund,Arca Fund,Financial Services,Asset Management,PCX,,",
  "ODD,Odd,Odd Corp,Industrial Goods,Farm Products,NGM,,",
];

describe("parseUniverseCsv", () => {
  it("maps exchange codes, skips other exchanges and classifies by our own names", () => {
    const { facts, rowsRead, rowsSkipped, errors } = parseUniverseCsv([HEADER, ...ROWS].join("\n"));
    expect(errors.empty).toBe(true);
    expect([rowsRead, rowsSkipped]).toEqual([6, 1]);
    const electronics = industryByName("Consumer Electronics")!;
    const farm = industryByName("Farm Products")!;
    expect(facts).toEqual([
      {
        ticker: "AAPL",
        exchange: "NASDAQ",
        name: "Apple Inc.",
        sectorId: electronics.sectorId,
        industryId: electronics.id,
        description: 'Apple designs phones, computers and "wearables".',
      },
      expect.objectContaining({ ticker: "A", exchange: "NYSE", name: "Agilent Technologies, Inc.", description: null }),
      // No long name: the short one.
      expect.objectContaining({ ticker: "BRK-B", exchange: "NYSE", name: "Berkshire" }),
      // An industry we do not have keeps the sector only.
      expect.objectContaining({ ticker: "TINY", exchange: "AMEX", sectorId: 8, industryId: null }),
      // An old sector name we do not have: the known industry decides.
      expect.objectContaining({ ticker: "ODD", exchange: "NASDAQ", sectorId: farm.sectorId, industryId: farm.id }),
    ]);
  });

  it("names the line of malformed rows", () => {
    const { errors } = parseUniverseCsv(
      [HEADER, ROWS[0], "X,too,few", "BAD TICKER,a,b,Energy,Oil & Gas E&P,NYQ,,", ROWS[0]].join("\n"),
    );
    expect(errors.list).toEqual([
      { line: 3, message: "expected 8 fields, found 3" },
      { line: 4, message: 'symbol "BAD TICKER" is not a ticker (letters, digits and "-", at most 10)' },
      { line: 5, message: "symbol AAPL is listed twice (also on line 2)" },
    ]);
  });
});

describe("importing a universe file", () => {
  const database = useTestDatabase((d) => ensureTaxonomy(d.db));

  const companies = () =>
    database.db
      .selectFrom("companies")
      .select(["exchange", "ticker", "name", "sector_id", "industry_id", "description"])
      .orderBy("ticker")
      .execute();

  it("creates the companies with their classes, completes placeholders and changes nothing the second time", async () => {
    await database.db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker: "AAPL", name: "AAPL", source: "import" })
      .execute();
    await database.db
      .insertInto("companies")
      .values({ exchange: "NYSE", ticker: "A", name: "Agilent (kept)", source: "import", sector_id: 7 })
      .execute();
    const dir = await writeTree({ "universe/us-equities.csv": [HEADER, ...ROWS].join("\r\n") });
    const first = await importPath(database.db, dir, memoryLog().log);
    expect(first.files[0]).toMatchObject({
      kind: "universe-csv",
      status: "imported",
      rowsRead: 6,
      rowsSkipped: 1,
      rowsChanged: 5,
    });
    const stored = await companies();
    expect(stored.map((c) => [c.exchange, c.ticker, c.name])).toEqual([
      ["NYSE", "A", "Agilent (kept)"],
      // Matched by ticker alone; only the SEC file corrects an exchange.
      ["NYSE", "AAPL", "Apple Inc."],
      ["NYSE", "BRK-B", "Berkshire"],
      ["NASDAQ", "ODD", "Odd Corp"],
      ["AMEX", "TINY", "Tiny Corp"],
    ]);
    // Agilent's sector was known: its industry is filled because it lies in that sector.
    expect(stored[0]).toMatchObject({ sector_id: 7, industry_id: industryByName("Diagnostics & Research")!.id });
    expect(stored[1]).toMatchObject({
      sector_id: 10,
      industry_id: industryByName("Consumer Electronics")!.id,
      description: 'Apple designs phones, computers and "wearables".',
    });
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    expect(await companies()).toEqual(stored);
  });

  it("writes nothing from a file with a malformed row", async () => {
    const dir = await writeTree({
      "u.csv": [HEADER, "NEWC,New,New Co,Energy,Oil & Gas E&P,NYQ,,", "X,too,few"].join("\n"),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "failed", errors: ["u.csv line 3: expected 8 fields, found 3"] });
    expect((await companies()).map((c) => c.ticker)).not.toContain("NEWC");
  });
});
