import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import {
  expectPremiumWithheld,
  insertLapsedUsers,
  insertSignedInUser,
  visitorsWithoutPremium,
} from "../../../../test/support/fixtures";
import { paths } from "../../../domain/paths";

// The analyst pages and the company forecast's top analysts as a browser gets them: the page's
// HTML and its `.data` answer (what client navigation loads), through the real app on a demo
// market ranked by the market pipeline.

let t: TestApp;
let free: string;
let premium: string;
let lapsed: Record<string, string>;
let top: { id: number; name: string };
let rated: { exchange: string; ticker: string };

async function get(url: string, cookie?: string) {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body };
}

// Figures no real row holds, written into the top analysts' view of one company: if any of them
// reaches an answer, that answer carries the Premium view.
const SENTINEL = { analysts: 987, upside: 0.4321, priceTarget: 4321.5 };

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 40, analysts: 60, seed: "analyst-pages", asOf: "2012-06-29" }),
    skip: ["rating"],
  });
  free = (await insertSignedInUser(t.database.db)).cookie;
  premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
  lapsed = await insertLapsedUsers(t.database.db);
  top = (
    await t.database.pool.query(
      `SELECT a.id, a.name FROM analyst_scores s JOIN analysts a ON a.id = s.analyst_id WHERE s.rank = 1`,
    )
  ).rows[0];
  const company = await t.database.pool.query(
    `SELECT c.id, c.exchange, c.ticker FROM company_top_analysts t JOIN companies c ON c.id = t.company_id
     WHERE c.delisted_on IS NULL ORDER BY c.id LIMIT 1`,
  );
  rated = company.rows[0];
  await t.database.pool.query(
    `UPDATE company_top_analysts SET analysts = $2, upside = $3, price_target = $4 WHERE company_id = $1`,
    [company.rows[0].id, SENTINEL.analysts, SENTINEL.upside, SENTINEL.priceTarget],
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("/analysts", () => {
  it("renders the ranking, the filters, the method and the data's origin", async () => {
    const { status, body } = await get(paths.analysts());
    expect(status).toBe(200);
    expect(body).toContain("<h1");
    expect(body).toContain("Top Analysts");
    expect(body).toContain(top.name);
    expect(body).toContain('data-testid="ranking-method"');
    expect(body).toContain("Simulated: these analysts");
    expect(body).toContain('name="sector"');
    expect(body).toContain('aria-label="Follow ');
  });

  it("keeps the view in the address: a sector, a search and a sort", async () => {
    const sector = (
      await t.database.pool.query(
        `SELECT sec.slug, sec.name FROM analyst_scores s JOIN sectors sec ON sec.id = s.sector_id
         WHERE s.analyst_id = $1`,
        [top.id],
      )
    ).rows[0];
    const inSector = await get(`/analysts?sector=${sector.slug}&sort=calls&dir=asc`);
    expect(inSector.status).toBe(200);
    expect(inSector.body).toContain(top.name);
    expect(inSector.body).toContain('aria-sort="ascending"');
    const other = (
      await t.database.pool.query(
        `SELECT sec.slug FROM analyst_scores s JOIN sectors sec ON sec.id = s.sector_id WHERE sec.slug <> $1 LIMIT 1`,
        [sector.slug],
      )
    ).rows[0];
    expect((await get(`/analysts?sector=${other.slug}`)).body).not.toContain(`>${top.name}<`);
    const searched = await get(`/analysts?q=${encodeURIComponent(top.name.toUpperCase())}`);
    expect(searched.body).toContain(top.name);
    expect(searched.body).toContain('data-testid="analysts-count"');
  });

  it("still answers a page for an address with parameters it cannot use", async () => {
    const res = await get("/analysts?page=zero&sort=best&sector=no-such-sector&firm=99999999&min_calls=");
    expect(res.status).toBe(200);
    expect(res.body).toContain(top.name);
  });

  it("answers its data to client navigation", async () => {
    const res = await get("/analysts.data?sort=score");
    expect(res.status).toBe(200);
    expect(res.body).toContain(top.name);
  });
});

describe("/analysts/{id}", () => {
  it("shows the profile: ranks, the chart with its table, calls and sectors", async () => {
    const res = await get(paths.analyst(top.id));
    expect(res.status).toBe(200);
    expect(res.body).toContain(top.name);
    expect(res.body).toContain('data-testid="rank-overall"');
    expect(res.body).toMatch(/#1 of \d+/);
    expect(res.body).toContain('data-testid="line-chart"');
    expect(res.body).toContain("Show the figures as a table");
    expect(res.body).toContain("Success rate by year");
    expect(res.body).toContain('data-testid="past-calls"');
    expect(res.body).toContain('data-testid="sectors-covered"');
    expect(res.body).toContain(`aria-label="Follow ${top.name}"`);
  });

  it.each(["99999999", "abc", "0", "-3", "1.5"])("answers a real 404 page for %s", async (id) => {
    const res = await get(`/analysts/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toContain("<html");
  });
});

describe("the top analysts' view on a company's forecast page", () => {
  const page = () => paths.companyForecast(rated);
  const data = () => `${paths.companyForecast(rated)}.data`;
  const carries = (body: string) =>
    body.includes(String(SENTINEL.upside)) ||
    body.includes(String(SENTINEL.priceTarget)) ||
    body.includes("4,321.50") ||
    body.includes("+43.2%");

  it("reaches a Premium member in the page and its data", async () => {
    const html = await get(page(), premium);
    expect(html.status).toBe(200);
    expect(html.body).toContain(`data-testid="top-analysts-count">${SENTINEL.analysts}<`);
    expect(html.body).toContain("+43.2%");
    expect(carries(html.body)).toBe(true);
    const loader = await get(data(), premium);
    expect(loader.status).toBe(200);
    expect(carries(loader.body)).toBe(true);
  });

  it("carries no top-analyst value to a guest, a free member or a lapsed one, only the lock", async () => {
    const visitors = visitorsWithoutPremium(free, lapsed);
    await expectPremiumWithheld(visitors, [page(), data()], get, carries, ["top-analysts-count"]);
    for (const [, cookie] of visitors) {
      const html = await get(page(), cookie);
      expect(html.body).toContain('data-upsell="top-analysts"');
    }
  });
});
