import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatementRow } from "../importers/fundamentals-csv";
import {
  CONSTITUENTS_FILE,
  gicsSectors,
  readRealLevels,
  SNAPSHOT_FILE,
  statementRatios,
  yearlyRevenueGrowths,
} from "./real-levels";

const DATA = path.resolve(import.meta.dirname, "../../../../shared/market-data");
const present = existsSync(path.join(DATA, SNAPSHOT_FILE));

const year = (ticker: string, fiscalYear: number, figures: Partial<StatementRow>) =>
  ({
    ticker,
    fiscal_year: fiscalYear,
    revenue: null,
    net_income: null,
    equity: null,
    debt: null,
    ...figures,
  }) as StatementRow;

describe("statementRatios", () => {
  it("works each company's latest year out as a company page does", () => {
    const [aa] = statementRatios([
      year("AA", 2015, { revenue: 800 }),
      year("AA", 2016, { revenue: 1000, net_income: 100, equity: 400, debt: 200 }),
    ]);
    expect(aa!.netMargin).toBeCloseTo(0.1);
    expect(aa!.returnOnEquity).toBeCloseTo(0.25);
    expect(aa!.debtToEquity).toBeCloseTo(0.5);
    expect(aa!.revenueGrowth).toBeCloseTo(0.25);
  });

  it("leaves ROE and debt to equity out for a negative book, and growth without the year before", () => {
    const [bb] = statementRatios([
      year("BB", 2014, { revenue: 500 }),
      year("BB", 2016, { revenue: 1000, net_income: 50, equity: -10, debt: 300 }),
    ]);
    expect(bb).toEqual({ netMargin: 0.05, returnOnEquity: null, debtToEquity: null, revenueGrowth: null });
  });
});

describe("yearlyRevenueGrowths", () => {
  it("takes every company-year with a year before it, skipping gaps and missing revenue", () => {
    const growths = yearlyRevenueGrowths([
      year("AA", 2014, { revenue: 100 }),
      year("AA", 2015, { revenue: 110 }),
      year("AA", 2016, { revenue: 99 }),
      year("BB", 2013, { revenue: 50 }),
      year("BB", 2015, { revenue: 60 }),
      year("CC", 2015, { revenue: null }),
      year("CC", 2016, { revenue: 10 }),
    ]);
    expect(growths.map((g) => Number(g.toFixed(4)))).toEqual([0.1, -0.1]);
  });
});

describe("gicsSectors", () => {
  it("maps the constituents list's GICS sectors to ours", () => {
    const sectors = gicsSectors(
      'Symbol,Security,GICS Sector,GICS Sub-Industry\nAAPL,Apple,Information Technology,"Technology Hardware, Storage & Peripherals"\nJPM,JPMorgan,Financials,Diversified Banks\nZZZ,Unknown,Nothing,None\n',
    );
    expect(Object.fromEntries(sectors)).toEqual({ AAPL: "Technology", JPM: "Financial Services" });
  });

  it("reads the older securities list's header too", () => {
    const sectors = gicsSectors(
      "Ticker Symbol,Security,GICS Sector,GICS Sub Industry\nXOM,Exxon,Energy,Integrated Oil & Gas\n",
    );
    expect(sectors.get("XOM")).toBe("Energy");
  });
});

describe("readRealLevels", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "real-levels-"));
    await mkdir(path.join(dir, "fundamentals"));
    await mkdir(path.join(dir, "universe"));
    await writeFile(
      path.join(dir, SNAPSHOT_FILE),
      gzipSync(
        [
          "snapshot_date,symbol,name,sector,price,pe,dividend_yield,eps,book_value,low_52w,high_52w,market_cap,ebitda,price_sales,price_book",
          "2026-08-22,AAPL,Apple,Hardware,200,30,0.005,,,,,3T,,,40",
          "2026-08-22,JPM,JPMorgan,Banks,250,15,0.02,,,,,700B,,,2",
        ].join("\n"),
      ),
    );
    await writeFile(
      path.join(dir, CONSTITUENTS_FILE),
      "Symbol,Security,GICS Sector,GICS Sub-Industry\nAAPL,Apple,Information Technology,x\nJPM,JPMorgan,Financials,y\n",
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("measures the snapshot's latest date with sectors from the constituents list", async () => {
    const levels = (await readRealLevels(dir))!;
    expect(levels.asOf).toBe("2026-08-22");
    expect(levels.valuation.largest).toEqual({ name: "AAPL", sector: "Technology", marketCap: 3e12 });
    expect(levels.valuation.totalMarketCap).toBeCloseTo(3.7e12);
    expect(levels.valuation.payersMedianYield).toBeCloseTo(0.0125);
    expect(levels.valuation.sectorWeights.map((w) => w.sector)).toEqual(["Technology", "Financial Services"]);
    // No statements file: the ratios are unmeasured, not zero.
    expect(levels.ratios.companies).toBe(0);
    expect(levels.ratios.medianNetMargin).toBeNull();
  });

  it("is null where the real data is absent", async () => {
    expect(await readRealLevels(path.join(dir, "nowhere"))).toBeNull();
  });
});

describe.skipIf(!present)("the real S&P 500's levels from ../shared/market-data", () => {
  it("reads the snapshot of 2026-08-22 as an investor knows that market", async () => {
    const levels = (await readRealLevels(DATA))!;
    const v = levels.valuation;
    expect(levels.asOf).toBe("2026-08-22");
    expect(v.companies).toBe(503);
    expect(v.largest!.marketCap / 1e12).toBeCloseTo(5.2, 1);
    expect(v.totalMarketCap / 1e12).toBeCloseTo(68.6, 1);
    expect(v.overTrillion).toBe(10);
    expect(v.medianPe).toBeCloseTo(24.2, 1);
    expect(v.peAbove100).toBeCloseTo(0.035, 3);
    expect(v.largeCapMedianPe).toBeCloseTo(27.0, 1);
    expect(v.payersMedianYield).toBeCloseTo(0.019, 3);
    expect(v.highestYield).toBeCloseTo(0.075, 3);
    expect(levels.ratios.companies).toBeGreaterThan(400);
    expect(levels.ratios.medianNetMargin).toBeGreaterThan(0.05);
    expect(levels.ratios.medianNetMargin).toBeLessThan(0.15);
  });
});
