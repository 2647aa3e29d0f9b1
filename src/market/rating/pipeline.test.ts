import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { COMPONENTS } from "../../domain/rating/components";
import { GRADES } from "../../domain/rating/grades";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import { demoBuild } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { decodeFactorSnapshot } from "./factor-codec";
import { decodeRatingHistory } from "./history-codec";
import { ratingDates, ratingsAreStale, runRatings } from "./pipeline";

// The rating run on small demo markets: what it stores, and that it is point in time: the
// ratings of a month do not change when the data goes on for two more years.

const EARLY = "2010-06-30";
const LATE = "2012-06-29";

async function histories(t: TestDatabase): Promise<Map<number, { day: number; grade: number; score: number }[]>> {
  const { rows } = await t.pool.query<{ company_id: number; data: Buffer }>(
    "SELECT company_id, data FROM rating_history",
  );
  return new Map(rows.map((r) => [r.company_id, decodeRatingHistory(r.data)]));
}

describe("the rating run", () => {
  let t: TestDatabase;
  // The same data rated as of EARLY (the loader reads nothing dated later) and as of LATE.
  let asOfEarly: Awaited<ReturnType<typeof histories>>;
  let asOfLate: Awaited<ReturnType<typeof histories>>;
  let inWorkers: Awaited<ReturnType<typeof histories>>;
  const setAsOf = (d: string) =>
    t.pool.query("UPDATE market_meta SET value = $1 WHERE key = 'as_of'", [JSON.stringify(d)]);
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 40, seed: "rating", asOf: LATE }),
      skip: ["rating"],
    });
    await setAsOf(EARLY);
    await runRatings(t.pool, { workers: 0 });
    asOfEarly = await histories(t);
    await setAsOf(LATE);
    await runRatings(t.pool, { workers: 2 });
    inWorkers = await histories(t);
    expect(await ratingsAreStale(t.db)).toBe(false);
    await t.pool.query("DELETE FROM market_meta WHERE key = 'rating_as_of'");
    expect(await ratingsAreStale(t.db)).toBe(true);
    await runRatings(t.pool, { workers: 0 });
    asOfLate = await histories(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("rates month-ends and the last month's trading days", () => {
    const { evalDays, monthEnd } = ratingDates("2003-01-02", "2003-06-30");
    const iso = evalDays.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
    expect(iso.filter((_, i) => monthEnd[i])).toEqual([
      "2003-01-31",
      "2003-02-28",
      "2003-03-31",
      "2003-04-30",
      "2003-05-30",
      "2003-06-30",
    ]);
    // The last 21 trading days are rated daily too.
    expect(iso.filter((d) => d > "2003-05-30").length).toBe(21);
  });

  it("stores the latest rating of every company trading on the as-of date, graded by rank", async () => {
    const { rows } = await t.pool.query<{
      grade: string;
      score: number;
      components: { key: string; grade: string | null }[];
      as_of: Date;
    }>("SELECT grade, score, components, as_of FROM ratings_latest");
    const trading = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM companies WHERE delisted_on IS NULL",
    );
    expect(rows.length).toBeGreaterThan(trading.rows[0]!.n * 0.7);
    expect(rows.every((r) => r.as_of.toISOString().startsWith(LATE))).toBe(true);
    for (const r of rows) {
      expect(GRADES).toContain(r.grade);
      expect(r.components.map((c) => c.key)).toEqual([...COMPONENTS]);
    }
    // Best scores get the best grades.
    const sorted = [...rows].sort((a, b) => b.score - a.score);
    expect(sorted[0]!.grade).toBe("A");
    expect(sorted[sorted.length - 1]!.grade).toBe("F");
  });

  it("stores every rated company's factors on the as-of date and on the month-end before, with its component results", async () => {
    const { rows } = await t.pool.query<{
      as_of: string;
      previous_as_of: string | null;
      data: Buffer;
      previous: Buffer | null;
      components: { key: string; score: number | null; grade: string | null }[];
    }>(
      `SELECT f.as_of::text, f.previous_as_of::text, f.data, f.previous, r.components
         FROM rating_factors f JOIN ratings_latest r USING (company_id)`,
    );
    const rated = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM ratings_latest");
    expect(rows.length).toBe(rated.rows[0]!.n);
    let knownRanks = 0;
    for (const r of rows) {
      expect(r.as_of).toBe(LATE);
      expect(r.previous_as_of).toBe("2012-05-31");
      const now = decodeFactorSnapshot(r.data)!;
      expect(decodeFactorSnapshot(r.previous!)).not.toBeNull();
      // The snapshot's component results are the ones stored with the rating.
      COMPONENTS.forEach((key, k) => {
        const stored = r.components[k]!;
        expect(stored.key).toBe(key);
        if (stored.score === null) expect(now.componentScores[k]).toBeNaN();
        else expect(now.componentScores[k]).toBeCloseTo(stored.score, 0);
        expect(now.componentGrades[k]).toBe(stored.grade ? GRADES.indexOf(stored.grade as never) + 1 : 0);
      });
      knownRanks += Array.from(now.ranks).filter((x) => !Number.isNaN(x)).length;
    }
    expect(knownRanks).toBeGreaterThan(rows.length * 30);
  });

  it("backtests every complete month and stores the figures it measured", async () => {
    const { rows } = await t.pool.query<{ summary: StoredRunSummary }>(
      "SELECT summary FROM rating_runs WHERE id = 'latest'",
    );
    const s = rows[0]!.summary;
    // From the first month-end with enough history to rate, to the last complete month.
    expect(s.backtest.from! >= "2003-01-31" && s.backtest.from! <= "2003-06-30").toBe(true);
    // LATE is June's last trading day, so May's portfolios were held to it.
    expect(s.backtest.to).toBe(LATE);
    const months =
      (Number(s.backtest.to!.slice(0, 4)) - Number(s.backtest.from!.slice(0, 4))) * 12 +
      Number(s.backtest.to!.slice(5, 7)) -
      Number(s.backtest.from!.slice(5, 7));
    expect(s.backtest.months).toBe(months);
    for (const g of GRADES) {
      expect(typeof s.backtest.grades[g].annualReturn).toBe("number");
      expect(s.backtest.curves[g].length).toBe(s.backtest.months + 1);
    }
    expect(s.weights.reduce((a, w) => a + w.weight, 0)).toBeCloseTo(1, 9);
    expect(s.weights.every((w) => w.weight >= 0)).toBe(true);
  });

  it("is point in time: two more years of data change no month-end rating before them", async () => {
    const [a, b] = [asOfEarly, asOfLate];
    const cutoff = Date.UTC(2010, 4, 28) / 86_400_000; // the month-ends up to May 2010
    let compared = 0;
    for (const [id, entries] of a) {
      const before = entries.filter((e) => e.day <= cutoff);
      const after = (b.get(id) ?? []).filter((e) => e.day <= cutoff);
      expect(after, `company ${id}`).toEqual(before);
      compared += before.length;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("hands the grades to the screener snapshot (A 5 to F 1), with the grade a month before", async () => {
    await runMarketPipeline(t.pool, { from: "screener" });
    const { rows } = await t.pool.query<{
      grade: string;
      components: { key: string; grade: string | null }[];
      vals: Record<string, number>;
    }>(
      "SELECT r.grade, r.components, s.vals FROM ratings_latest r JOIN screener_snapshot s ON s.company_id = r.company_id",
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.vals.zr).toBe({ A: 5, B: 4, C: 3, D: 2, F: 1 }[r.grade]);
      const value = r.components.find((c) => c.key === "value")!.grade;
      expect(r.vals.zrv).toBe(value ? { A: 5, B: 4, C: 3, D: 2, F: 1 }[value] : undefined);
    }
    expect(rows.filter((r) => r.vals.zr1m !== undefined).length).toBeGreaterThan(20);
  });

  it("gives the same ratings computed in worker threads as in one thread", async () => {
    expect(inWorkers).toEqual(asOfLate);
  });
});
