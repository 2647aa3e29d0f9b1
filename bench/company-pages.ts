import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { loadRates, loadUniverse } from "../src/market/research/load-universe";
import { runResearch } from "../src/market/research/pipeline";
import { startBenchApp } from "./lib";

// Company research at 6,000 companies (the targets):
// 1. The pipeline: checks, scores, valuation and summaries for every listed company, stored
//    (target under 10 s). Baseline in the same run: the pipeline's reads alone.
// 2. Company pages rendered on the server (target p95 under 50 ms), one request at a time so
//    that each figure is one render, over a rotation of companies and all five pages, against
//    GET /healthz timed the same way in the same run.
// The app keeps its data in .data/bench (shared with the other benchmarks).

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function timeSequential(
  base: string,
  urls: string[],
  rounds: number,
): Promise<{ n: number; p50: number; p95: number; p99: number; max: number; failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  for (let r = 0; r < rounds; r++) {
    for (const url of urls) {
      const t = performance.now();
      const res = await fetch(base + url);
      await res.arrayBuffer();
      samples.push(performance.now() - t);
      if (res.status !== 200) failures++;
    }
  }
  samples.sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    max: samples[samples.length - 1]!,
    failures,
  };
}

export async function benchCompanyPages(samples = Number(process.env.BENCH_PAGES ?? 200)) {
  console.log("Company pages: starting the app (its first start builds the 6,000-company demo market, about 70 s)");
  const bench = await startBenchApp(12);
  const { app, db } = bench;
  try {
    // 1. The pipeline, twice (the first run warms caches), and its reads alone as the baseline.
    const asOf = (await sql<{ v: string }>`SELECT value #>> '{}' AS v FROM market_meta WHERE key = 'as_of'`.execute(db))
      .rows[0]!.v;
    const runs = [await runResearch(db), await runResearch(db)];
    const reads: number[] = [];
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      await Promise.all([loadUniverse(db, asOf), loadRates(db, asOf)]);
      reads.push((performance.now() - t) / 1000);
    }
    const best = runs.reduce((a, b) => (a!.seconds.total < b!.seconds.total ? a : b))!;
    console.log(`Research pipeline over ${best.companies} listed companies as of ${best.asOf} (target: under 10 s)`);
    for (const [i, r] of runs.entries()) {
      const s = r!.seconds;
      console.log(
        `  run ${i + 1}: ${s.total.toFixed(2)} s = read ${s.load.toFixed(2)} s + compute ${s.compute.toFixed(2)} s + write ${s.write.toFixed(2)} s`,
      );
    }
    const bareRead = Math.min(...reads);
    console.log(
      `  baseline, the same reads alone: ${bareRead.toFixed(2)} s; ratio pipeline / reads ${(best.seconds.total / bareRead).toFixed(2)}`,
    );

    // 2. Page renders.
    const companies = (
      await sql<{
        exchange: string;
        ticker: string;
      }>`SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id ORDER BY md5(c.ticker) LIMIT ${samples}`.execute(
        db,
      )
    ).rows;
    const kinds = {
      overview: companies.map((c) => paths.company(c)),
      forecast: companies.map((c) => paths.companyForecast(c)),
      earnings: companies.map((c) => paths.companyEarnings(c)),
      dividends: companies.map((c) => paths.companyDividends(c)),
      ownership: companies.map((c) => paths.companyOwnership(c)),
    };
    // Warm up the JIT and PostgreSQL's caches on other companies' pages.
    await timeSequential(app.url, kinds.overview.slice(0, 50), 1);
    const healthz = await timeSequential(app.url, ["/healthz"], samples);
    const ms = (x: number) => `${x.toFixed(1).padStart(6)} ms`;
    console.log(
      `Company pages, server-rendered HTML, one request at a time, ${samples} companies each (target: p95 under 50 ms)`,
    );
    console.log(
      `  GET /healthz                 p50 ${ms(healthz.p50)}  p95 ${ms(healthz.p95)}  p99 ${ms(healthz.p99)}`,
    );
    const results: Record<string, Awaited<ReturnType<typeof timeSequential>>> = {};
    for (const [kind, urls] of Object.entries(kinds)) {
      const r = await timeSequential(app.url, urls, 1);
      results[kind] = r;
      console.log(
        `  ${kind.padEnd(28)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  non-200 ${r.failures}  (p95 / healthz p95: ${(r.p95 / healthz.p95).toFixed(1)})`,
      );
    }
    const prices = await timeSequential(
      app.url,
      (
        await sql<{
          id: number;
        }>`SELECT company_id AS id FROM company_research ORDER BY md5(company_id::text) LIMIT 50`.execute(db)
      ).rows.map((r) => `/api/companies/${r.id}/prices`),
      1,
    );
    console.log(`  GET /api/companies/{id}/prices (full history)  p50 ${ms(prices.p50)}  p95 ${ms(prices.p95)}`);
    return { research: best, bareRead, healthz, pages: results, prices };
  } finally {
    await bench.stop();
  }
}

// `tsx bench/company-pages.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCompanyPages();
