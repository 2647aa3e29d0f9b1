import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { firstRealStocks, linkRealSlice, REAL_DATA, realDataPresent } from "../../../test/support/real-market-data";
import { addMonths, dayOf, isoOf } from "../../domain/analysts/dates";
import { importPath } from "../importers/import-path";
import { memoryLog } from "../importers/test-files";
import { demoBuild } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { readPriceHistory, writePriceHistory } from "../price-store";
import {
  findAnalystScore,
  findCompanyTopAnalysts,
  listAnalystCallOutcomes,
} from "../../db/repositories/analyst-ranking";
import { analystRankingIsStale, computeAnalystRanking, runAnalystRanking } from "./step";

// The analyst-ranking step on a small demo market: what it stores, that a stored outcome is the
// stock's own prices, that a ranking at a past date uses nothing dated after it, and that an
// imported market without analysts gets empty results.

const AS_OF = "2008-06-30";
const PAST = "2007-03-30";

describe("the analyst-ranking step", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 20, seed: "ranking", asOf: AS_OF }),
      skip: ["rating", "events"],
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("stores every rating's outcome, every analyst's score and rank, and the companies' top analysts", async () => {
    const q = async <T>(text: string) => (await t.pool.query(text)).rows as [T, ...T[]];
    const [{ ratings }] = await q<{ ratings: number }>("SELECT count(*)::int AS ratings FROM analyst_ratings");
    const [{ outcomes }] = await q<{ outcomes: number }>("SELECT count(*)::int AS outcomes FROM analyst_call_outcomes");
    expect(ratings).toBeGreaterThan(100);
    expect(outcomes).toBe(ratings);
    // Outcomes are known only for calls whose horizon has ended.
    const [late] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM analyst_call_outcomes WHERE return_12m IS NOT NULL AND outcome_known_on > '${AS_OF}'`,
    );
    expect(late!.n).toBe(0);
    const [known] = await q<{ n: number; holds: number }>(
      "SELECT count(*) FILTER (WHERE call_return IS NOT NULL)::int AS n, count(*) FILTER (WHERE direction = 0 AND call_return IS NOT NULL)::int AS holds FROM analyst_call_outcomes",
    );
    expect(known!.n).toBeGreaterThan(80);
    expect(known!.holds).toBe(0);

    const scores = await q<{
      analyst_id: number;
      rank: number | null;
      ranked_count: number;
      is_top: boolean;
      calls: number;
    }>("SELECT analyst_id, rank, ranked_count, is_top, calls FROM analyst_scores ORDER BY rank NULLS LAST");
    const [{ analysts }] = await q<{ analysts: number }>(
      "SELECT count(DISTINCT analyst_id)::int AS analysts FROM analyst_ratings",
    );
    expect(scores).toHaveLength(analysts);
    const ranked = scores.filter((s) => s.rank !== null);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.map((s) => s.rank)).toEqual(ranked.map((_, i) => i + 1));
    expect(ranked.every((s) => s.calls >= 10 && s.ranked_count === ranked.length)).toBe(true);
    expect(scores.filter((s) => s.is_top)).toHaveLength(Math.ceil(ranked.length / 4));

    const companies = await q<{ analysts: number; consensus: string; upside: number | null }>(
      "SELECT analysts, consensus, upside FROM company_top_analysts",
    );
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.every((c) => c.analysts > 0)).toBe(true);
    // The repository's readers.
    const first = scores[0]!;
    expect(await findAnalystScore(t.db, first.analyst_id)).toMatchObject({ analyst_id: first.analyst_id, rank: 1 });
    const calls = await listAnalystCallOutcomes(t.db, first.analyst_id);
    expect(calls.length).toBeGreaterThanOrEqual(first.calls);
    expect(calls.map((c) => c.rated_on.getTime())).toEqual(
      calls.map((c) => c.rated_on.getTime()).sort((a, b) => b - a),
    );
    const [covered] = await q<{ company_id: number }>("SELECT company_id FROM company_top_analysts LIMIT 1");
    expect(await findCompanyTopAnalysts(t.db, covered!.company_id)).toMatchObject({ company_id: covered!.company_id });
    expect(await findCompanyTopAnalysts(t.db, -1)).toBeUndefined();
    const [meta] = await q<{ value: string }>("SELECT value FROM market_meta WHERE key = 'analyst_ranking_as_of'");
    expect(meta!.value).toBe(AS_OF);
    expect(await analystRankingIsStale(t.db)).toBe(false);
  });

  it("stores outcomes that are the stock's own total return over the horizon", async () => {
    const { rows } = await t.pool.query<{ company_id: number; rated_on: Date; return_12m: number; return_3m: number }>(
      "SELECT company_id, rated_on, return_12m, return_3m FROM analyst_call_outcomes WHERE return_12m IS NOT NULL ORDER BY rating_id LIMIT 5",
    );
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      const bars = await readPriceHistory(t.db, r.company_id, undefined, AS_OF);
      const on = (day: number) => bars.filter((b) => b.date <= isoOf(day)).at(-1)!.adjClose;
      const start = dayOf(r.rated_on.toISOString().slice(0, 10));
      expect(r.return_12m).toBeCloseTo(on(addMonths(start, 12)) / on(start) - 1, 6);
      expect(r.return_3m).toBeCloseTo(on(addMonths(start, 3)) / on(start) - 1, 6);
    }
  });

  it("ranks at a past date with nothing dated after it: changing later prices and ratings changes nothing", async () => {
    const before = await computeAnalystRanking(t.db, PAST);
    expect(before.outcomes.some((o) => o.callReturn !== null)).toBe(true);
    expect(before.scores.some((s) => s.rank !== null)).toBe(true);
    const today = await computeAnalystRanking(t.db, AS_OF);

    // Every company's prices after PAST tripled or cut by two thirds, and a new call on each.
    const { rows: companies } = await t.pool.query<{ id: number }>("SELECT id FROM companies ORDER BY id");
    for (const [k, { id }] of companies.entries()) {
      // Whole years are rewritten: this one's days up to PAST stay as they were.
      const bars = await readPriceHistory(t.db, id, "2007-01-01");
      const f = k % 2 === 0 ? 3 : 1 / 3;
      const changed = bars.map((b) =>
        b.date <= PAST ? b : { ...b, open: b.open * f, high: b.high * f, low: b.low * f, close: b.close * f },
      );
      await writePriceHistory(t.db, id, changed);
    }
    await t.pool.query(
      `INSERT INTO analyst_ratings (analyst_id, company_id, rated_on, rating, price_target)
       SELECT (SELECT min(id) FROM analysts), id, '2007-06-01', 'strong_sell', 1 FROM companies`,
    );
    await t.pool.query(
      "INSERT INTO dividends (company_id, ex_date, pay_date, amount) SELECT id, '2007-05-01', '2007-05-20', 1 FROM companies",
    );

    const after = await computeAnalystRanking(t.db, PAST);
    expect(after).toEqual(before);
    // The changes were material: today's ranking moved.
    const todayAfter = await computeAnalystRanking(t.db, AS_OF);
    expect(todayAfter.scores).not.toEqual(today.scores);
  });
});

// Real prices from ../shared/market-data (no analysts): the step runs and writes empty results.
if (!realDataPresent) console.warn(`Skipping the real-data analyst ranking test: ${REAL_DATA} does not exist.`);

describe.skipIf(!realDataPresent)("the analyst-ranking step on imported real data", () => {
  let t: TestDatabase;
  let dir: string | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = await linkRealSlice(
      ["fundamentals/securities.csv", "universe/company_tickers_exchange.json", ...(await firstRealStocks(3))],
      "openzen-real-analysts-",
    );
    const report = await importPath(t.db, dir, memoryLog().log);
    expect(report.failed).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes empty results and records its date", async () => {
    const summary = await runAnalystRanking(t.pool, t.db);
    expect(summary).toMatchObject({ ratings: 0, analysts: 0, ranked: 0, companies: 0 });
    for (const table of ["analyst_call_outcomes", "analyst_scores", "company_top_analysts"]) {
      const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]!.n).toBe(0);
    }
    expect(await analystRankingIsStale(t.db)).toBe(false);
  });
});
