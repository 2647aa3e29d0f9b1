import { readFile } from "node:fs/promises";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { api, paths } from "../src/domain/paths";
import { encodeScreen } from "../src/domain/screener/codec";
import { SNAPSHOT_FIELDS } from "../src/domain/screener/filter-fields";
import { ScreenerSnapshot } from "../src/domain/screener/snapshot";
import { loadSnapshotCompanies } from "../src/server/screener/load-snapshot";
import { generateLoad, type Load } from "./load/load-generator";
import { startBenchApp } from "./lib";
import { childrenOf, rssMb } from "./process-memory";
import { screenMix } from "./screener";

// The load benchmark: the app as `npm start` runs it on the 6,000-company demo
// market, 200 keep-alive connections for 60 s over a mix of pages and API calls, from the C
// load generator (bench/load). Printed: answers per second, errors (connections lost and
// non-2xx answers), p50 and p99, the server's resident memory before, right after and after a
// settle period, and GET /healthz at the same connections in the same run as the baseline.
// Then each part of the mix alone for a few seconds, to name the slowest route.
// Targets: 0 errors, p99 under 1 s, memory back within 20 % of the start after settling.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS ?? 30);
const PART_SECONDS = Number(process.env.LOAD_PART_SECONDS ?? 5);

/** The resident memory of the app's Node process (the entry point's, below tsx), in MB. */
async function serverRssMb(rootPid: number): Promise<number> {
  let best = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    queue.push(...(await childrenOf(pid)));
    // tsx's small wrapper and the Node process it starts both name the entry point: the larger is the app.
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (!cmdline.includes("src/server/main.ts")) continue;
    best = Math.max(best, await rssMb(pid));
  }
  return best;
}

const acceptOf = (path: string) => (path.startsWith("/api") ? "application/json" : "text/html");

/**
 * Waits until the server has worked off the requests a load left behind (a load generator that
 * stops leaves its last requests in flight): /healthz answers within 20 ms, or a minute passed.
 */
async function drained(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const t = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    if (performance.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A seeded shuffle, so that every run sends the same sequence. */
function shuffled<T>(list: T[], seed = 15): T[] {
  let s = seed;
  const rnd = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const line = (name: string, l: Load) =>
  `  ${name.padEnd(22)} ${l.rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(7)} ms  p99 ${l.p99.toFixed(1).padStart(7)} ms  max ${l.max.toFixed(0).padStart(5)} ms  non-2xx ${l.non2xx}  errors ${l.errors}  (${l.requests} answers)`;

export async function benchLoadMix() {
  console.log(`Load mix: starting the app on the 6,000-company demo market in .data/bench`);
  const bench = await startBenchApp(4);
  const { app, db } = bench;
  try {
    // The mix's parts, each a list of paths; the whole mix takes them by weight.
    const companies = (
      await sql<{
        id: number;
        exchange: string;
        ticker: string;
      }>`SELECT id, exchange, ticker FROM companies WHERE id % 30 = 0 ORDER BY id`.execute(db)
    ).rows;
    const { companies: rows, asOf } = await loadSnapshotCompanies(db);
    const snapshot = new ScreenerSnapshot(rows, SNAPSHOT_FIELDS, asOf);
    const screens = screenMix(snapshot).map(encodeScreen);
    const words = ["apple", "micro", "bank", "energy", "a", "tech", "ab", "health", "oil", "gold", "the", "in"];
    const parts: Record<string, { weight: number; paths: string[] }> = {
      home: { weight: 5, paths: [paths.home()] },
      "company pages": {
        weight: 25,
        paths: companies.flatMap((c) => [
          paths.company(c),
          paths.companyForecast(c),
          paths.companyEarnings(c),
          paths.companyDividends(c),
          paths.companyOwnership(c),
        ]),
      },
      "screener page": { weight: 10, paths: screens.slice(0, 200).map((q) => `${paths.stockScreener()}?${q}`) },
      "/zen-ratings": { weight: 5, paths: [paths.zenRatings()] },
      "/industries": { weight: 5, paths: [paths.industries()] },
      "search API": { weight: 20, paths: words.map((w) => api.companySearch(w)) },
      "screener API": { weight: 20, paths: screens.map((q) => `/api/screener/companies?${q}`) },
      "prices API": { weight: 10, paths: companies.map((c) => api.companyPrices(c.id)) },
    };
    const mix: string[] = [];
    for (const part of Object.values(parts))
      for (let i = 0; i < part.weight * 40; i++) mix.push(part.paths[i % part.paths.length]!);
    const sequence = shuffled(mix);

    // Every path answers 200 before the load starts: a broken route is not a load figure.
    for (const part of Object.values(parts))
      for (const path of part.paths.slice(0, 3)) {
        const res = await fetch(app.url + path, { headers: { accept: acceptOf(path) } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      }

    console.log(
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} (the machine is shared)`,
    );
    await new Promise((r) => setTimeout(r, 5_000));
    const before = await serverRssMb(app.pid);
    const healthz = await generateLoad(app.url, ["/healthz"], 10, CONNECTIONS);
    console.log(`Baseline, ${CONNECTIONS} connections, 10 s:`);
    console.log(line("GET /healthz", healthz));
    console.log(
      `The mix, ${CONNECTIONS} connections, ${SECONDS} s, ${sequence.length} requests in turn (${Object.entries(parts)
        .map(([k, v]) => `${k} ${v.weight}%`)
        .join(", ")}):`,
    );
    const loaded = await generateLoad(app.url, sequence, SECONDS, CONNECTIONS);
    const after = await serverRssMb(app.pid);
    console.log(line("mix", loaded));
    await drained(app.url);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1_000));
    const settled = await serverRssMb(app.pid);
    const errors = loaded.errors + loaded.non2xx;
    console.log(`  ratio mix / healthz: ${(loaded.rps / healthz.rps).toFixed(3)}`);
    // The same mix again at once, for a shorter time: what the mix costs once its pages are kept
    // (the run above includes every first render of the mix's some 1,200 distinct pages, in
    // each worker that meets them), to tell render speed from everything else.
    const again = await generateLoad(app.url, sequence, Math.min(SECONDS, 20), CONNECTIONS);
    console.log(line("mix again (kept)", again));
    console.log(
      `  errors ${errors} (target 0); p99 ${loaded.p99.toFixed(1)} ms (target under 1,000 ms); server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB right after, ${settled.toFixed(0)} MB after ${SETTLE_SECONDS} s (${(((settled - before) / before) * 100).toFixed(1)} %, target within 20 %)`,
    );
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );

    // Each part alone, to find the slowest route.
    const byPart: Record<string, Load> = {};
    if (PART_SECONDS > 0) {
      console.log(`Each part alone, ${CONNECTIONS} connections, ${PART_SECONDS} s each:`);
      for (const [name, part] of Object.entries(parts)) {
        await drained(app.url);
        // One request at a time first: what a request of this part costs the server alone.
        const alone: number[] = [];
        for (const path of part.paths.slice(0, 10)) {
          const t = performance.now();
          const res = await fetch(app.url + path, { headers: { accept: acceptOf(path) } });
          await res.arrayBuffer();
          alone.push(performance.now() - t);
        }
        alone.sort((a, b) => a - b);
        byPart[name] = await generateLoad(app.url, part.paths, PART_SECONDS, CONNECTIONS);
        console.log(`${line(name, byPart[name])}  alone: median ${alone[alone.length >> 1]!.toFixed(1)} ms`);
      }
    }
    return { healthz, loaded, again, before, after, settled, byPart };
  } finally {
    await bench.stop();
  }
}

// `tsx bench/load-mix.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLoadMix();
