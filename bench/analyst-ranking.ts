import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { openDatabase } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { lastWeekdayBefore } from "../src/market/demo/calendar";
import { readMarketState } from "../src/market/market-state";
import { runAnalystRanking } from "../src/market/analyst-ranking/step";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { CLOSE_BYTES_SQL, DAY_BYTES_SQL } from "../src/market/screener/close-columns";
import { freePort, ROOT } from "./lib";

// The analyst-ranking step at about 4,000 analysts and 370,000 ratings (the 6,000-company demo
// market; target: under 20 s): every call's outcome, the scores and ranks, the top analysts,
// written in one transaction. Baseline from the same run: reading the same rows (every rating
// up to the date, every company's day and close slices, dividends and splits) without
// computing anything. Uses the market in .data/bench (built on the first run if missing: the
// data alone, the other steps left to the benchmarks that need them).

export async function benchAnalystRanking() {
  const dataDir = path.join(ROOT, ".data", "bench");
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, embeddedPort: await freePort(), poolSize: 8 });
  try {
    await migrate(database.pool);
    if (!(await readMarketState(database.pool)).asOf) {
      console.log("Analyst ranking: building the 6,000-company demo market first");
      const asOf = lastWeekdayBefore(new Date().toISOString().slice(0, 10));
      await runMarketPipeline(database.pool, {
        data: demoBuild({ companies: 6000, seed: "openzen", asOf }),
        skip: ["research", "rating", "events", "analysts", "screener"],
      });
    }
    const { pool, db } = database;
    const runs = [];
    for (let i = 0; i < 2; i++) runs.push((await runAnalystRanking(pool, db))!);
    const asOf = runs[0]!.asOf;

    const t = performance.now();
    const { rows: ids } = await pool.query<{ id: number }>("SELECT id FROM companies ORDER BY id");
    await sql`SELECT company_id, id, analyst_id, rated_on::text AS rated_on, rating, price_target
              FROM analyst_ratings WHERE rated_on <= ${asOf} ORDER BY company_id, rated_on, id`.execute(db);
    const lastYear = Number(asOf.slice(0, 4));
    for (let b = 0; b < ids.length; b += 250) {
      const batch = ids.slice(b, b + 250).map((r) => r.id);
      await Promise.all([
        sql`SELECT p.company_id, p.year, get_byte(p.data, 0) AS version, ${sql.raw(DAY_BYTES_SQL)} AS day_bytes, ${sql.raw(CLOSE_BYTES_SQL)} AS close_bytes
            FROM price_years p WHERE p.company_id = ANY(${batch}::int[]) AND p.year <= ${lastYear} ORDER BY p.company_id, p.year`.execute(
          db,
        ),
        sql`SELECT company_id, ex_date::text, amount FROM dividends WHERE company_id = ANY(${batch}::int[]) AND ex_date <= ${asOf}`.execute(
          db,
        ),
        sql`SELECT company_id, ex_date::text, ratio FROM splits WHERE company_id = ANY(${batch}::int[]) AND ex_date <= ${asOf}`.execute(
          db,
        ),
      ]);
    }
    const reads = (performance.now() - t) / 1000;
    const best = runs.reduce((a, b) => (a.seconds.total < b.seconds.total ? a : b));
    console.log(
      `Analyst ranking as of ${asOf}: ${best.ratings} ratings, ${best.analysts} analysts (${best.ranked} ranked), ${best.companies} companies with top analysts (target: under 20 s)`,
    );
    for (const [i, r] of runs.entries())
      console.log(
        `  run ${i + 1}: ${r.seconds.total.toFixed(1)} s = reading and computing ${r.seconds.compute.toFixed(1)} s + writing ${r.seconds.write.toFixed(1)} s`,
      );
    console.log(
      `  baseline, reading the same rows alone: ${reads.toFixed(1)} s; ratio run / reads ${(best.seconds.total / reads).toFixed(2)}`,
    );
    return { runs, reads };
  } finally {
    await database.close();
  }
}

// `tsx bench/analyst-ranking.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchAnalystRanking();
