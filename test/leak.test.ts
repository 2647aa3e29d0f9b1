import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";
import { insertLapsedUsers, insertSignedInUser, type LapsedPremium } from "./support/fixtures";
import { paths } from "../src/domain/paths";
import { MIN_DISCLOSED_GROUP } from "../src/server/presenters/rating-pages";

// No Premium value may be derivable from what a guest or a free member is shown.
// The test changes every Premium value while keeping what may be shown (the averages of groups
// of enough rated companies), then asks every public page, its data answer and every API answer
// again: a free visitor's answers must not change by one byte, while a Premium member's must.
// Anything derived from a grade (an average of a small group, an order by rating) shows up as a
// difference, whatever field or page it hides in.

let t: TestApp;
let free: string;
let premium: string;
/** Users whose Premium subscription is canceled, expired, unpaid or incomplete: free members again. */
let lapsed: Record<LapsedPremium, string>;
let urls: string[];

async function industryCounts(): Promise<Map<number, number>> {
  const rows = await t.database.pool.query<{ industry_id: number; n: number }>(
    `SELECT c.industry_id, count(*)::int AS n FROM ratings_latest r JOIN companies c ON c.id = r.company_id
     WHERE c.delisted_on IS NULL AND c.industry_id IS NOT NULL GROUP BY c.industry_id`,
  );
  return new Map(rows.rows.map((r) => [r.industry_id, r.n]));
}

/**
 * Every rating changes: within an industry of enough rated companies the ratings move one
 * company along (the industry's and so its sector's averages stay the same, the order and each
 * company's grade change); in a smaller industry each grade and score is turned upside down.
 */
async function changePremiumValues(): Promise<void> {
  const pool = t.database.pool;
  await pool.query(
    `WITH rated AS (
       SELECT r.company_id, c.industry_id, r.score, r.grade, r.grade_without_ai, r.components,
              count(*) OVER (PARTITION BY c.industry_id) AS n,
              row_number() OVER (PARTITION BY c.industry_id ORDER BY r.company_id) AS i
       FROM ratings_latest r JOIN companies c ON c.id = r.company_id
       WHERE c.delisted_on IS NULL AND c.industry_id IS NOT NULL),
     moved AS (
       SELECT a.company_id, b.score, b.grade, b.grade_without_ai, b.components
       FROM rated a JOIN rated b ON b.industry_id = a.industry_id AND b.i = a.i % a.n + 1
       WHERE a.n >= $1)
     UPDATE ratings_latest r SET score = m.score, grade = m.grade, grade_without_ai = m.grade_without_ai,
       components = m.components
     FROM moved m WHERE m.company_id = r.company_id`,
    [MIN_DISCLOSED_GROUP],
  );
  await pool.query(
    `UPDATE ratings_latest r SET score = 100 - r.score,
       grade = CASE r.grade WHEN 'A' THEN 'F' WHEN 'B' THEN 'D' WHEN 'D' THEN 'B' WHEN 'F' THEN 'A' ELSE 'C' END
     FROM companies c WHERE c.id = r.company_id AND (c.industry_id IS NULL OR c.industry_id IN (
       SELECT c2.industry_id FROM ratings_latest r2 JOIN companies c2 ON c2.id = r2.company_id
       WHERE c2.delisted_on IS NULL GROUP BY c2.industry_id HAVING count(*) < $1))`,
    [MIN_DISCLOSED_GROUP],
  );
  await runMarketPipeline(pool, { from: "screener" });
  await t.app.screener.reload();
}

/** An answer without what differs on every request anyway: the anti-forgery token and the nonce. */
async function view(url: string, cookie?: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const token = res.headers["x-csrf-token"];
  let body = `${res.statusCode} ${res.body}`;
  if (typeof token === "string" && token) body = body.split(token).join("<token>");
  return body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"nonce","[^"]*"/g, '"nonce",""');
}

async function views(cookie?: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const url of urls) out.set(url, await view(url, cookie));
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 120, seed: "leak", asOf: "2012-06-29" }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
  free = (await insertSignedInUser(t.database.db)).cookie;
  premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
  lapsed = await insertLapsedUsers(t.database.db);

  const db = t.database.db;
  // The groups with a rated company (the others have no page).
  const groups = async (kind: "industry" | "sector") =>
    (
      await t.database.pool.query<{ slug: string }>(
        `SELECT DISTINCT g.slug FROM ratings_latest r JOIN companies c ON c.id = r.company_id
         JOIN ${kind === "industry" ? "industries g ON g.id = c.industry_id" : "sectors g ON g.id = c.sector_id"}
         WHERE c.delisted_on IS NULL ORDER BY g.slug`,
      )
    ).rows.map((r) => r.slug);
  const companies = await db
    .selectFrom("companies")
    .select(["id", "exchange", "ticker"])
    .where("delisted_on", "is", null)
    .orderBy("id")
    .limit(3)
    .execute();
  const pages = [
    paths.home(),
    paths.zenRatings(),
    paths.industries(),
    paths.sectors(),
    ...(await groups("industry")).map((s) => paths.industry(s)),
    ...(await groups("sector")).map((s) => paths.sector(s)),
    ...companies.flatMap((c) => [
      paths.company(c),
      paths.companyForecast(c),
      paths.companyEarnings(c),
      paths.companyDividends(c),
      paths.companyOwnership(c),
    ]),
    paths.stockScreener(),
  ];
  const dataOf = (page: string) => (page === "/" ? "/_root.data" : `${page}.data`);
  const tabs = Array.from({ length: 11 }, (_, i) => i + 1);
  urls = [
    ...pages,
    ...pages.map(dataOf),
    ...tabs.map((tab) => `/api/screener/companies?t=${tab}`),
    ...tabs.map((tab) => `/api/screener/export?t=${tab}`),
    "/api/screener/companies/count",
    "/api/screener/catalogue",
    ...companies.map((c) => `/api/companies/${c.id}/prices`),
    "/api/companies/search?q=a",
  ];
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe("what a visitor without Premium sees of the Zen Rating", () => {
  it("keeps the averages of small groups and the order by rating away from guests and free members", async () => {
    const counts = await industryCounts();
    // The market must hold both kinds of group, or the test proves nothing about one of them.
    expect([...counts.values()].some((n) => n >= MIN_DISCLOSED_GROUP)).toBe(true);
    expect([...counts.values()].some((n) => n < MIN_DISCLOSED_GROUP)).toBe(true);

    const guestBefore = await views();
    const freeBefore = await views(free);
    const premiumBefore = await views(premium);
    const lapsedBefore = new Map<string, Map<string, string>>();
    for (const [how, cookie] of Object.entries(lapsed)) lapsedBefore.set(how, await views(cookie));
    await changePremiumValues();
    const guestAfter = await views();
    const freeAfter = await views(free);
    const premiumAfter = await views(premium);

    const changed = (before: Map<string, string>, after: Map<string, string>) =>
      urls.filter((url) => before.get(url) !== after.get(url));
    // Premium members see the ratings, so the change must reach them: the pages read it.
    expect(changed(premiumBefore, premiumAfter).length).toBeGreaterThan(10);
    expect(changed(guestBefore, guestAfter)).toEqual([]);
    expect(changed(freeBefore, freeAfter)).toEqual([]);
    for (const [how, cookie] of Object.entries(lapsed))
      expect(changed(lapsedBefore.get(how)!, await views(cookie)), `Premium ${how}`).toEqual([]);
    for (const [url, body] of guestAfter) expect(body.startsWith("5"), url).toBe(false);
  }, 240_000);
});
