import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { freePort, ROOT } from "./lib";

// What the news step adds to a market build: the whole pipeline on a demo market of
// BENCH_COMPANIES companies (default 1,000) from an empty embedded database, each step's time, and
// the news step's share of the build and against the events step of the same run (the baseline:
// the other step that reads every company's recent prices). `npx tsx bench/news-step.ts`.

export async function benchNewsStep(companies = Number(process.env.BENCH_COMPANIES ?? 1000)) {
  const dataDir = path.join(ROOT, ".data", "bench-news");
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, embeddedPort: await freePort(), poolSize: 4 });
  try {
    await migrate(database.pool);
    const report = await runMarketPipeline(database.pool, {
      data: demoBuild({ companies, seed: "openzen", asOf: "2026-11-20" }),
    });
    const seconds = Object.fromEntries(report.steps.map((s) => [s.name, s.seconds]));
    const total = report.steps.reduce((sum, s) => sum + s.seconds, 0);
    const kinds = await database.pool.query<{ kind: string; n: number }>(
      "SELECT kind, count(*)::int AS n FROM news_articles GROUP BY kind ORDER BY kind",
    );
    console.log(`News step at ${companies} companies`);
    for (const s of report.steps)
      console.log(`  ${s.name.padEnd(9)} ${s.seconds.toFixed(1).padStart(6)} s  ${s.summary}`);
    console.log(`  stories: ${kinds.rows.map((r) => `${r.kind} ${r.n}`).join(", ")}`);
    console.log(`  news / whole build: ${((seconds.news ?? 0) / total).toFixed(3)}`);
    console.log(`  news / events step (baseline): ${((seconds.news ?? 0) / (seconds.events ?? 1)).toFixed(2)}`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNewsStep();
