import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMarketCap, readLatestSnapshot, snapshotValuations, yieldsAsFractions } from "./real-snapshot";

describe("parseMarketCap", () => {
  it("reads the table's abbreviated and plain market caps", () => {
    expect(parseMarketCap("63.802B")).toBeCloseTo(63.802e9);
    expect(parseMarketCap("1.2T")).toBeCloseTo(1.2e12);
    expect(parseMarketCap("850M")).toBe(850e6);
    expect(parseMarketCap("17434451968")).toBe(17434451968);
    expect(parseMarketCap(" 2.5b ")).toBe(2.5e9);
  });

  it("gives null for an empty or unreadable cap", () => {
    expect(parseMarketCap("")).toBeNull();
    expect(parseMarketCap(undefined)).toBeNull();
    expect(parseMarketCap("n/a")).toBeNull();
    expect(parseMarketCap("1.2X")).toBeNull();
  });
});

describe("yieldsAsFractions", () => {
  it("reads a date's yields as percent when its payers' median is a percent figure", () => {
    const [a, b, c, d] = yieldsAsFractions([2.49, null, 3.1, 0]);
    expect(a).toBeCloseTo(0.0249);
    expect(b).toBeNull();
    expect(c).toBeCloseTo(0.031);
    expect(d).toBe(0);
  });

  it("keeps a date's yields that are fractions already", () => {
    expect(yieldsAsFractions([0.0175, null, 0.0283, 0.0753])).toEqual([0.0175, null, 0.0283, 0.0753]);
  });
});

describe("readLatestSnapshot", () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "snapshot-"));
    file = path.join(dir, "snapshots.csv.gz");
    const csv = [
      "snapshot_date,symbol,name,sector,price,pe,dividend_yield,eps,book_value,low_52w,high_52w,market_cap,ebitda,price_sales,price_book",
      "2012-12-27,MMM,3M Co.,,92.29,14.98,2.49,,23.731,68.63,92.34,63.802B,7.569B,2.14,3.86",
      '2026-08-22,ABNB,Airbnb,"Hotels, Resorts & Cruise Lines",187.3,42.762558,,4.38,,110.81,189.2,112152559616,2760999936,8.522879,14.169',
      "2026-08-22,APD,Air Products,Industrial Gases,305.1,,0.0241,-0.21,,229.11,314.87,67941359616,4652199936,5.39123,4.8935795",
      "2020-01-02,MMM,3M,Industrial Conglomerates,170,20,3.2,,,,,98.5B,,,",
      "2026-08-22,NVDA,NVIDIA,Semiconductors,180,50,0.0002,3.5,,100,190,5.2T,100B,25,40",
      "",
    ].join("\n");
    await writeFile(file, gzipSync(csv));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps only the latest date's rows, whatever their order in the file", async () => {
    const { date, rows } = await readLatestSnapshot(file);
    expect(date).toBe("2026-08-22");
    expect(rows.map((r) => r.symbol)).toEqual(["ABNB", "APD", "NVDA"]);
  });

  it("reads quoted fields, abbreviated caps and empty figures", async () => {
    const { rows } = await readLatestSnapshot(file);
    expect(rows[0]).toEqual({
      symbol: "ABNB",
      name: "Airbnb",
      marketCap: 112152559616,
      priceEarnings: 42.762558,
      dividendYield: null,
      priceToBook: 14.169,
      priceToSales: 8.522879,
    });
    expect(rows[1]!.priceEarnings).toBeNull();
    expect(rows[2]!.marketCap).toBe(5.2e12);
  });

  it("turns the rows into valuations: a blank yield is a non-payer, sectors from the caller", async () => {
    const { rows } = await readLatestSnapshot(file);
    const valuations = snapshotValuations(rows, (s) => (s === "NVDA" ? "Technology" : null));
    expect(valuations.map((v) => v.dividendYield)).toEqual([0, 0.0241, 0.0002]);
    expect(valuations.map((v) => v.sector)).toEqual([null, null, "Technology"]);
    // Revenue is the market cap over price to sales: NVIDIA's $5.2 T at 25 times sales.
    expect(valuations[2]!.revenue).toBeCloseTo(5.2e12 / 25);
  });

  it("refuses a file whose first column is not the snapshot date", async () => {
    const bad = path.join(dir, "bad.csv.gz");
    await writeFile(bad, gzipSync("symbol,snapshot_date\nMMM,2020-01-01\n"));
    await expect(readLatestSnapshot(bad)).rejects.toThrow(/snapshot_date/);
  });
});
