import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { buildDemoMarket } from "../demo/build";
import { decodeRatingHistory } from "./history-codec";
import { runRatings } from "./pipeline";
import { updateRatings } from "./update";

// A one-day update gives the new day the ratings a full run would, and a day that closes a
// month runs the whole history.

const BEFORE = "2011-06-14";
const DAY = "2011-06-15";

async function snapshot(t: TestDatabase) {
  const latest = (
    await t.pool.query<{ company_id: number; grade: string; score: number; components: unknown }>(
      "SELECT company_id, grade, score, components FROM ratings_latest ORDER BY company_id",
    )
  ).rows;
  const history = (
    await t.pool.query<{ company_id: number; data: Buffer }>(
      "SELECT company_id, data FROM rating_history ORDER BY company_id",
    )
  ).rows;
  const factors = (
    await t.pool.query<{
      company_id: number;
      as_of: string;
      data: Buffer;
      previous_as_of: string | null;
      previous: Buffer | null;
    }>("SELECT company_id, as_of::text, data, previous_as_of::text, previous FROM rating_factors ORDER BY company_id")
  ).rows;
  return {
    latest,
    factors,
    lastEntries: history.map((h) => ({ id: h.company_id, last: decodeRatingHistory(h.data).at(-1) })),
  };
}

describe("updating the ratings", () => {
  let t: TestDatabase;
  const setAsOf = (d: string) =>
    t.pool.query("UPDATE market_meta SET value = $1 WHERE key = 'as_of'", [JSON.stringify(d)]);
  beforeAll(async () => {
    t = await createTestDatabase();
    await buildDemoMarket(t.pool, { companies: 40, seed: "rating-update", asOf: DAY });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("rates a new day from the stored model exactly as the full history would", async () => {
    await setAsOf(BEFORE);
    await runRatings(t.pool, { workers: 0 });
    await setAsOf(DAY);
    const update = await updateRatings(t.pool, { workers: 0 });
    expect(update).toMatchObject({ kind: "days", asOf: DAY, days: 1 });
    const incremental = await snapshot(t);
    expect(incremental.latest.length).toBeGreaterThan(20);

    await t.pool.query("DELETE FROM market_meta WHERE key = 'rating_as_of'");
    await runRatings(t.pool, { workers: 0 });
    const whole = await snapshot(t);
    expect(incremental.latest).toEqual(whole.latest);
    // The factors a grade is explained with: the new day's, and the month-end before it.
    expect(incremental.factors.length).toBe(incremental.latest.length);
    expect(incremental.factors.every((f) => f.as_of === DAY && f.previous_as_of === "2011-05-31")).toBe(true);
    expect(incremental.factors).toEqual(whole.factors);
    expect(incremental.lastEntries).toEqual(whole.lastEntries);
  });

  it("does nothing when the ratings are current, and runs the whole history for a new month-end", async () => {
    expect((await updateRatings(t.pool, { workers: 0 })).kind).toBe("none");
    await setAsOf("2011-05-27");
    await runRatings(t.pool, { workers: 0 });
    await setAsOf("2011-05-31");
    expect((await updateRatings(t.pool, { workers: 0 })).kind).toBe("full");
  });

  it("after a month-end, a new day's update explains changes against that month-end", async () => {
    // The ratings are as of Tuesday 31 May 2011 (the last test's full run); Wednesday is a new month.
    await setAsOf("2011-06-01");
    expect((await updateRatings(t.pool, { workers: 0 })).kind).toBe("days");
    const incremental = await snapshot(t);
    expect(incremental.factors.every((f) => f.as_of === "2011-06-01" && f.previous_as_of === "2011-05-31")).toBe(true);
    await t.pool.query("DELETE FROM market_meta WHERE key = 'rating_as_of'");
    await runRatings(t.pool, { workers: 0 });
    expect(incremental.factors).toEqual((await snapshot(t)).factors);
  });
});
