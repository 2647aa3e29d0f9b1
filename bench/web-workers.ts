import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { signedInFreeUser } from "./page-speed";
import { startBenchApp } from "./lib";

// Every core used (issue 21, decision 040): the same requests against `npm start` with
// WEB_CONCURRENCY=1 and then 2, on the 6,000-company demo market, 10 connections. What a worker
// adds shows on work that needs the CPU, so the page cache is off here (PAGE_CACHE_MB=0): a
// company page rendered per request, for a guest and for a signed-in member, and the screener
// API. Target: at least 1.7 times the one-worker rate with two. The load generator shares the
// machine's cores with the server, so the ratio is a floor. Only 2xx answers count: past
// maxRequestsPerSocket a kept connection gets quick 503s, which autocannon would count as rate.

const SECONDS = Number(process.env.WEB_WORKERS_SECONDS ?? 8);
const CONNECTIONS = 10;

async function rate(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result["2xx"] / SECONDS, p99: result.latency.p99, bad: result.non2xx + result.errors };
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
      const member = { accept: "text/html", "accept-encoding": "gzip, br", cookie: await signedInFreeUser(bench.db) };
      const targets: Record<string, [string, Record<string, string>]> = {
        "GET /healthz": [`${bench.app.url}/healthz`, {}],
        "company page, guest": [bench.app.url + paths.company(company), { accept: "text/html" }],
        "company page, signed-in member": [bench.app.url + paths.company(company), member],
        "screener API, first page": [`${bench.app.url}/api/screener/companies`, { accept: "application/json" }],
      };
      for (const [name, [url, headers]] of Object.entries(targets)) {
        // Warm each worker's caches and JIT before measuring.
        await autocannon({ url, connections: CONNECTIONS, amount: 200, headers });
        (figures[name] ??= {})[workers] = await rate(url, headers);
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
