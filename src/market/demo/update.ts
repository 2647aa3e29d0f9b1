import type pg from "pg";
import { readMarketState } from "../market-state";
import { drawWorld, insertCompanies, simulateInto, updateCompanyFacts, writeMacroSeries, writeMeta } from "./build";

// The nightly job's data step (src/market/pipeline/data-steps.ts): extend the demo market from its stored as-of date to a later one. The
// generator is deterministic and every company's path depends only on the seed and its own
// draws, so re-simulating to the new date reproduces the stored history exactly and adds the
// new days. Everything dated after the old as-of date is deleted first, which makes a rerun
// after a failure (or a second run) safe.

export async function updateDemoMarket(
  pool: pg.Pool,
  asOf: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ message: string; added: number }> {
  const state = await readMarketState(pool);
  if (state.source !== "demo" || !state.asOf || !state.seed) {
    throw new Error("There is no demo market to update: start the app once or run `npm run data -- build`.");
  }
  const from = state.asOf;
  if (asOf <= from) return { message: `The demo market is already up to date (as of ${from}).`, added: 0 };
  const companies = Number(
    (await pool.query<{ value: number }>("SELECT value FROM market_meta WHERE key = 'companies'")).rows[0]?.value,
  );
  const world = drawWorld({ companies, seed: state.seed, asOf });
  const oldDays = world.days.filter((d) => d <= from).length;
  const added = world.days.length - oldDays;

  const fromYear = Number(from.slice(0, 4));
  const newcomers = world.universe.filter((s) => s.listedOn > from && s.listedOn <= asOf);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM companies WHERE source = 'demo' AND id = ANY($1::int[])", [
      newcomers.map((s) => s.id),
    ]);
    await client.query("DELETE FROM price_years WHERE year >= $1", [fromYear]);
    for (const [table, column] of [
      ["fundamentals", "filed_on"],
      ["dividends", "ex_date"],
      ["splits", "ex_date"],
      ["earnings_dates", "report_date"],
      ["analyst_estimates", "as_of"],
      ["analyst_ratings", "rated_on"],
      ["insider_transactions", "traded_on"],
      ["macro_series", "date"],
    ] as const) {
      await client.query(`DELETE FROM ${table} WHERE ${column} > $1`, [from]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }

  await insertCompanies(pool, newcomers);
  await writeMacroSeries(pool, world.macro, from);

  // Companies already stored get what happened after the old date (and their current year of
  // prices rewritten whole); newcomers get everything.
  const live = world.universe.filter((s) => s.listedOn <= asOf);
  const { finals } = await simulateInto(pool, world, live, asOf, {
    fresh: false,
    after: (spec) => (spec.listedOn > from ? undefined : from),
    onProgress,
  });
  await updateCompanyFacts(pool, finals);
  await writeMeta(pool, { as_of: asOf, updated_at: new Date().toISOString() });
  return { message: `Added ${added} trading days (${from} to ${asOf}) for ${live.length} companies.`, added };
}
