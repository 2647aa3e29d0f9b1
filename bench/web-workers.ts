import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { signedInFreeUser } from "./page-speed";
import { startBenchApp } from "./lib";
import { generateLoad } from "./load/load-generator";

// Every core used (issue 21, decision 040): the same requests against `npm start` with
// WEB_CONCURRENCY=1 and then 2, on the 6,000-company demo market, 10 connections. What a worker
// adds shows on work that needs the CPU, so the page cache is off here (PAGE_CACHE_MB=0): a
// company page rendered per request, for a guest and for a signed-in member, and the screener
// API. Target: at least 1.7 times the one-worker rate with two. The load generator shares the
// machine's cores with the server, so the ratio is a floor; it is the C one (bench/load/), which
// costs the server's cores a few microseconds a request where autocannon cost tens (with
// autocannon, /healthz and the screener API read the generator's own ceiling, 12,500 req/s, for
// both). Only 2xx answers count.

const SECONDS = Number(process.env.WEB_WORKERS_SECONDS ?? 8);
const CONNECTIONS = 10;

async function rate(base: string, path: string, headers: Record<string, string>, seconds = SECONDS) {
  const result = await generateLoad(base, [path], seconds, CONNECTIONS, headers);
  const good = result.requests - result.non2xx;
  return {
    rps: (result.rps * good) / Math.max(result.requests, 1),
    p99: result.p99,
    bad: result.non2xx + result.errors,
  };
}

export async function benchWebWorkers() {
  const figures: Record<string, Record<number, { rps: number; p99: number; bad: number }>> = {};
  for (const workers of [1, 2]) {
    console.log(`Web workers: starting the app with WEB_CONCURRENCY=${workers}`);
    const bench = await startBenchApp(2, { WEB_CONCURRENCY: String(workers), PAGE_CACHE_MB: "0" });
    try {
      const company = (
        await sql<{ exchange: string; ticker: string }>`
          SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id
          ORDER BY md5(c.ticker) LIMIT 1`.execute(bench.db)
      ).rows[0]!;
      // The generator asks for HTML under every path but /api and /healthz, with gzip and brotli.
      const member = { cookie: await signedInFreeUser(bench.db) };
      const targets: Record<string, [string, Record<string, string>]> = {
        "GET /healthz": ["/healthz", {}],
        "company page, guest": [paths.company(company), {}],
        "company page, signed-in member": [paths.company(company), member],
        "screener API, first page": ["/api/screener/companies", {}],
      };
      for (const [name, [path, headers]] of Object.entries(targets)) {
        // Warm each worker's caches and JIT before measuring.
        await rate(bench.app.url, path, headers, 2);
        (figures[name] ??= {})[workers] = await rate(bench.app.url, path, headers);
      }
    } finally {
      await bench.stop();
    }
  }
  console.log(`Web workers, ${CONNECTIONS} connections, ${SECONDS} s each (target: 2 workers >= 1.7 x 1 worker)`);
  for (const [name, byWorkers] of Object.entries(figures)) {
    const one = byWorkers[1]!;
    const two = byWorkers[2]!;
    const bad = one.bad + two.bad > 0 ? `  non-2xx/errors ${one.bad}/${two.bad}` : "";
    console.log(
      `  ${name.padEnd(32)} 1 worker ${one.rps.toFixed(0).padStart(6)} req/s (p99 ${one.p99} ms)` +
        `  2 workers ${two.rps.toFixed(0).padStart(6)} req/s (p99 ${two.p99} ms)  ratio ${(two.rps / one.rps).toFixed(2)}${bad}`,
    );
  }
  return figures;
}

// `tsx bench/web-workers.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchWebWorkers();
