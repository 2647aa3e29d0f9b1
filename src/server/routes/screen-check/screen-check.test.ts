import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import {
  insertLapsedUsers,
  insertSignedInUser,
  type LapsedPremium,
  visitorsWithoutPremium,
} from "../../../../test/support/fixtures";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { screenCheckSchema, type ScreenCheckResponse } from "./screen-check.schema";

// Why a company does or does not pass a screen, through the real app on a rated demo market:
// the verdicts agree with the screener's own count, Premium filters are locked on the server
// for everyone without Premium, bad input gets its stable code.

describe("GET /api/screener/why-not/{ticker}", () => {
  let t: TestApp;
  let free: string;
  let premium: string;
  let lapsed: Record<LapsedPremium, string>;
  let company: { id: number; ticker: string; mcap: number; grade: string };
  beforeAll(async () => {
    t = await createTestApp();
    await runMarketPipeline(t.database.pool, {
      data: demoBuild({ companies: 40, seed: "screen-check", asOf: "2011-06-30" }),
      ratingWorkers: 0,
    });
    await t.app.screener.reload();
    free = (await insertSignedInUser(t.database.db)).cookie;
    premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
    lapsed = await insertLapsedUsers(t.database.db);
    const { rows } = await t.database.pool.query(
      `SELECT c.id, c.ticker, r.market_cap::float8 AS mcap, z.grade FROM companies c
         JOIN company_research r ON r.company_id = c.id JOIN ratings_latest z ON z.company_id = c.id
        WHERE c.delisted_on IS NULL AND r.market_cap > 0 ORDER BY r.market_cap DESC LIMIT 1`,
    );
    company = rows[0];
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const check = async (query: string, cookie?: string, ticker = company.ticker) => {
    const res = await get(`/api/screener/why-not/${ticker}?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return screenCheckSchema.parse(res.json()) as ScreenCheckResponse;
  };
  const filter = (c: ScreenCheckResponse, key: string) => c.filters.find((f) => f.key === key)!;
  const otherGrades = () => ["A", "B", "C", "D", "F"].filter((g) => g !== company.grade).join(",");

  it("checks each filter with the company's value, agreeing with the screener's own count", async () => {
    const below = Math.floor(company.mcap / 2);
    for (const [query, passes] of [
      [`f[mcap]=${below},`, true],
      [`f[mcap]=,${below}`, false],
    ] as const) {
      const c = await check(query, free, company.ticker.toLowerCase());
      expect(c.company).toMatchObject({ id: company.id, ticker: company.ticker });
      expect(c.passes).toBe(passes);
      expect(filter(c, "mcap")).toMatchObject({ locked: false, passed: passes, name: "Market Cap" });
      expect(filter(c, "mcap").value).toMatch(/^\$\d/);
      const count = await get(`/api/screener/companies/count?f[cid]=${company.id}&${query}`, free);
      expect(count.json<{ count: number }>().count).toBe(passes ? 1 : 0);
    }
  });

  it("gives a Premium member the Zen Rating's value and verdict", async () => {
    const pass = await check(`f[zr]=${company.grade}`, premium);
    expect(filter(pass, "zr")).toMatchObject({ value: company.grade, locked: false, passed: true });
    expect(pass.passes).toBe(true);
    const fail = await check(`f[zr]=${otherGrades()}`, premium);
    expect(filter(fail, "zr")).toMatchObject({ value: company.grade, passed: false });
    expect(fail.passes).toBe(false);
  });

  it("locks the Zen Rating filter for a guest, a free member and a lapsed one: no value, no verdict", async () => {
    const visitors = visitorsWithoutPremium(free, lapsed);
    for (const [who, cookie] of visitors)
      for (const grades of [company.grade, otherGrades()]) {
        const c = await check(`f[mcap]=1,&f[zr]=${grades}`, cookie);
        expect(filter(c, "zr"), who).toEqual({
          key: "zr",
          name: "Zen Rating",
          condition: grades.split(",").join(", "),
          value: null,
          locked: true,
          passed: null,
        });
        // Passing and failing grades answer alike: the verdict of the screen is unknown too.
        expect(c.passes, who).toBeNull();
        expect(filter(c, "mcap").passed, who).toBe(true);
      }
  });

  it("is never stored by a shared cache", async () => {
    const res = await get(`/api/screener/why-not/${company.ticker}?f[mcap]=1,`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 404 SCREENER_COMPANY_NOT_FOUND for a ticker no listed company has", async () => {
    const res = await get("/api/screener/why-not/ZZZZZZ?f[mcap]=1,");
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("SCREENER_COMPANY_NOT_FOUND");
  });

  it("answers 400 SCREENER_QUERY_INVALID naming the bad parameter of the screen", async () => {
    for (const [query, parameter] of [
      ["f[nope]=1,2", "f[nope]"],
      ["f[mcap]=abc", "f[mcap]"],
    ]) {
      const res = await get(`/api/screener/why-not/${company.ticker}?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ error: { code: string; details: { parameter: string } } }>();
      expect(body.error.code).toBe("SCREENER_QUERY_INVALID");
      expect(body.error.details.parameter).toBe(parameter);
    }
  });

  it("answers 400 for a ticker that cannot be one, without a stack trace", async () => {
    const res = await get(`/api/screener/why-not/${"X".repeat(30)}?f[mcap]=1,`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("at ");
  });

  it("is in the OpenAPI description", async () => {
    const res = await get("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      "/api/screener/why-not/{ticker}",
    );
  });
});
