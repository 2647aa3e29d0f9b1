import type pg from "pg";
import { readMarketState } from "../market-state";
import { CopyWriter } from "../copy-writer";
import { notifyMarketChanged } from "../market-events";
import { drawWorld, openWriters, updateCompanyFacts, writeCompany, writeMacro, writeMeta } from "./build";
import { simulateCompany, type SimulatedCompany } from "./company-sim";

// The nightly job: extend the demo market from its stored as-of date to a later one. The
// generator is deterministic and every company's path depends only on the seed and its own
// draws, so re-simulating to the new date reproduces the stored history exactly and adds the
// new days. Everything dated after the old as-of date is deleted first, which makes a rerun
// after a failure (or a second run) safe.

export async function updateDemoMarket(pool: pg.Pool, asOf: string, onProgress?: (done: number, total: number) => void): Promise<{ message: string; added: number }> {
  const state = await readMarketState(pool);
  if (state.source !== "demo" || !state.asOf || !state.seed) {
    throw new Error("There is no demo market to update: start the app once or run `npm run data -- build`.");
  }
  const from = state.asOf;
  if (asOf <= from) return { message: `The demo market is already up to date (as of ${from}).`, added: 0 };
  const companies = Number((await pool.query<{ value: number }>("SELECT value FROM market_meta WHERE key = 'companies'")).rows[0]?.value);
  const world = drawWorld({ companies, seed: state.seed, asOf });
  const oldDays = world.days.filter((d) => d <= from).length;
  const added = world.days.length - oldDays;

  const fromYear = Number(from.slice(0, 4));
  const newcomers = world.universe.filter((s) => s.listedOn > from && s.listedOn <= asOf);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM companies WHERE source = 'demo' AND id = ANY($1::int[])", [newcomers.map((s) => s.id)]);
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

  const reference = await CopyWriter.open(pool, "companies", ["id", "exchange", "ticker", "name", "sector_id", "industry_id", "description", "ipo_date", "source"]);
  for (const s of newcomers) await reference.row(s.id, s.exchange, s.ticker, s.name, s.sectorId, s.industry.id, s.description, s.ipoDate, "demo");
  await reference.commit();
  const series = await CopyWriter.open(pool, "macro_series", ["series", "date", "value"]);
  await writeMacro(series, world.macro, from);
  await series.commit();

  const live = world.universe.filter((s) => s.listedOn <= asOf);
  const writers = await openWriters(pool, false);
  const finals: SimulatedCompany[] = [];
  try {
    let done = 0;
    for (const spec of live) {
      const c = simulateCompany(spec, world.macro, world.rng.fork(`sim-${spec.id}`), world.coverage(spec), asOf);
      const isNew = spec.listedOn > from;
      // Companies already stored get what happened after the old date (and their current
      // year of prices rewritten whole); newcomers get everything.
      await writeCompany(writers, c, world.macro, isNew ? undefined : from);
      finals.push(c);
      onProgress?.(++done, live.length);
    }
    for (const w of Object.values(writers)) await w.commit();
  } catch (error) {
    for (const w of Object.values(writers)) await w.abort().catch(() => undefined);
    throw error;
  }
  await updateCompanyFacts(pool, finals);
  await writeMeta(pool, { as_of: asOf, updated_at: new Date().toISOString() });
  await notifyMarketChanged(pool);
  return { message: `Added ${added} trading days (${from} to ${asOf}) for ${live.length} companies.`, added };
}
