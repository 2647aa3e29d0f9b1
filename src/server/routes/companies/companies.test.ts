import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import type pg from "pg";
import { testPool } from "../../../../test/support/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyMarketChanged } from "../../../market/market-events";
import { readPriceHistory } from "../../../market/price-store";
import { loadSearchableCompanies } from "../../search/searchable-companies";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { eventually } from "../../../../test/support/eventually";

// Company search through the real app, on a demo market built into this file's own database.

interface Result {
  name: string;
  ticker: string;
  url: string;
}

let t: TestApp;
let pool: pg.Pool;
let listed: { id: number; name: string; ticker: string; exchange: string }[];

async function search(q: string | undefined): Promise<{ status: number; body: unknown }> {
  const url = q === undefined ? "/api/companies/search" : `/api/companies/search?q=${encodeURIComponent(q)}`;
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
}

async function results(q: string): Promise<Result[]> {
  const { status, body } = await search(q);
  expect(status, `status for ${JSON.stringify(q)}`).toBe(200);
  return body as Result[];
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo builder writes through several connections at once: more than the app's pool has.
  pool = testPool(t.database.url, 12);
  await runMarketPipeline(pool, {
    data: demoBuild({ companies: 40, seed: "company-search", asOf: "2010-06-30" }),
    skip: ["rating"],
  });
  await t.app.companySearch.reload();
  listed = await t.database.db
    .selectFrom("companies")
    .select(["id", "name", "ticker", "exchange"])
    .where("delisted_on", "is", null)
    .orderBy("id")
    .execute();
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await t?.close();
});

describe("GET /api/companies/search", () => {
  it("indexes every listed company", () => {
    expect(listed.length).toBeGreaterThan(30);
    expect(t.app.companySearch.size).toBe(listed.length);
  });

  it("answers name, ticker and the company page, the exact ticker first", async () => {
    for (const company of listed.slice(0, 8)) {
      const found = await results(company.ticker.toLowerCase());
      expect(found[0]).toEqual({
        name: company.name,
        ticker: company.ticker,
        url: `/stocks/us/${company.exchange.toLowerCase()}/${company.ticker.toLowerCase()}`,
      });
      for (const r of found) expect(Object.keys(r).sort()).toEqual(["name", "ticker", "url"]);
    }
  });

  it("finds a company by the start of its name, URL-encoded words and all", async () => {
    const company = listed.find((c) => c.name.includes(" "))!;
    const [first, second] = company.name.split(" ");
    const found = await results(`${first!.slice(0, 4)} ${second!.slice(0, 2)}`);
    expect(found.map((r) => r.ticker)).toContain(company.ticker);
  });

  it("finds a company whose name is typed with a typo", async () => {
    const company = listed.find((c) => c.name.split(" ")[0]!.length >= 5)!;
    const word = company.name.split(" ")[0]!;
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4); // two letters swapped
    expect((await results(typo)).map((r) => r.ticker)).toContain(company.ticker);
  });

  it("reads market caps as latest close x shares outstanding", async () => {
    const expected = await marketCaps();
    const loaded = new Map((await loadSearchableCompanies(t.database.db)).map((c) => [c.ticker, c.marketCap]));
    expect(expected.filter((c) => c.cap !== null).length).toBeGreaterThan(30);
    for (const { ticker, cap } of expected) {
      if (cap === null) expect(loaded.get(ticker)).toBeNull();
      else expect(loaded.get(ticker)).toBeCloseTo(cap, -1);
    }
  });

  it("returns at most 10 companies, ranked by market cap within a tier", async () => {
    const caps = new Map((await marketCaps()).map((c) => [c.ticker, c.cap]));
    // The most common first letter of a ticker lists many companies by ticker prefix.
    const letters = listed.map((c) => c.ticker[0]!);
    const letter = letters.sort(
      (a, b) => letters.filter((l) => l === b).length - letters.filter((l) => l === a).length,
    )[0]!;
    const found = await results(letter);
    expect(found.length).toBeLessThanOrEqual(10);
    const tickerPrefixed = found.filter((r) => r.ticker.startsWith(letter) && r.ticker !== letter);
    expect(tickerPrefixed.length).toBeGreaterThan(1);
    const capsInOrder = tickerPrefixed.map((r) => caps.get(r.ticker) ?? -1);
    expect(capsInOrder).toEqual([...capsInOrder].sort((a, b) => b - a));
  });

  it("never returns more than 10 companies", async () => {
    // Nearly every demo name has a word starting with one of these.
    for (const q of ["a", "c", "inc", "e"]) expect((await results(q)).length).toBeLessThanOrEqual(10);
    expect(await results("inc")).toHaveLength(10);
  });

  it("answers [] when nothing matches or the query has no letters or digits", async () => {
    expect(await results("qqqqqqqqqqqqqqqq")).toEqual([]);
    expect(await results("!?&")).toEqual([]);
  });

  it("refuses a missing, blank or too long query with the registry's error", async () => {
    for (const q of [undefined, "", "   "]) {
      const { status, body } = await search(q);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: {
          code: "VALIDATION_FAILED",
          message: "Some fields are not valid.",
          details: { issues: [{ path: "querystring.q", message: "Enter a search term." }] },
        },
      });
    }
    const long = await search("a".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: {
        code: "VALIDATION_FAILED",
        details: { issues: [{ path: "querystring.q", message: "Use at most 100 characters." }] },
      },
    });
    // 100 characters, and surrounding blanks, are fine.
    expect((await search(` ${"a".repeat(100)} `)).status).toBe(200);
  });

  it("leaves delisted companies out", async () => {
    const company = listed[1]!;
    await t.database.db
      .updateTable("companies")
      .set({ delisted_on: "2010-06-01", delisting_reason: "acquired" })
      .where("id", "=", company.id)
      .execute();
    try {
      await t.app.companySearch.reload();
      expect((await results(company.ticker)).map((r) => r.ticker)).not.toContain(company.ticker);
    } finally {
      await t.database.db
        .updateTable("companies")
        .set({ delisted_on: null, delisting_reason: null })
        .where("id", "=", company.id)
        .execute();
      await t.app.companySearch.reload();
    }
    expect((await results(company.ticker))[0]?.ticker).toBe(company.ticker);
  });

  it("follows a market change announced with NOTIFY market_changed", async () => {
    const company = listed[2]!;
    await t.database.db
      .updateTable("companies")
      .set({ name: "Quixotic Zebra Holdings" })
      .where("id", "=", company.id)
      .execute();
    try {
      await notifyMarketChanged(pool);
      await eventually(
        async () => (await results("quixotic zebra"))[0]?.ticker === company.ticker,
        "the renamed company to be found",
      );
    } finally {
      await t.database.db.updateTable("companies").set({ name: company.name }).where("id", "=", company.id).execute();
      await t.app.companySearch.reload();
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    const operation = doc.paths["/api/companies/search"].get;
    expect(operation.parameters).toEqual([expect.objectContaining({ name: "q", in: "query", required: true })]);
    expect(operation.responses["200"]).toBeDefined();
    expect(operation.responses["400"]).toBeDefined();
  });
});

describe("GET /api/companies/refs", () => {
  const refs = async (tickers: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/companies/refs?tickers=${encodeURIComponent(tickers)}`,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("answers the ids of companies known by exchange and ticker, in the order asked, case ignored", async () => {
    const [a, b] = [listed[4]!, listed[1]!];
    const { status, body } = await refs(
      `${b.exchange.toLowerCase()}:${b.ticker.toLowerCase()},${a.exchange}:${a.ticker},NYSE:NOSUCH,${b.exchange}:${b.ticker}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      companies: [
        { id: b.id, exchange: b.exchange, ticker: b.ticker, name: b.name },
        { id: a.id, exchange: a.exchange, ticker: a.ticker, name: a.name },
      ],
    });
  });

  it("refuses a missing, malformed or too long list", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/companies/refs" })).statusCode).toBe(400);
    const bad = await refs("NYSE");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect((await refs(Array.from({ length: 21 }, (_, i) => `NYSE:A${i}`).join(","))).status).toBe(400);
  });
});

/** Market caps computed the slow way: every price year decoded in JavaScript. */
async function marketCaps(): Promise<{ ticker: string; cap: number | null }[]> {
  const companies = await t.database.db
    .selectFrom("companies")
    .select(["id", "ticker", "shares_outstanding"])
    .where("delisted_on", "is", null)
    .execute();
  return Promise.all(
    companies.map(async (c) => {
      const bars = await readPriceHistory(t.database.db, c.id);
      const close = bars[bars.length - 1]?.close;
      return {
        ticker: c.ticker,
        cap: close !== undefined && c.shares_outstanding ? close * c.shares_outstanding : null,
      };
    }),
  );
}
