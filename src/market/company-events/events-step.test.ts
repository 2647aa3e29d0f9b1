import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { demoBuild } from "../pipeline/data-steps";
import { runMarketPipeline } from "../pipeline/market-pipeline";
import { writeMarketEvents } from "./events-step";

// The events step on a small demo market: the kinds it finds, point in time, nothing twice on a
// rerun, and an update that writes only the new days' events.

const AS_OF = "2006-06-30";

describe("the events step", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await runMarketPipeline(t.pool, {
      data: demoBuild({ companies: 12, seed: "events", asOf: AS_OF }),
      ratingWorkers: 0,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (where = "TRUE") =>
    (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM market_events WHERE ${where}`)).rows[0]!.n;

  it("writes the year's events of the market, none after its date", async () => {
    const kinds = await t.pool.query<{ kind: string }>("SELECT DISTINCT kind FROM market_events ORDER BY kind");
    expect(kinds.rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(["earnings_reported", "earnings_upcoming", "ex_dividend", "grade_change", "high_52w"]),
    );
    expect(await count(`date > '${AS_OF}'`)).toBe(0);
    expect(await count(`date <= '${AS_OF}'::date - 366`)).toBe(0);
    // Every ex-dividend day of the year is there, and only those.
    const dividends = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dividends WHERE ex_date > '${AS_OF}'::date - 365 AND ex_date <= '${AS_OF}'`,
    );
    expect(await count("kind = 'ex_dividend'")).toBe(dividends.rows[0]!.n);
  });

  it("writes nothing twice when run again", async () => {
    const before = await count();
    await t.pool.query("DELETE FROM market_meta WHERE key = 'events_as_of'");
    const r = await writeMarketEvents(t.db);
    expect(r?.written).toBe(0);
    expect(await count()).toBe(before);
  });

  it("on an update writes only the new days, each from what was known that day", async () => {
    const company = (
      await t.pool.query<{ id: number }>("SELECT company_id AS id FROM dividends ORDER BY company_id LIMIT 1")
    ).rows[0]!.id;
    await t.pool.query("DELETE FROM dividends WHERE company_id = $1 AND ex_date > $2", [company, AS_OF]);
    await t.pool.query(
      `INSERT INTO dividends (company_id, ex_date, pay_date, amount)
       SELECT $1, '2006-08-15', '2006-08-30', amount * 1.08
       FROM dividends WHERE company_id = $1 ORDER BY ex_date DESC LIMIT 1`,
      [company],
    );
    const analyst = (await t.pool.query<{ id: number }>("SELECT id FROM analysts ORDER BY id LIMIT 1")).rows[0]!.id;
    await t.pool.query(
      `INSERT INTO analyst_ratings (analyst_id, company_id, rated_on, rating, price_target)
       VALUES ($1, $2, '2006-07-03', 'hold', 40), ($1, $2, '2006-07-20', 'buy', 48)`,
      [analyst, company],
    );
    // A rating made after the new date is not known yet.
    await t.pool.query(
      `INSERT INTO analyst_ratings (analyst_id, company_id, rated_on, rating, price_target)
       VALUES ($1, $2, '2006-09-01', 'sell', 30)`,
      [analyst, company],
    );
    await t.pool.query(`UPDATE market_meta SET value = '"2006-08-31"' WHERE key = 'as_of'`);
    const before = await count();
    const r = await writeMarketEvents(t.db);
    expect(r).toMatchObject({ from: AS_OF, to: "2006-08-31" });
    expect((await count()) - before).toBe(r!.written);
    expect(await count(`date <= '${AS_OF}' AND id > 0`)).toBeGreaterThan(0);
    const mine = await t.pool.query<{ date: Date; kind: string; payload: Record<string, unknown> }>(
      "SELECT date, kind, payload FROM market_events WHERE company_id = $1 AND date > $2 ORDER BY date, kind",
      [company, AS_OF],
    );
    const found = mine.rows.map((e) => [e.date.toISOString().slice(0, 10), e.kind]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["2006-08-15", "ex_dividend"],
        ["2006-07-20", "analyst_upgrade"],
      ]),
    );
    expect(found.some(([date]) => date! > "2006-08-31")).toBe(false);
    const raised = mine.rows.find((e) => e.kind === "dividend_raised")!;
    expect(raised.payload).toMatchObject({ exDate: "2006-08-15" });
    // Declared with the last report before the ex-date (within 60 days), or three weeks before it.
    const declared = raised.date.toISOString().slice(0, 10);
    const report = await t.pool.query<{ d: string | null }>(
      "SELECT max(report_date)::text AS d FROM earnings_dates WHERE company_id = $1 AND report_date <= '2006-08-15' AND report_date > '2006-06-16'",
      [company],
    );
    expect(declared).toBe(report.rows[0]!.d ?? "2006-07-25");
    // The amount was stored to four decimals: about 8% up.
    expect(Math.round(Number(raised.payload.changePct))).toBe(8);
    const upgrade = mine.rows.find((e) => e.kind === "analyst_upgrade")!;
    expect(upgrade.payload).toMatchObject({ rating: "buy", previousRating: "hold", target: 48, previousTarget: 40 });
  });

  it("writes a due-diligence score change once, when the research moves a score", async () => {
    const company = (
      await t.pool.query<{ id: number; score: number }>(
        "SELECT company_id AS id, overall_score AS score FROM company_research ORDER BY company_id LIMIT 1",
      )
    ).rows[0]!;
    await t.pool.query("UPDATE company_research SET overall_score = overall_score + 5 WHERE company_id = $1", [
      company.id,
    ]);
    const first = await writeMarketEvents(t.db);
    expect(first?.written).toBe(1);
    const event = await t.pool.query<{ kind: string; payload: { score: number; previous: number } }>(
      "SELECT kind, payload FROM market_events WHERE company_id = $1 AND kind = 'score_change'",
      [company.id],
    );
    expect(event.rows).toHaveLength(1);
    expect(event.rows[0]!.payload.score - event.rows[0]!.payload.previous).toBeCloseTo(5, 0);
    expect((await writeMarketEvents(t.db))?.written).toBe(0);
  });
});
