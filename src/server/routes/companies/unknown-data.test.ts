import type pg from "pg";
import { testPool } from "../../../../test/support/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../../domain/paths";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { runResearch } from "../../../market/research/pipeline";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { htmlText } from "../../../../test/support/html-text";

// Unknown is not zero (decision 033), through the real app on a demo market: a demo
// company without dividends keeps a 0 % yield, an imported one without any dividend record shows
// "—" with the reason; search puts companies with prices first, and the page of a company
// without any market data says so.

interface Research {
  company_id: number;
  statistics: { dividendYield: number | null; dividendsKnown?: boolean };
  dividends: { known?: boolean; paying: boolean };
}

let t: TestApp;
let pool: pg.Pool;

async function page(url: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

async function research(): Promise<Research[]> {
  return (
    await pool.query<Research>("SELECT company_id, statistics, dividends FROM company_research ORDER BY company_id")
  ).rows;
}

async function company(id: number) {
  return t.database.db
    .selectFrom("companies")
    .select(["id", "name", "ticker", "exchange"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  pool = testPool(t.database.url, 12);
  await runMarketPipeline(pool, {
    data: demoBuild({ companies: 40, seed: "unknown-not-zero", asOf: "2019-06-28" }),
    skip: ["rating"],
  });
  await t.app.companySearch.reload();
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await t?.close();
});

describe("the dividend yield", () => {
  it("is 0 for a demo company that pays no dividend (the demo records every dividend)", async () => {
    const nonPayer = (await research()).find((r) => !r.dividends.paying && r.statistics.dividendYield !== null);
    expect(nonPayer).toBeDefined();
    expect(nonPayer!.statistics.dividendYield).toBe(0);
    expect(nonPayer!.dividends.known).toBe(true);
    const c = await company(nonPayer!.company_id);
    expect(htmlText(await page(paths.company(c)))).toMatch(/Dividend yield 0\.00 ?%/);
  });

  it("is unknown, shown as — with the reason, for an imported company without any dividend record", async () => {
    const payer = (await research()).find((r) => r.dividends.paying && (r.statistics.dividendYield ?? 0) > 0)!;
    expect(payer).toBeDefined();
    const c = await company(payer.company_id);
    await pool.query("UPDATE companies SET source = 'import' WHERE id = $1", [c.id]);
    await pool.query("DELETE FROM dividends WHERE company_id = $1", [c.id]);
    await runResearch(t.database.db);

    const after = (await research()).find((r) => r.company_id === c.id)!;
    expect(after.statistics.dividendYield).toBeNull();
    expect(after.statistics.dividendsKnown).toBe(false);
    expect(after.dividends.known).toBe(false);

    const overview = await page(paths.company(c));
    expect(overview).toContain('title="The data holds no dividend records for this company"');
    expect(htmlText(overview)).toMatch(/Dividend yield — not available: The data holds no dividend records/);
    expect(htmlText(overview)).not.toMatch(/Dividend yield 0\.00/);
    const dividends = htmlText(await page(paths.companyDividends(c)));
    expect(dividends).toContain(`No dividend records are held for ${c.name}: whether it pays a dividend is not known.`);
    expect(dividends).not.toContain("does not pay a dividend");

    // The other demo companies keep their known yields.
    const others = (await research()).filter((r) => r.company_id !== c.id && r.statistics.dividendYield !== null);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.dividends.known === true)).toBe(true);
  });
});

describe("a company without any market data", () => {
  it("ranks below companies with prices in search, and its page says it holds no market data", async () => {
    const all = await t.database.db
      .selectFrom("companies")
      .select(["id", "name", "ticker", "exchange", "delisted_on"])
      .orderBy("id")
      .execute();
    const tickers = new Set(all.map((c) => c.ticker));
    // An SEC-file entry whose ticker is the start of a priced company's name: as an exact ticker
    // match it would otherwise rank above the priced company's name match.
    const priced = all.find(
      (c) => c.delisted_on === null && /^[A-Za-z]{4}/.test(c.name) && !tickers.has(c.name.slice(0, 4).toUpperCase()),
    )!;
    expect(priced).toBeDefined();
    const prefix = priced.name.slice(0, 4).toUpperCase();
    await t.database.db
      .insertInto("companies")
      .values({
        id: Math.max(...all.map((c) => c.id)) + 1,
        exchange: priced.exchange,
        ticker: prefix,
        name: "Unpriced Filer Inc",
        source: "import",
      })
      .execute();
    await t.app.companySearch.reload();

    const res = await t.app.inject({ method: "GET", url: `/api/companies/search?q=${prefix.toLowerCase()}` });
    const found = (res.json() as { ticker: string }[]).map((r) => r.ticker);
    expect(found).toContain(prefix);
    expect(found).toContain(priced.ticker);
    expect(found.indexOf(priced.ticker)).toBeLessThan(found.indexOf(prefix));
    expect(found[found.length - 1]).toBe(prefix);

    const empty = await page(paths.company({ exchange: priced.exchange, ticker: prefix }));
    expect(empty).toContain('data-testid="no-market-data"');
    expect(htmlText(empty)).toContain("No market data is held for this company");
    expect(htmlText(empty)).not.toContain("Key statistics");
    expect(await page(paths.company(priced))).not.toContain('data-testid="no-market-data"');
  });
});
