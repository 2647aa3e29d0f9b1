import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { SECTORS, industryByName } from "../../domain/taxonomy";
import { ensureTaxonomy } from "../taxonomy-store";
import { importPath } from "./import-path";
import { parseSecuritiesCsv } from "./securities-csv";
import { memoryLog, writeTree } from "./test-files";

const HEADER =
  "Ticker Symbol,Security,SEC filings,GICS Sector,GICS Sub Industry,Address of Headquarters,Country,Date first added,CIK,Financials?";
const sectorId = (name: string) => SECTORS.find((s) => s.name === name)!.id;

describe("parseSecuritiesCsv", () => {
  it("maps every GICS sector to ours", () => {
    const gics = [
      ["Information Technology", "Technology"],
      ["Health Care", "Healthcare"],
      ["Financials", "Financial Services"],
      ["Consumer Discretionary", "Consumer Cyclical"],
      ["Consumer Staples", "Consumer Defensive"],
      ["Telecommunications Services", "Communication Services"],
      ["Communication Services", "Communication Services"],
      ["Materials", "Basic Materials"],
      ["Industrials", "Industrials"],
      ["Energy", "Energy"],
      ["Utilities", "Utilities"],
      ["Real Estate", "Real Estate"],
    ];
    const text = [
      HEADER,
      ...gics.map(([g], i) => `T${i},Company ${i},reports,${g},Something,"City, State",United States,,${i + 1},1`),
    ].join("\n");
    const { facts, errors } = parseSecuritiesCsv(text);
    expect(errors.empty).toBe(true);
    expect(facts.map((f) => f.sectorId)).toEqual(gics.map(([, ours]) => sectorId(ours!)));
  });

  it("writes share classes with '-', keeps a sub-industry only where ours has it in the same sector, and reads CIK and country", () => {
    const text = [
      HEADER,
      'BRK.B,Berkshire Hathaway,reports,Financials,Multi-Sector Holdings,"Omaha, Nebraska",United States,3/31/1964,1067983,1',
      'NVDA,Nvidia Corporation,reports,Information Technology,Semiconductors,"Santa Clara, California",United States,11/30/2001,1045810,1',
      'NWS,News Corp. Class B,reports,Consumer Discretionary,Publishing,"New York, New York",United States,9/18/2015,1564708,1',
      'MDT,Medtronic plc,reports,Health Care,Health Care Equipment,"Dublin, Ireland",Ireland,10/31/1962,1613103,1',
      "NOCIK,No Cik Inc,reports,,,,,,,",
    ].join("\n");
    const { facts, errors } = parseSecuritiesCsv(text);
    expect(errors.empty).toBe(true);
    const semis = industryByName("Semiconductors")!;
    expect(facts).toEqual([
      {
        ticker: "BRK-B",
        name: "Berkshire Hathaway",
        sectorId: sectorId("Financial Services"),
        industryId: null,
        cik: 1067983,
        country: "United States",
      },
      {
        ticker: "NVDA",
        name: "Nvidia Corporation",
        sectorId: semis.sectorId,
        industryId: semis.id,
        cik: 1045810,
        country: "United States",
      },
      // Our Publishing is in Communication Services, not Consumer Cyclical.
      {
        ticker: "NWS",
        name: "News Corp. Class B",
        sectorId: sectorId("Consumer Cyclical"),
        industryId: null,
        cik: 1564708,
        country: "United States",
      },
      {
        ticker: "MDT",
        name: "Medtronic plc",
        sectorId: sectorId("Healthcare"),
        industryId: null,
        cik: 1613103,
        country: "Ireland",
      },
      { ticker: "NOCIK", name: "No Cik Inc", sectorId: null, industryId: null, cik: null, country: null },
    ]);
  });

  it("reads the S&P 500 constituents layout too", () => {
    const text =
      'Symbol,Security,GICS Sector,GICS Sub-Industry,Headquarters Location,Date added,CIK,Founded\nMMM,3M,Industrials,Industrial Conglomerates,"Saint Paul, Minnesota",1957-03-04,0000066740,1902\n';
    expect(parseSecuritiesCsv(text).facts).toEqual([
      { ticker: "MMM", name: "3M", sectorId: sectorId("Industrials"), industryId: null, cik: 66740, country: null },
    ]);
  });

  it("names the line of malformed rows", () => {
    const text = [
      HEADER,
      "AAA,A,reports,Energy,x,y,United States,,12x,1",
      "BBB,B,reports,Energy",
      "AAA,A again,reports,Energy,x,y,United States,,1,1",
    ].join("\n");
    expect(parseSecuritiesCsv(text).errors.list).toEqual([
      { line: 2, message: 'CIK is not a positive whole number ("12x")' },
      { line: 3, message: "expected 10 fields, found 4" },
      { line: 4, message: "ticker AAA is listed twice (also on line 2)" },
    ]);
  });
});

describe("importing a securities file", () => {
  const database = useTestDatabase((d) => ensureTaxonomy(d.db));

  const companies = () =>
    database.db
      .selectFrom("companies")
      .select(["exchange", "ticker", "name", "sector_id", "cik", "country"])
      .orderBy("ticker")
      .execute();

  it("creates companies on NYSE by default, fills only what is unknown, and changes nothing the second time", async () => {
    await database.db
      .insertInto("companies")
      .values({ exchange: "NASDAQ", ticker: "NVDA", name: "NVIDIA CORP", source: "import" })
      .execute();
    const dir = await writeTree({
      "fundamentals/securities.csv": [
        HEADER,
        'BRK.B,Berkshire Hathaway,reports,Financials,Multi-Sector Holdings,"Omaha, Nebraska",United States,3/31/1964,1067983,1',
        'NVDA,Nvidia Corporation,reports,Information Technology,Semiconductors,"Santa Clara, California",United States,11/30/2001,1045810,1',
        'MDT,Medtronic plc,reports,Health Care,Health Care Equipment,"Dublin, Ireland",Ireland,10/31/1962,1613103,1',
      ].join("\n"),
    });
    const first = await importPath(database.db, dir, memoryLog().log);
    expect(first.files[0]).toMatchObject({ kind: "securities-csv", status: "imported", rowsRead: 3, rowsChanged: 3 });
    const expected = [
      {
        exchange: "NYSE",
        ticker: "BRK-B",
        name: "Berkshire Hathaway",
        sector_id: sectorId("Financial Services"),
        cik: 1067983,
        country: "United States",
      },
      {
        exchange: "NYSE",
        ticker: "MDT",
        name: "Medtronic plc",
        sector_id: sectorId("Healthcare"),
        cik: 1613103,
        country: "Ireland",
      },
      {
        exchange: "NASDAQ",
        ticker: "NVDA",
        name: "NVIDIA CORP",
        sector_id: sectorId("Technology"),
        cik: 1045810,
        country: "United States",
      },
    ];
    expect(await companies()).toEqual(expected);
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    expect(await companies()).toEqual(expected);
  });
});
