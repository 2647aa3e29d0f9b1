import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import {
  ANALYSTS_PAGE_SIZE,
  analystFiltersSchema,
  analystProfileSchema,
  analystsPageSchema,
  type AnalystsPage,
  type AnalystSummary,
} from "../../../domain/contracts/analysts";
import { MIN_CALLS } from "../../../domain/analysts/method";
import { insertSignedInUser } from "../../../../test/support/fixtures";

// The analysts' ranking API through the real app, on a demo market whose ranking the market
// pipeline computed in this file's own database.

let t: TestApp;
let scores: { analyst_id: number; calls: number; rank: number | null; sector_id: number | null; firm_id: number }[];

/** A Premium member's session: the answers in full. `get(url, null)` asks as a guest. */
let premium: string;

async function get(url: string, cookie: string | null = premium) {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function page(query = ""): Promise<AnalystsPage> {
  const res = await get(`/api/analysts${query ? `?${query}` : ""}`);
  expect(res.status, query).toBe(200);
  return analystsPageSchema.parse(res.body);
}

/** Every analyst the query selects, page by page. */
async function all(query = ""): Promise<AnalystSummary[]> {
  const out: AnalystSummary[] = [];
  for (let p = 1; ; p++) {
    const answer = await page(`${query}${query ? "&" : ""}page=${p}`);
    out.push(...answer.analysts);
    if (answer.analysts.length < ANALYSTS_PAGE_SIZE) return out;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  premium = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 40, analysts: 70, seed: "analyst-api", asOf: "2012-06-29" }),
    skip: ["rating"],
  });
  scores = (
    await t.database.pool.query(
      `SELECT analyst_id, calls, rank, sector_id, firm_id FROM analyst_scores ORDER BY analyst_id`,
    )
  ).rows;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("GET /api/analysts", () => {
  it("lists every scored analyst, ranked ones first in rank order, 25 a page", async () => {
    expect(scores.length).toBeGreaterThan(ANALYSTS_PAGE_SIZE);
    const first = await page();
    expect(first.total).toBe(scores.length);
    expect(first.page).toBe(1);
    expect(first.analysts).toHaveLength(ANALYSTS_PAGE_SIZE);
    expect(first.asOf).toBe("2012-06-29");
    expect(first.rankedCount).toBe(scores.filter((s) => s.rank !== null).length);
    expect(first.method.minCalls).toBe(MIN_CALLS);
    expect(first.method.steps.length).toBeGreaterThan(3);
    const everyone = await all();
    expect(everyone.map((a) => a.id).sort((a, b) => a - b)).toEqual(scores.map((s) => s.analyst_id));
    const ranks = everyone.map((a) => a.rank);
    const ranked = ranks.filter((r) => r !== null);
    expect(ranked).toEqual(Array.from({ length: ranked.length }, (_, i) => i + 1));
    expect(ranks.slice(ranked.length).every((r) => r === null)).toBe(true);
    for (const a of everyone) {
      expect(a.url).toBe(`/analysts/${a.id}`);
      if (a.rank !== null) expect(a.calls).toBeGreaterThanOrEqual(MIN_CALLS);
    }
    // The top quarter of the ranked analysts is marked top.
    const top = everyone.filter((a) => a.isTop);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((a) => a.rank !== null && a.rank <= Math.ceil(first.rankedCount / 4))).toBe(true);
  });

  const sortCases: [string, (a: AnalystSummary) => string | number | null][] = [
    ["score", (a: AnalystSummary) => a.score],
    ["success_rate", (a: AnalystSummary) => a.successRate],
    ["avg_return", (a: AnalystSummary) => a.averageReturn],
    ["calls", (a: AnalystSummary) => a.calls],
    ["latest_call", (a: AnalystSummary) => a.latestCall?.date ?? null],
    ["name", (a: AnalystSummary) => a.name.toLowerCase()],
  ];
  it.each(sortCases)("sorts by %s both ways, missing values last", async (sort, value) => {
    for (const dir of ["asc", "desc"] as const) {
      const values = (await all(`sort=${sort}&dir=${dir}`)).map(value);
      const present = values.filter((v) => v !== null);
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
      expect(present).toEqual(dir === "asc" ? sorted : sorted.reverse());
    }
  });

  it("sorts best first when no direction is given, and rank can be reversed", async () => {
    expect((await page("sort=score")).analysts.map((a) => a.score)).toEqual(
      (await page("sort=score&dir=desc")).analysts.map((a) => a.score),
    );
    const reversed = (await page("sort=rank&dir=desc")).analysts;
    expect(reversed[0]!.rank).toBe((await page()).rankedCount);
  });

  it("filters by the main sector, the firm and the minimum of calls, and counts what it filtered", async () => {
    const filters = analystFiltersSchema.parse((await get("/api/analysts/filters")).body);
    expect(filters.sectors.reduce((n, s) => n + s.analysts, 0)).toBe(scores.filter((s) => s.sector_id !== null).length);
    expect(filters.firms.reduce((n, f) => n + f.analysts, 0)).toBe(scores.length);
    const sector = filters.sectors[0]!;
    const inSector = await all(`sector=${sector.slug}`);
    expect(inSector.length).toBe(sector.analysts);
    expect(inSector.every((a) => a.sector?.slug === sector.slug)).toBe(true);
    expect((await page(`sector=${sector.slug}`)).total).toBe(sector.analysts);
    const firm = filters.firms.find((f) => f.analysts > 1) ?? filters.firms[0]!;
    const atFirm = await all(`firm=${firm.id}`);
    expect(atFirm.length).toBe(firm.analysts);
    expect(atFirm.every((a) => a.firm.id === firm.id && a.firm.name === firm.name)).toBe(true);
    const minimum = MIN_CALLS;
    const experienced = await all(`min_calls=${minimum}`);
    expect(experienced.length).toBe(scores.filter((s) => s.calls >= minimum).length);
    expect(experienced.every((a) => a.calls >= minimum)).toBe(true);
    const both = await all(`sector=${sector.slug}&min_calls=${minimum}`);
    expect(both.every((a) => a.sector?.slug === sector.slug && a.calls >= minimum)).toBe(true);
  });

  it("searches names by any part, in any case, wildcards taken literally", async () => {
    const someone = (await page()).analysts[3]!;
    const part = someone.name.split(" ").at(-1)!.slice(0, 4);
    const found = await all(`q=${encodeURIComponent(part.toUpperCase())}`);
    expect(found.map((a) => a.id)).toContain(someone.id);
    expect(found.every((a) => a.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect((await page("q=%25")).total).toBe(0);
    expect((await page("q=_")).total).toBe(0);
    expect((await page("q=")).total).toBe(scores.length);
  });

  it("pages without overlap and answers an empty page past the end", async () => {
    const one = await page("sort=name");
    const two = await page("sort=name&page=2");
    expect(two.page).toBe(2);
    expect(two.analysts[0]!.name.toLowerCase() >= one.analysts.at(-1)!.name.toLowerCase()).toBe(true);
    expect(new Set([...one.analysts, ...two.analysts].map((a) => a.id)).size).toBe(
      one.analysts.length + two.analysts.length,
    );
    const far = await page("page=999");
    expect(far.analysts).toEqual([]);
    expect(far.total).toBe(scores.length);
  });

  it("names each latest call's company with its page", async () => {
    const { analysts } = await page();
    const withCall = analysts.filter((a) => a.latestCall);
    expect(withCall.length).toBeGreaterThan(0);
    for (const a of withCall) expect(a.latestCall!.company.url).toMatch(/^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
  });

  it.each([
    "page=0",
    "page=-1",
    "page=abc",
    "page=1.5",
    "sort=best",
    "dir=up",
    "min_calls=-1",
    "min_calls=ten",
    "min_calls=10001",
    "firm=abc",
    "firm=0",
    "sector=Not%20A%20Slug",
    `q=${"x".repeat(101)}`,
    "colour=blue",
  ])("refuses %s with 400 VALIDATION_FAILED", async (query) => {
    const res = await get(`/api/analysts?${query}`);
    expect(res.status).toBe(400);
    expect((res.body.error as { code: string }).code).toBe("VALIDATION_FAILED");
  });

  it("says which filter names nothing that exists", async () => {
    const sector = await get("/api/analysts?sector=no-such-sector");
    expect(sector.status).toBe(400);
    expect(sector.body.error).toEqual({
      code: "ANALYST_SECTOR_UNKNOWN",
      message: "There is no sector with that name.",
    });
    const firm = await get("/api/analysts?firm=99999999");
    expect(firm.status).toBe(400);
    expect(firm.body.error).toEqual({
      code: "ANALYST_FIRM_UNKNOWN",
      message: "There is no analyst firm with that id.",
    });
  });
});

describe("GET /api/analysts/{id}", () => {
  it("answers the profile whose figures add up to the ranking's", async () => {
    const listed = (await page()).analysts[0]!;
    const res = await get(`/api/analysts/${listed.id}`);
    expect(res.status).toBe(200);
    const profile = analystProfileSchema.parse(res.body);
    expect(profile.analyst).toEqual(listed);
    expect(profile.ranks.overall).toEqual({ rank: 1, of: (await page()).rankedCount });
    expect(profile.ranks.sector!.rank).toBeGreaterThanOrEqual(1);
    expect(profile.ranks.firm!.rank).toBeGreaterThanOrEqual(1);
    // Every judged call is a point of the running sum, and counted in its year.
    expect(profile.cumulative).toHaveLength(listed.calls);
    const sum = profile.cumulative.reduce((s, p) => s + p.callReturn, 0);
    expect(profile.cumulative.at(-1)!.cumulative).toBeCloseTo(sum, 3);
    expect(sum / listed.calls).toBeCloseTo(listed.averageReturn!, 3);
    expect(profile.byYear.reduce((n, y) => n + y.calls, 0)).toBe(listed.calls);
    const successes = profile.byYear.reduce((n, y) => n + y.successes, 0);
    expect(successes / listed.calls).toBeCloseTo(listed.successRate!, 3);
    expect(profile.pastCallsTotal).toBe(listed.ratings);
    expect(profile.sectors.reduce((n, s) => n + s.ratings, 0)).toBe(listed.ratings);
    expect(profile.sectors[0]!.name).toBe(listed.sector!.name);
    // Newest call first; judged ones carry their outcome.
    const dates = profile.pastCalls.map((c) => c.ratedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const c of profile.pastCalls) if (c.success !== null) expect(c.success).toBe(c.callReturn! > 0);
    for (const r of profile.currentRatings) {
      expect(r.ratedOn > "2011-06-29").toBe(true);
      if (r.priceTarget !== null && r.price !== null) expect(r.upside).toBeCloseTo(r.priceTarget / r.price - 1, 3);
    }
  });

  it("shows guests and free members the record without the calls of the last 12 months", async () => {
    const free = (await insertSignedInUser(t.database.db)).cookie;
    for (const cookie of [null, free]) {
      const list = analystsPageSchema.parse((await get("/api/analysts", cookie)).body);
      expect(list.premiumCallsFrom).toBe("2011-06-29");
      for (const a of list.analysts) if (a.latestCall) expect(a.latestCall.date < "2011-06-29").toBe(true);
      // Only the current calls are withheld: the figures of the record are the same as with Premium.
      const full = await page();
      expect(list.analysts.map(({ latestCall: _, ...a }) => a)).toEqual(
        full.analysts.map(({ latestCall: _, ...a }) => a),
      );
      for (const listed of full.analysts.slice(0, 5)) {
        const profile = analystProfileSchema.parse((await get(`/api/analysts/${listed.id}`, cookie)).body);
        expect(profile.currentRatings).toEqual([]);
        expect(profile.premiumCallsFrom).toBe("2011-06-29");
        expect(profile.pastCalls.every((c) => c.ratedOn < "2011-06-29")).toBe(true);
        expect(profile.pastCallsTotal + profile.premiumCalls).toBe(listed.ratings);
        const premiumProfile = analystProfileSchema.parse((await get(`/api/analysts/${listed.id}`)).body);
        expect(premiumProfile.premiumCallsFrom).toBeNull();
        expect(premiumProfile.premiumCalls).toBe(0);
        expect(profile.premiumCalls).toBe(premiumProfile.pastCalls.filter((c) => c.ratedOn >= "2011-06-29").length);
      }
    }
  });

  it.each(["99999999", "0", "-1", "abc", "1.5", "99999999999", "1e3"])(
    "answers 404 ANALYST_NOT_FOUND for %s",
    async (id) => {
      const res = await get(`/api/analysts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "ANALYST_NOT_FOUND", message: "There is no analyst with that id." });
    },
  );
});
