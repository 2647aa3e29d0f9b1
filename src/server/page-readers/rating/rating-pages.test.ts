import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/database";
import { GRADE_INFO, GRADES } from "../../../domain/rating/grades";
import { MIN_DISCLOSED_GROUP } from "../../presenters/rating-pages";
import { companyPagesReader } from "../company/company-pages";
import { ratingPagesReader } from "./rating-pages";

// What the Zen Rating pages receive: whole for Premium sessions, without a single grade for
// the others; the explainer from the stored backtest; industries and sectors ranked.

let t: TestDatabase;
let rated: { id: number; grade: string; score: number };
let unrated: number;

beforeAll(async () => {
  t = await createTestDatabase();
  await runMarketPipeline(t.pool, {
    data: demoBuild({ companies: 40, seed: "rating-pages", asOf: "2011-06-30" }),
    ratingWorkers: 0,
  });
  rated = (await t.pool.query("SELECT company_id AS id, grade, score FROM ratings_latest ORDER BY score DESC LIMIT 1"))
    .rows[0];
  unrated =
    (
      await t.pool.query(
        "SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM ratings_latest) ORDER BY id LIMIT 1",
      )
    ).rows[0]?.id ?? 999_999;
});
afterAll(async () => {
  await t?.close();
});

describe("the company's rating card", () => {
  it("gives a Premium session the grade, recommendation, 0-10 score, seven components and the history", async () => {
    const card = await ratingPagesReader(t.db, { lockCompanies: false }).companyRating(rated.id);
    expect(card).toMatchObject({ available: true, locked: false, asOf: "2011-06-30", grade: rated.grade });
    expect(card.recommendation).toBe(GRADE_INFO[card.grade!].recommendation);
    expect(card.score).toBeCloseTo(Math.round(rated.score) / 10, 9);
    expect(card.components.map((c) => c.name)).toEqual([
      "Value",
      "Growth",
      "Momentum",
      "Sentiment",
      "Safety",
      "Financials",
      "AI",
    ]);
    expect(card.components.map((c) => c.factors)).toEqual([21, 22, 22, 14, 6, 26, 1]);
    expect(card.history.length).toBeGreaterThan(24);
    for (const h of card.history) expect(h.value).toBe(GRADE_INFO[h.grade].chartValue);
    expect(card.history[card.history.length - 1]!.date).toBe("2011-06-30");
  });

  it("removes every rating value for a session without Premium", async () => {
    const card = await ratingPagesReader(t.db, { lockCompanies: true }).companyRating(rated.id);
    expect(card).toMatchObject({
      available: true,
      locked: true,
      grade: null,
      recommendation: null,
      score: null,
      history: [],
    });
    expect(card.components.every((c) => c.grade === null && c.score === null)).toBe(true);
    expect(JSON.stringify(card)).not.toMatch(/"grade":"[A-F]"/);
  });

  it("leaves the rating history and the component grades out of a locked session's whole overview page", async () => {
    const { exchange, ticker } = (
      await t.pool.query("SELECT exchange, ticker FROM companies WHERE id = $1", [rated.id])
    ).rows[0];
    const premium = await companyPagesReader(t.db, { lockCompanies: false }).overview(exchange, ticker);
    const free = await companyPagesReader(t.db, { lockCompanies: true }).overview(exchange, ticker);
    expect(premium!.rating.history.length).toBeGreaterThan(24);
    expect(premium!.rating.components.some((c) => c.score !== null)).toBe(true);
    expect(free!.rating).toMatchObject({ locked: true, history: [] });
    // What the page's loader hands to the browser: not one month of the history, not one grade.
    const sent = JSON.stringify(free);
    for (const h of premium!.rating.history) expect(sent).not.toContain(JSON.stringify(h));
    expect(sent).not.toMatch(/"grade":"[A-F]"/);
    expect(free!.rating.components.every((c) => c.grade === null && c.score === null)).toBe(true);
  });

  it("says when a company has no rating", async () => {
    const card = await ratingPagesReader(t.db, { lockCompanies: false }).companyRating(unrated);
    expect(card).toMatchObject({ available: false, grade: null, history: [] });
  });
});

describe("the explainer", () => {
  it("shows the backtest this run produced, the period and the data it ran on", async () => {
    const page = await ratingPagesReader(t.db, { lockCompanies: true }).explainer();
    expect(page.available).toBe(true);
    expect(page.grades.map((g) => [g.grade, g.recommendation, g.band])).toEqual(
      GRADES.map((g) => [g, GRADE_INFO[g].recommendation, GRADE_INFO[g].band]),
    );
    expect(page.grades.find((g) => g.grade === "B")!.recommendation).toBe("Buy");
    for (const g of page.grades) expect(typeof g.annualReturn).toBe("number");
    expect(page.period!.to).toBe("2011-06-30");
    expect(page.universe.source).toBe("demo");
    expect(page.universe.description).toContain("simulated demo market");
    expect(page.curves.A.length).toBe(page.period!.months + 1);
    expect(page.curves.dates.length).toBe(page.curves.market.length);
    expect(page.weights.reduce((a, w) => a + w.weight, 0)).toBeCloseTo(1, 9);
    // The stored figures, not the spec's marketing ones.
    const { rows } = await t.pool.query("SELECT summary FROM rating_runs");
    expect(page.grades[0]!.annualReturn).toBe(rows[0].summary.backtest.grades.A.annualReturn);
  });
});

describe("industry and sector ranks", () => {
  it("ranks industries by the mean score of their rated companies", async () => {
    const ranking = await ratingPagesReader(t.db, { lockCompanies: false }).ranking("industry");
    expect(ranking.groups.map((g) => g.rank)).toEqual(ranking.groups.map((_, i) => i + 1));
    const scores = ranking.groups.map((g) => g.averageScore!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const total = (
      await t.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ratings_latest r JOIN companies c ON c.id = r.company_id WHERE c.delisted_on IS NULL",
      )
    ).rows[0]!.n;
    expect(ranking.groups.reduce((a, g) => a + g.companies, 0)).toBe(total);
    expect(ranking.groups.every((g) => g.parent !== null && g.url.startsWith("/industries/"))).toBe(true);
  });

  it("shows no average, rank or order by rating of a group of too few rated companies without Premium", async () => {
    const open = await ratingPagesReader(t.db, { lockCompanies: false }).ranking("industry");
    const locked = await ratingPagesReader(t.db, { lockCompanies: true }).ranking("industry");
    const small = open.groups.filter((g) => g.companies < MIN_DISCLOSED_GROUP);
    expect(small.length).toBeGreaterThan(0);
    for (const g of small) {
      expect(locked.groups.find((l) => l.slug === g.slug)).toMatchObject({
        rank: null,
        averageScore: null,
        averageGrade: null,
        companies: g.companies,
      });
    }
    const unranked = locked.groups.filter((g) => g.rank === null).map((g) => g.name);
    expect(unranked).toEqual([...unranked].sort((a, b) => a.localeCompare(b)));
  });

  it("lists a sector's industries and companies, best first, with grades only for Premium", async () => {
    const sectors = await ratingPagesReader(t.db, { lockCompanies: false }).ranking("sector");
    const slug = sectors.groups[0]!.slug;
    const open = (await ratingPagesReader(t.db, { lockCompanies: false }).group("sector", slug))!;
    expect(open.group.rank).toBe(1);
    expect(open.children.length).toBeGreaterThan(0);
    const graded = open.companies.filter((c) => c.score !== null);
    expect(graded.map((c) => c.score)).toEqual([...graded.map((c) => c.score)].sort((a, b) => b! - a!));
    expect(graded.every((c) => c.grade !== null)).toBe(true);
    const locked = (await ratingPagesReader(t.db, { lockCompanies: true }).group("sector", slug))!;
    expect(locked.locked).toBe(true);
    // Without Premium the order is by market cap, a free figure, not an oracle of the ratings.
    expect(new Set(locked.companies.map((c) => c.id))).toEqual(new Set(open.companies.map((c) => c.id)));
    const caps = locked.companies.map((c) => c.marketCap ?? -Infinity);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    expect(locked.companies.every((c) => c.grade === null && c.score === null)).toBe(true);
  });

  it("answers null for a slug that is unknown or malformed", async () => {
    const reader = ratingPagesReader(t.db, { lockCompanies: false });
    expect(await reader.group("industry", "no-such-industry")).toBeNull();
    expect(await reader.group("sector", "../etc/passwd")).toBeNull();
  });
});

describe("rankings under load", () => {
  it("shares one reading of the companies and the run among readers that ask at once, and reads again afterwards", async () => {
    let checkouts = 0;
    const count = () => checkouts++;
    t.pool.on("acquire", count);
    try {
      const alone = await ratingPagesReader(t.db, { lockCompanies: false }).ranking("industry");
      const single = checkouts;
      checkouts = 0;
      const together = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          ratingPagesReader(t.db, { lockCompanies: i % 2 === 1 }).ranking("industry"),
        ),
      );
      // The companies and the rating run are read once for the six of them.
      expect(checkouts).toBe(single);
      expect(together[0]).toEqual(alone);
      expect(together[1]).toEqual(await ratingPagesReader(t.db, { lockCompanies: true }).ranking("industry"));
      // A grade changed after the readings shows in the next one: nothing is kept.
      checkouts = 0;
      await t.pool.query("UPDATE ratings_latest SET score = score + 0 WHERE company_id = $1", [rated.id]);
      await ratingPagesReader(t.db, { lockCompanies: false }).ranking("industry");
      expect(checkouts).toBe(single + 1);
    } finally {
      t.pool.off("acquire", count);
    }
  });

  it("keeps a reading under a market version until the version changes", async () => {
    let checkouts = 0;
    const count = () => checkouts++;
    t.pool.on("acquire", count);
    const grade = (ranking: Awaited<ReturnType<ReturnType<typeof ratingPagesReader>["ranking"]>>) =>
      ranking.groups.map((g) => [g.slug, g.averageScore]);
    try {
      const first = await ratingPagesReader(t.db, { lockCompanies: false }, "v1").ranking("industry");
      expect(checkouts).toBeGreaterThan(0);
      await t.pool.query("UPDATE ratings_latest SET score = score + 3 WHERE company_id = $1", [rated.id]);
      checkouts = 0;
      // The same version: the kept reading, not a query, and so not the change either.
      await ratingPagesReader(t.db, { lockCompanies: true }, "v1").ranking("industry");
      const keptOpen = await ratingPagesReader(t.db, { lockCompanies: false }, "v1").ranking("industry");
      expect(checkouts).toBe(0);
      expect(grade(keptOpen)).toEqual(grade(first));
      // A new version reads again and shows the change.
      const next = await ratingPagesReader(t.db, { lockCompanies: false }, "v2").ranking("industry");
      expect(checkouts).toBeGreaterThan(0);
      expect(grade(next)).not.toEqual(grade(first));
    } finally {
      t.pool.off("acquire", count);
      await t.pool.query("UPDATE ratings_latest SET score = score - 3 WHERE company_id = $1", [rated.id]);
    }
  });
});
