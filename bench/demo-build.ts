import { randomBytes } from "node:crypto";
import { rm, mkdir } from "node:fs/promises";
import { execSync } from "node:child_process";
import path from "node:path";
import { openDatabase } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { CopyWriter, binary } from "../src/market/copy-writer";
import { buildDemoMarket } from "../src/market/demo/build";
import { readPriceHistory } from "../src/market/price-store";
import { freePort, ROOT } from "./lib";

// Building the 6,000-company demo market from an empty embedded database (target: 90 s; the
// market pipeline's data step alone, without the research, ratings and snapshot after it), with
// its size on disk, against a baseline from the same run: bulk-loading the same number of
// price-year rows of random bytes through the same COPY path (what the disk and PostgreSQL
// alone cost on this machine).

export async function benchDemoBuild(companies = Number(process.env.BENCH_COMPANIES ?? 6000)) {
  const dataDir = path.join(ROOT, ".data", "bench-build");
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, embeddedPort: await freePort(), poolSize: 4 });
  try {
    await migrate(database.pool);
    const asOf = "2026-11-20";
    const started = Date.now();
    const summary = await buildDemoMarket(database.pool, { companies, seed: "openzen", asOf });
    const buildSeconds = (Date.now() - started) / 1000;
    const size = await database.pool.query<{ db: string; prices: string }>(
      "SELECT pg_size_pretty(pg_database_size(current_database())) AS db, pg_size_pretty(pg_total_relation_size('price_years')) AS prices",
    );
    const onDisk = execSync(`du -sh ${path.join(dataDir, "pg")}`)
      .toString()
      .split("\t")[0];

    // Baseline: the same count and size of price-year rows, random bytes, same writer.
    await database.pool.query(
      "CREATE TABLE bench_blobs (company_id int, year smallint, days smallint, first_date date, last_date date, data bytea)",
    );
    await database.pool.query("ALTER TABLE bench_blobs ALTER COLUMN data SET STORAGE EXTERNAL");
    const rowBytes = 4 + 252 * 22;
    const baseStart = Date.now();
    const w = await CopyWriter.open(
      database.pool,
      "bench_blobs",
      ["company_id", "year", "days", "first_date", "last_date", "data"],
      true,
      true,
    );
    const blob = randomBytes(rowBytes);
    for (let i = 0; i < summary.rows.prices!; i++) {
      await w.tuple([
        binary.int4(i),
        binary.int2(2003 + (i % 24)),
        binary.int2(252),
        binary.date("2003-01-02"),
        binary.date("2003-12-31"),
        blob,
      ]);
    }
    await w.commit();
    const baselineSeconds = (Date.now() - baseStart) / 1000;

    // Reading one company's full history (prices with adjusted close), against a bare round trip.
    const ids = (
      await database.pool.query<{ id: number }>("SELECT id FROM companies ORDER BY random() LIMIT 300")
    ).rows.map((r) => r.id);
    const timeIt = async (fn: (id: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (const id of ids) {
        const t = process.hrtime.bigint();
        await fn(id);
        samples.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      samples.sort((a, b) => a - b);
      return { p50: samples[Math.floor(samples.length * 0.5)]!, p99: samples[Math.floor(samples.length * 0.99)]! };
    };
    let days = 0;
    const history = await timeIt(async (id) => (days += (await readPriceHistory(database.db, id)).length));
    const roundTrip = await timeIt((id) => database.pool.query("SELECT $1::int", [id]));

    console.log(
      `Demo market build, ${summary.companies} companies (${companies} listed + delisted), ${summary.priceDays} trading days to ${asOf}`,
    );
    console.log(`  build:     ${buildSeconds.toFixed(1)} s (target 90 s)`);
    console.log(
      `  baseline:  ${baselineSeconds.toFixed(1)} s to bulk-load ${summary.rows.prices} price-year rows of random bytes`,
    );
    console.log(`  ratio build / baseline: ${(buildSeconds / baselineSeconds).toFixed(2)}`);
    console.log(`  rows: ${JSON.stringify(summary.rows)}`);
    console.log(
      `  size: database ${size.rows[0]!.db} (price history ${size.rows[0]!.prices}), data directory ${onDisk}`,
    );
    console.log(
      `  full price history of one company (${Math.round(days / ids.length)} days on average, 300 companies): p50 ${history.p50.toFixed(2)} ms, p99 ${history.p99.toFixed(2)} ms; bare query round trip p50 ${roundTrip.p50.toFixed(2)} ms (ratio ${(history.p50 / roundTrip.p50).toFixed(1)})`,
    );
    return { buildSeconds, baselineSeconds };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
