import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import {
  expectPremiumWithheld,
  insertLapsedUsers,
  insertSignedInUser,
  visitorsWithoutPremium,
} from "../../../../test/support/fixtures";
import { paths } from "../../../domain/paths";
import { MATRIX_FACTORS } from "../../../domain/rating/matrix-factors";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { decodeFactorSnapshot, encodeFactorSnapshot } from "../../../market/rating/factor-codec";
import { ratingPagesReader } from "./rating-pages";

// Why a grade is what it is, as a browser gets it: the company page's HTML and its `.data`
// answer (client navigation), through the real app on a demo market the pipeline rated. One
// company's stored factors carry figures no real company has: an answer holding them carries the
// explanation.

let t: TestApp;
let free: string;
let premium: string;
let lapsed: Record<string, string>;
let company: { id: number; exchange: string; ticker: string };

// The earnings yield as a fraction, and as the page writes it in percent.
const SENTINEL = { value: 98765.5, text: "9,876,550%", sectorPercentile: 37 };
const FACTOR = "earningsYield";

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 40, seed: "rating-explanation", asOf: "2011-06-30" }),
    ratingWorkers: 0,
  });
  free = (await insertSignedInUser(t.database.db)).cookie;
  premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
  lapsed = await insertLapsedUsers(t.database.db);
  const { rows } = await t.database.pool.query<{ id: number; exchange: string; ticker: string; data: Buffer }>(
    `SELECT c.id, c.exchange, c.ticker, f.data FROM rating_factors f JOIN companies c ON c.id = f.company_id
      WHERE c.delisted_on IS NULL ORDER BY c.id LIMIT 1`,
  );
  company = rows[0]!;
  // Every Value factor at the market's middle but one, far above it with the sentinel figures.
  const s = decodeFactorSnapshot(rows[0]!.data)!;
  MATRIX_FACTORS.forEach((f, i) => {
    if (f.component !== "value") return;
    (s.ranks as Float32Array)[i] = f.key === FACTOR ? 99 : 50;
    if (f.key === FACTOR) {
      (s.values as Float32Array)[i] = SENTINEL.value;
      (s.sectorPercentiles as Float32Array)[i] = SENTINEL.sectorPercentile;
    }
  });
  await t.database.pool.query("UPDATE rating_factors SET data = $2 WHERE company_id = $1", [
    company.id,
    encodeFactorSnapshot(s),
  ]);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

async function get(url: string, cookie?: string) {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body };
}

const page = () => paths.company(company);
const data = () => `${paths.company(company)}.data`;
const carries = (body: string) =>
  body.includes(String(SENTINEL.value)) || body.includes(SENTINEL.text) || body.includes(FACTOR);

describe("the explanation of a company's Zen Rating", () => {
  it("is read from the stored factors for a Premium session: the strongest Value factor, its value and sector percentile", async () => {
    const card = await ratingPagesReader(t.database.db, { lockCompanies: false }).companyRating(company.id);
    const e = card.explanation!;
    expect(e.asOf).toBe(card.asOf);
    expect(e.previousAsOf).toBe("2011-05-31");
    expect(e.components.map((c) => c.name)).toEqual(card.components.map((c) => c.name));
    const value = e.components.find((c) => c.key === "value")!;
    expect(value.drivers).toEqual([
      expect.objectContaining({
        key: FACTOR,
        value: SENTINEL.value,
        valueText: SENTINEL.text,
        sectorPercentile: SENTINEL.sectorPercentile,
        direction: "higher",
        effect: "helps",
      }),
    ]);
    // The grades agree with the rating card's.
    for (const c of e.components) expect(c.grade).toBe(card.components.find((x) => x.key === c.key)!.grade);
  });

  it("is not even read for a session without Premium", async () => {
    const card = await ratingPagesReader(t.database.db, { lockCompanies: true }).companyRating(company.id);
    expect(card).not.toHaveProperty("explanation");
  });

  it("reaches a Premium member in the page and its data", async () => {
    const html = await get(page(), premium);
    expect(html.status).toBe(200);
    expect(html.body).toContain('data-testid="rating-explanation" data-locked="false"');
    expect(html.body).toContain(SENTINEL.text);
    expect(html.body).toContain("A higher figure scores better");
    expect(html.body).toContain("37th");
    const loader = await get(data(), premium);
    expect(loader.status).toBe(200);
    expect(carries(loader.body)).toBe(true);
  });

  it("carries none of it to a guest, a free member or a lapsed one: only the invitation", async () => {
    const visitors = visitorsWithoutPremium(free, lapsed);
    await expectPremiumWithheld(visitors, [page(), data()], get, carries, [
      "sectorPercentile",
      "data-explained-component",
      "scores better",
    ]);
    for (const [who, cookie] of visitors) {
      const html = await get(page(), cookie);
      expect(html.body, who).toContain('data-testid="rating-explanation" data-locked="true"');
    }
    // The guest's page is cached: asked again, it still holds none of it.
    expect(carries((await get(page())).body)).toBe(false);
  });
});
