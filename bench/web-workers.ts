import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { signedInFreeUser } from "./page-speed";
import { startBenchApp } from "./lib";
import { generateLoad } from "./load/load-generator";
import { cpuSample, cpuUse, type CpuKind } from "./load/cpu-use";

// Every core used (decision 040): the same requests against `npm start` with
// WEB_CONCURRENCY=1 and then 2, on the 6,000-company demo market, 10 connections. Twice each:
// with the page cache off (PAGE_CACHE_MB=0: a company page rendered per request, for a guest and
// for a signed-in member, and the screener API: work that needs the CPU), and as served (pages
// kept per visitor class). Target: at least 1.7 times the one-worker rate with
// two. The server shares the machine's two cores with PostgreSQL and the load generator, so
// each line also says how many cores were busy with one and with two workers, by kind (from
// /proc): what else shared the cores, and whether a run had the machine to itself (the "other"
// column). The load generator is wrk (bench/load/), written in C: it costs the server's cores a
// few microseconds a request where a JavaScript one costs tens. Only 2xx answers count.

const SECONDS = Number(process.env.WEB_WORKERS_SECONDS ?? 8);
const CONNECTIONS = 10;

interface Rate {
  rps: number;
  p99: number;
  bad: number;
  cores: Record<CpuKind, number>;
}

async function rate(base: string, path: string, headers: Record<string, string>, seconds = SECONDS): Promise<Rate> {
  // CPU is sampled inside the run (the generator's process exists only while it runs).
  const samples: ReturnType<typeof cpuSample>[] = [];
  const timers = [0.5, seconds - 0.5].map((at) => setTimeout(() => samples.push(cpuSample()), at * 1000));
  const result = await generateLoad(base, [path], seconds, CONNECTIONS, headers);
  for (const timer of timers) clearTimeout(timer);
  const cores = cpuUse(samples[0] ?? cpuSample(), samples[1] ?? cpuSample(), seconds - 1);
  const good = result.requests - result.non2xx;
  return {
    rps: (result.rps * good) / Math.max(result.requests, 1),
    p99: result.p99,
    bad: result.non2xx + result.errors,
    cores,
  };
}

const MODES = {
  "page cache off": { PAGE_CACHE_MB: "0" },
  "as served": {},
} as const;

export async function benchWebWorkers() {
  const figures: Record<string, Record<number, Rate>> = {};
  for (const workers of [1, 2]) {
    for (const [mode, env] of Object.entries(MODES)) {
      console.log(`Web workers: starting the app with WEB_CONCURRENCY=${workers}, ${mode}`);
      const bench = await startBenchApp(2, { WEB_CONCURRENCY: String(workers), ...env });
      try {
        const company = (
          await sql<{ exchange: string; ticker: string }>`
            SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id
            ORDER BY md5(c.ticker) LIMIT 1`.execute(bench.db)
        ).rows[0]!;
        // The generator asks for HTML under every path but /api and /healthz, with gzip and brotli.
        const member = { cookie: await signedInFreeUser(bench.db) };
        const targets: Record<string, [string, Record<string, string>]> =
          mode === "as served"
            ? {
                "home, guest": [paths.home(), {}],
                "company page, guest": [paths.company(company), {}],
                "company page, member": [paths.company(company), member],
                "sector page, member": [paths.sector("technology"), member],
              }
            : {
                "GET /healthz": ["/healthz", {}],
                "company page, guest": [paths.company(company), {}],
                "company page, member": [paths.company(company), member],
                "screener API, first page": ["/api/screener/companies", {}],
              };
        for (const [name, [path, headers]] of Object.entries(targets)) {
          // Warm each worker's caches and JIT before measuring.
          await rate(bench.app.url, path, headers, 2);
          (figures[`${name} (${mode})`] ??= {})[workers] = await rate(bench.app.url, path, headers);
        }
      } finally {
        await bench.stop();
      }
    }
  }
  console.log(`Web workers, ${CONNECTIONS} connections, ${SECONDS} s each (target: 2 workers >= 1.7 x 1 worker)`);
  for (const [name, byWorkers] of Object.entries(figures)) {
    const one = byWorkers[1]!;
    const two = byWorkers[2]!;
    const bad = one.bad + two.bad > 0 ? `  non-2xx/errors ${one.bad}/${two.bad}` : "";
    const c = one.cores;
    const d = two.cores;
    console.log(
      `  ${name.padEnd(44)} 1 worker ${one.rps.toFixed(0).padStart(6)} req/s (p99 ${one.p99} ms)` +
        `  2 workers ${two.rps.toFixed(0).padStart(6)} req/s (p99 ${two.p99} ms)  ratio ${(two.rps / one.rps).toFixed(2)}${bad}`,
    );
    console.log(
      `  ${"".padEnd(44)} cores busy with 1 worker: server ${c.server.toFixed(2)}, PostgreSQL ${c.database.toFixed(2)}, ` +
        `generator ${c.load.toFixed(2)}, other ${c.other.toFixed(2)}`,
    );
    console.log(
      `  ${"".padEnd(44)} cores busy with 2 workers: server ${d.server.toFixed(2)}, PostgreSQL ${d.database.toFixed(2)}, ` +
        `generator ${d.load.toFixed(2)}, other ${d.other.toFixed(2)}`,
    );
  }
  return figures;
}

// `tsx bench/web-workers.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchWebWorkers();
