import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertLapsedUsers, insertSignedInUser, type LapsedPremium } from "../../../../test/support/fixtures";
import {
  screenerCatalogueSchema,
  screenerCountSchema,
  screenerResponseSchema,
  type ScreenerCatalogue,
  type ScreenerResponse,
} from "../../../domain/screener/contract";
import { CONSENSUS_OPTIONS } from "../../../domain/screener/filters";

// The screener API against a small demo market: screens agree with the stored snapshot read by
// plain SQL, bad input is named, Premium fields are locked on the server.

const PREMIUM_KEYS = ["zr", "zr1m", "zrv", "zrg", "zrm", "zrs", "zrsf", "zrf", "zrai", "tau", "tac", "tan"];

describe("screener API", () => {
  let t: TestApp;
  let free: string;
  let premium: string;
  let lapsed: Record<LapsedPremium, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 40, seed: "screener-api", asOf: "2019-06-28" }),
      skip: ["rating"],
    });
    await t.app.screener.reload();
    free = (await insertSignedInUser(t.database.db)).cookie;
    premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
    lapsed = await insertLapsedUsers(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  /** A screen's answer, checked against the contract: the route sends text built by hand. */
  const json = async (url: string, cookie?: string) => {
    const res = await get(url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const parsed = (url.includes("/count") ? screenerCountSchema : screenerResponseSchema).safeParse(res.json());
    expect(parsed.success, parsed.error?.message).toBe(true);
    return res.json<ScreenerResponse>();
  };
  /** Ids from the stored snapshot by SQL: the independent reading of a screen. */
  const sqlIds = async (where: string, order: string) =>
    (
      await t.database.pool.query<{ company_id: number }>(
        `SELECT company_id FROM screener_snapshot WHERE ${where} ORDER BY ${order}`,
      )
    ).rows.map((r) => r.company_id);

  it("answers the catalogue, the columns and the first page, largest companies first", async () => {
    const body = await json("/api/screener/companies");
    const all = await sqlIds("true", "(vals->>'mcap')::float8 DESC NULLS LAST, company_id");
    expect(body.total).toBe(all.length);
    expect(body.rows.map((r) => r.id)).toEqual(all.slice(0, 20));
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.tab).toBe(1);
    expect(body.filters).toEqual([]);
    expect(body.queryString).toBe("");
    const catalogue = (await get("/api/screener/catalogue")).json<ScreenerCatalogue>();
    expect(screenerCatalogueSchema.safeParse(catalogue).success).toBe(true);
    expect(catalogue.filters.length).toBeGreaterThan(100);
    expect(catalogue.groups.map((g) => g.id)).toContain(16);
    expect(catalogue.tabs).toHaveLength(11);
    expect(body.rows[0]!.url).toMatch(/^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
  });

  it("filters, sorts and pages as SQL over the snapshot does, keeping the filters' order", async () => {
    const query = "t=4&f[pe]=0,40&f[mcap]=100000000,&s=pe&sd=asc";
    const expected = await sqlIds(
      "(vals->>'pe')::float8 BETWEEN 0 AND 40 AND (vals->>'mcap')::float8 >= 100000000",
      "(vals->>'pe')::float8 ASC, (vals->>'mcap')::float8 DESC NULLS LAST, company_id",
    );
    expect(expected.length).toBeGreaterThan(3);
    const page1 = await json(`/api/screener/companies?${query}`);
    expect(page1.total).toBe(expected.length);
    expect(page1.rows.map((r) => r.id)).toEqual(expected.slice(0, 20));
    expect(page1.activeFilters.map((f) => f.key)).toEqual(["pe", "mcap"]);
    expect(page1.filters.map((f) => [f.key, f.name, f.value])).toEqual([
      ["pe", "Price/Earnings", "0,40"],
      ["mcap", "Market Cap", "100000000,"],
    ]);
    expect(page1.activeFilters[0]).toEqual({ key: "pe", value: "0,40", label: "P/E: 0 to 40" });
    expect(page1.queryString).toBe(query);
    expect(page1.columns.map((c) => c.key)).toContain("pb");
    const count = await get(`/api/screener/companies/count?f[pe]=0,40&f[mcap]=100000000,`);
    expect(count.json()).toEqual({ count: expected.length });
  });

  it("shows each company's exchange, country and volume on the overview, sorts and filters by them", async () => {
    const body = await json("/api/screener/companies");
    const columns = body.columns.map((c) => [c.key, c.name, c.type]);
    expect(columns).toContainEqual(["exchange", "Exchange", "string"]);
    expect(columns).toContainEqual(["country", "Country", "string"]);
    expect(columns).toContainEqual(["vol", "Volume", "integer"]);
    const { rows } = await t.database.pool.query<{ id: number; exchange: string; country: string; vol: number | null }>(
      `SELECT c.id, c.exchange, c.country, (s.vals->>'vol')::float8 AS vol
       FROM companies c JOIN screener_snapshot s ON s.company_id = c.id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(body.rows.length).toBe(20);
    for (const row of body.rows) {
      const company = byId.get(row.id)!;
      expect(row.values).toMatchObject({ exchange: company.exchange, country: company.country });
      expect(row.values.vol).toBe(company.vol);
    }
    expect(body.rows.some((r) => typeof r.values.vol === "number" && r.values.vol > 0)).toBe(true);
    // The Price tab carries the volume too; the Consensus column shows its label, not its code.
    expect((await json("/api/screener/companies?t=3")).columns.map((c) => c.key)).toContain("vol");
    const sentiment = await json("/api/screener/companies?t=9&f[cons]=buy,strong_buy");
    for (const row of sentiment.rows) expect(["Buy", "Strong Buy"]).toContain(row.values.cons);

    const sorted = await json("/api/screener/companies?f[ex]=NYSE&f[vol]=1,&s=vol&sd=desc");
    const expected = await sqlIds(
      `company_id IN (SELECT id FROM companies WHERE exchange = 'NYSE') AND (vals->>'vol')::float8 >= 1`,
      "(vals->>'vol')::float8 DESC, (vals->>'mcap')::float8 DESC NULLS LAST, company_id",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted.total).toBe(expected.length);
    expect(sorted.rows.map((r) => r.id)).toEqual(expected.slice(0, 20));
    expect(sorted.activeFilters.map((f) => f.label)).toEqual(["Exchange: NYSE", "Volume: 1 or more"]);
    const byCountry = await json("/api/screener/companies?s=country&sd=asc");
    const countries = byCountry.rows.map((r) => String(r.values.country).toLowerCase());
    expect(countries).toEqual([...countries].sort());
  });

  it("answers an empty page past the end", async () => {
    const body = await json("/api/screener/companies?p=500");
    expect(body.rows).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.page).toBe(500);
  });

  it.each([
    ["f[nope]=1", "f[nope]"],
    ["t=99", "t"],
    ["f[mcap]=5,1", "f[mcap]"],
    ["s=nope", "s"],
    ["p=-1", "p"],
    ["c=ticker,nope", "c"],
    ["c=pe,pe", "c"],
    ["c=", "c"],
    ["ps=30", "ps"],
    ["ps=1000", "ps"],
  ])("answers 400 naming the parameter for %s", async (query, parameter) => {
    for (const url of [
      `/api/screener/companies?${query}`,
      `/api/screener/companies/count?${query}`,
      `/api/screener/export?${query}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ error: { code: string; message: string; details: { parameter: string } } }>();
      expect(body.error.code).toBe("SCREENER_QUERY_INVALID");
      expect(body.error.details.parameter).toBe(parameter);
      expect(body.error.message).toContain(parameter);
    }
  });

  it("refuses Premium filters and sorts without Premium, and allows them with it", async () => {
    for (const cookie of [undefined, free]) {
      for (const url of [
        "/api/screener/companies?f[zr]=A,B",
        "/api/screener/companies/count?f[zrv]=A",
        "/api/screener/companies?s=zr",
        "/api/screener/companies?f[belowFairValue]=t",
      ]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(403);
        expect(res.json<{ error: { code: string } }>().error.code).toBe("SCREENER_PREMIUM_REQUIRED");
      }
    }
    expect((await get("/api/screener/companies?f[zr]=A,B", premium)).statusCode).toBe(200);
    const checks = await json("/api/screener/companies/count?f[belowFairValue]=t", premium);
    expect(checks).toEqual({ count: (await sqlIds("(vals->>'belowFairValue')::float8 = 1", "company_id")).length });
  });

  it("never puts a Premium value in a free user's response, nor in one whose Premium lapsed", async () => {
    // Lapsed: canceled, expired (period ended), unpaid and incomplete subscriptions.
    for (const cookie of [undefined, free, ...Object.values(lapsed)]) {
      const res = await get("/api/screener/companies?t=11", cookie);
      const body = res.json<ScreenerResponse>();
      for (const c of body.columns) expect(c.locked, c.key).toBe(PREMIUM_KEYS.includes(c.key));
      for (const row of body.rows) for (const key of PREMIUM_KEYS) expect(row.values).not.toHaveProperty(key);
      const catalogue = (await get("/api/screener/catalogue", cookie)).json<ScreenerCatalogue>();
      for (const f of catalogue.filters)
        expect(f.locked, f.key).toBe(f.premiumLockable || (f.groupId >= 3 && f.groupId <= 7));
    }
    const fullCatalogue = (await get("/api/screener/catalogue", premium)).json<ScreenerCatalogue>();
    expect(fullCatalogue.filters.every((f) => !f.locked)).toBe(true);
    const full = await json("/api/screener/companies?t=11", premium);
    expect(full.columns.every((c) => !c.locked)).toBe(true);
    // Premium sees the Zen Rating columns; they read null until ratings exist.
    expect(full.rows[0]!.values).toHaveProperty("zr", null);
  });

  it("fills the top-analyst columns from the analyst ranking for Premium, and leaves them out for others", async () => {
    const { rows: top } = await t.database.pool.query<{
      company_id: number;
      analysts: number;
      consensus: string;
      upside: number | null;
    }>("SELECT company_id, analysts, consensus, upside FROM company_top_analysts");
    expect(top.length).toBeGreaterThan(0);
    const expected = new Map(top.map((r) => [r.company_id, r]));
    // Every company with top analysts, by a Premium filter on their count.
    const all = await sqlIds("true", "company_id");
    const covered = all.filter((id) => expected.has(id));
    expect(covered.length).toBeGreaterThan(0);
    const screen = await json(`/api/screener/companies?t=9&f[tan]=1,`, premium);
    expect(screen.total).toBe(covered.length);
    for (const row of screen.rows) {
      const e = expected.get(row.id)!;
      expect(row.values.tan).toBe(e.analysts);
      expect(row.values.tac).toBe(CONSENSUS_OPTIONS.find((o) => o.value === e.consensus)!.label);
      if (e.upside === null) expect(row.values.tau ?? null).toBeNull();
      else expect(row.values.tau).toBeCloseTo(e.upside * 100, 2);
    }
    // A company without a current top-analyst rating counts none.
    const zero = await json("/api/screener/companies/count?f[tan]=,0", premium);
    expect(zero).toEqual({ count: all.length - covered.length });
    // Free users and guests: the columns are locked, their values absent, their filters refused.
    for (const cookie of [undefined, free]) {
      const body = await json("/api/screener/companies?t=9", cookie);
      for (const key of ["tau", "tac", "tan"]) {
        expect(body.columns.find((c) => c.key === key)?.locked, key).toBe(true);
        for (const row of body.rows) expect(row.values).not.toHaveProperty(key);
      }
      expect(JSON.stringify(body)).not.toContain('"tac":');
      const res = await get("/api/screener/companies?f[tan]=1,", cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("SCREENER_PREMIUM_REQUIRED");
    }
  });

  it("serves presets and stock ideas by slug, with the query on top", async () => {
    const dividends = await json("/api/screener/companies/dividends");
    expect(dividends.preset).toMatchObject({ slug: "dividends", kind: "default", title: "Dividend Stock Screener" });
    expect(dividends.tab).toBe(8);
    expect(dividends.queryString).toBe("t=8&f[dy]=2,&s=dy&sd=desc");
    expect(dividends.total).toBe((await sqlIds("(vals->>'dy')::float8 >= 2", "company_id")).length);
    const idea = await json("/api/screener/companies/strong-buy-stocks-today?p=2");
    expect(idea.preset?.kind).toBe("idea");
    expect(idea.page).toBe(2);
    expect(idea.activeFilters.map((f) => f.key)).toEqual(["cons"]);
    const replaced = await json("/api/screener/companies/dividends?f[pe]=0,15");
    expect(replaced.activeFilters.map((f) => f.key)).toEqual(["pe"]);
    // The kind of screen: a built-in one as it is, or custom once its filters change.
    expect(dividends.kind).toBe("default");
    expect(idea.kind).toBe("idea");
    expect((await json("/api/screener/companies/dividends?t=1&s=pe&sd=asc")).kind).toBe("default");
    expect((await json("/api/screener/companies/dividends?f[dy]=2,")).kind).toBe("default");
    expect(replaced.kind).toBe("custom");
    expect((await json("/api/screener/companies")).kind).toBe("default");
    expect((await json("/api/screener/companies?t=3&s=pe")).kind).toBe("default");
    expect((await json("/api/screener/companies?f[pe]=0,15")).kind).toBe("custom");
    const missing = await get("/api/screener/companies/no-such-screen");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe("SCREENER_PRESET_NOT_FOUND");
  });

  it("exports every company of the screen as CSV without locked columns", async () => {
    const res = await get("/api/screener/export?t=11&f[mcap]=1,");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Ticker,Company");
    expect(lines.length - 1).toBe((await sqlIds("(vals->>'mcap')::float8 >= 1", "company_id")).length);
    const premiumCsv = await get("/api/screener/export?t=11", premium);
    expect(premiumCsv.body.split("\r\n")[0]).toContain("Zen Rating");
  });

  it("shows the chosen columns (ticker first) and pages by the chosen size, in the query string it answers", async () => {
    const body = await json("/api/screener/companies?c=pe,name,dy&ps=50&f[mcap]=1,&p=1");
    expect(body.columns.map((c) => c.key)).toEqual(["ticker", "pe", "name", "dy"]);
    for (const row of body.rows) expect(Object.keys(row.values)).toEqual(["ticker", "pe", "name", "dy"]);
    const all = await sqlIds("(vals->>'mcap')::float8 >= 1", "(vals->>'mcap')::float8 DESC NULLS LAST, company_id");
    expect(body.pageSize).toBe(50);
    expect(body.total).toBe(all.length);
    expect(body.rows.map((r) => r.id)).toEqual(all.slice(0, 50));
    expect(body.queryString).toBe("c=ticker,pe,name,dy&ps=50&f[mcap]=1,");
    const second = await json("/api/screener/companies?ps=20&p=2");
    expect(second.pageSize).toBe(20);
    expect(second.rows.map((r) => r.id)).toEqual(
      (await sqlIds("true", "(vals->>'mcap')::float8 DESC NULLS LAST, company_id")).slice(20, 40),
    );
    const csv = await get("/api/screener/export?c=name,dy&t=4");
    expect(csv.body.split("\r\n")[0]).toBe("Ticker,Company,Dividend Yield");
    // A preset keeps its filters under the visitor's columns.
    const preset = await json("/api/screener/companies/dividends?c=dy");
    expect(preset.columns.map((c) => c.key)).toEqual(["ticker", "dy"]);
    expect(preset.kind).toBe("default");
  });

  it("locks a chosen Premium column for a visitor without Premium, in JSON and CSV alike", async () => {
    for (const cookie of [undefined, free]) {
      const body = await json("/api/screener/companies?c=zr,tau,pe&ps=100", cookie);
      expect(body.columns.map((c) => [c.key, c.locked])).toEqual([
        ["ticker", false],
        ["zr", true],
        ["tau", true],
        ["pe", false],
      ]);
      for (const row of body.rows) {
        expect(row.values).not.toHaveProperty("zr");
        expect(row.values).not.toHaveProperty("tau");
      }
      const csv = (await get("/api/screener/export?c=zr,tau,pe", cookie)).body;
      expect(csv.split("\r\n")[0]).toBe("Ticker,Price/Earnings");
    }
    const full = await json("/api/screener/companies?c=zr,tau,pe", premium);
    expect(full.columns.every((c) => !c.locked)).toBe(true);
    expect(full.rows[0]!.values).toHaveProperty("tau");
    // The catalogue lists every column with the same locks.
    const catalogue = (await get("/api/screener/catalogue", free)).json<ScreenerCatalogue>();
    expect(catalogue.columns.filter((c) => c.locked).map((c) => c.key)).toEqual(PREMIUM_KEYS);
  });

  it("reloads its snapshot when the market changes (LISTEN market_changed)", async () => {
    const before = (await json("/api/screener/companies")).total;
    const victim = (await sqlIds("true", "company_id"))[0]!;
    await t.database.pool.query("DELETE FROM screener_snapshot WHERE company_id = $1", [victim]);
    await t.database.pool.query("NOTIFY market_changed");
    await vi.waitFor(async () => expect((await json("/api/screener/companies")).total).toBe(before - 1), {
      timeout: 10_000,
      interval: 50,
    });
  });
});
