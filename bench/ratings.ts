import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { loadHistories, loadRatingCompanies } from "../src/market/rating/load-history";
import { runRatings } from "../src/market/rating/pipeline";
import { updateRatings } from "../src/market/rating/update";
import { addDays, tradingDays } from "../src/market/demo/calendar";
import { readMarketState } from "../src/market/market-state";
import { ensureMarket } from "../src/server/market-bootstrap";
import { pipelineEvents } from "../src/server/market-build/pipeline-events";
import { loadConfig } from "../src/server/config";
import { freePort, ROOT } from "./lib";

// The Zen Rating history at 6,000 companies (target: under 120 s): every month-end from 2003 to
// the as-of date plus the last month's trading days, the AI factor trained walk-forward, the
// weights, the grades and the backtest, stored. Baseline from the same run: reading the same
// histories from the database without computing anything (one thread).
// Uses the 6,000-company market in .data/bench (built on the first run if missing).

export async function benchRatings() {
  const dataDir = path.join(ROOT, ".data", "bench");
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, embeddedPort: await freePort(), poolSize: 8 });
  try {
    await migrate(database.pool);
    if (!(await readMarketState(database.pool)).asOf) {
      console.log("Zen Rating: building the 6,000-company demo market first");
      await ensureMarket(
        database.pool,
        loadConfig({ ...process.env, DEMO_COMPANIES: "6000", DATABASE_URL: "" }),
        pipelineEvents({ print: console.log, bar: process.stderr }),
      );
    }
    const runs = [];
    for (let i = 0; i < 2; i++) runs.push((await runRatings(database.pool))!);
    const asOf = runs[0]!.asOf;
    const companies = await loadRatingCompanies(database.db);
    const t = performance.now();
    for (let b = 0; b < companies.length; b += 300) await loadHistories(database.db, companies.slice(b, b + 300), asOf);
    const reads = (performance.now() - t) / 1000;
    const best = runs.reduce((a, b) => (a.seconds.total < b.seconds.total ? a : b));

    // The nightly update of one day: rate the day before from scratch, then move to the as-of
    // date as `npm run data -- update` does after adding a day.
    const setAsOf = (d: string) =>
      database.pool.query("UPDATE market_meta SET value = $1 WHERE key = 'as_of'", [JSON.stringify(d)]);
    const days = tradingDays(addDays(asOf, -10), asOf);
    const dayBefore = days[days.length - 2]!;
    await setAsOf(dayBefore);
    await runRatings(database.pool);
    await setAsOf(asOf);
    const oneDay = await updateRatings(database.pool);
    console.log(
      `Zen Rating history over ${best.companies} companies (listed and delisted), ${best.dates} dates, ${best.months} months backtested, ${best.workers} worker threads (target: under 120 s)`,
    );
    for (const [i, r] of runs.entries()) {
      const s = r.seconds;
      console.log(
        `  run ${i + 1}: ${s.total.toFixed(1)} s = companies' factors ${s.companies.toFixed(1)} s + ranking, AI, weights, grades and backtest ${s.rank.toFixed(1)} s + storing ${s.write.toFixed(1)} s`,
      );
    }
    console.log(
      `  baseline, reading the same histories alone in one thread: ${reads.toFixed(1)} s; ratio run / reads ${(best.seconds.total / reads).toFixed(2)}`,
    );
    console.log(
      `Nightly update of one day (${dayBefore} to ${asOf}, ${oneDay.kind}): ${oneDay.seconds.toFixed(1)} s for ${oneDay.companies} companies (target: under 10 s); ratio to the full run ${(oneDay.seconds / best.seconds.total).toFixed(3)}`,
    );
    return { runs, reads, oneDay };
  } finally {
    await database.close();
  }
}

// `tsx bench/ratings.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchRatings();
