import path from "node:path";
import { pathToFileURL } from "node:url";
import { api, paths } from "../src/domain/paths";
import { freePort, ROOT, startBenchApp, startServer, type Server } from "./lib";
import { childrenOf, isNodeProcess, rssMb } from "./process-memory";

// Server memory after start-up: the resident memory of each Node process of the app
// as `npm start` runs it (the main process with the database, jobs and market build; each web
// worker with its screener snapshot, search index and page cache), right after it serves, after
// a few hundred page and API requests, and after a settle period, against a bare node:http
// server's in the same run as the baseline. Target: each serving process under 400 MB at
// 6,000 companies; MEMORY_COMPANIES=20000 reports the growth on a bigger market (built on its
// first run into .data/bench-20000, several minutes).

const COMPANIES = Number(process.env.MEMORY_COMPANIES ?? 6000);
const WORKER_COUNTS = process.env.WEB_CONCURRENCY ? [Number(process.env.WEB_CONCURRENCY)] : [1, 2];
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 20);

interface NodeProcess {
  pid: number;
  role: string;
  rssMb: number;
}

/**
 * The app's Node processes: the built main process (the one started) and its web workers (its
 * Node children). PostgreSQL's processes and other helpers (esbuild) are left out.
 */
async function appProcesses(mainPid: number): Promise<NodeProcess[]> {
  const out: NodeProcess[] = [{ pid: mainPid, role: "main", rssMb: await rssMb(mainPid) }];
  for (const child of await childrenOf(mainPid))
    if (await isNodeProcess(child)) out.push({ pid: child, role: "web worker", rssMb: await rssMb(child) });
  return out;
}

async function bareRssMb(server: Server): Promise<number> {
  const [child] = await childrenOf(server.pid);
  return rssMb(child ?? server.pid);
}

const describe = (list: NodeProcess[], baseline: number) =>
  list
    .map(
      (p) =>
        `    ${p.role.padEnd(11)} ${p.rssMb.toFixed(0).padStart(5)} MB  (${(p.rssMb / baseline).toFixed(1)}x the bare server)`,
    )
    .join("\n");

export async function benchMemory() {
  console.log(`Memory: the app (built, as npm start runs it) on the ${COMPANIES}-company demo market`);
  const bare = await startServer("bench/servers/bare-http.ts", {}, "listening", await freePort());
  const baseline = await bareRssMb(bare);
  await bare.stop();
  console.log(`  baseline: a bare node:http server holds ${baseline.toFixed(0)} MB`);
  for (const workers of WORKER_COUNTS) await measureApp(workers, baseline);
}

async function measureApp(workers: number, baseline: number) {
  console.log(`WEB_CONCURRENCY=${workers}${workers === 1 ? " (the main process serves)" : ""}:`);

  const dataDir = path.join(ROOT, ".data", COMPANIES === 6000 ? "bench" : `bench-${COMPANIES}`);
  // The built server (what `npm start` runs), so that the pid is the main Node process itself.
  const bench = await startBenchApp(
    1,
    { DATA_DIR: dataDir, DEMO_COMPANIES: String(COMPANIES), WEB_CONCURRENCY: String(workers) },
    "build/node/main.js",
  );
  const { app } = bench;
  try {
    const started = await appProcesses(app.pid);
    console.log(`  right after start-up:\n${describe(started, baseline)}`);

    // A visitor's round: pages of companies, the screener, ideas and the search API.
    const words = ["a", "b", "c", "m", "s", "t"];
    const companyPaths: string[] = [];
    for (const word of words) {
      const res = await fetch(app.url + api.companySearch(word), { headers: { accept: "application/json" } });
      const found = (await res.json()) as unknown;
      if (Array.isArray(found))
        for (const c of found as { url?: unknown }[]) if (typeof c.url === "string") companyPaths.push(c.url);
    }
    const round = [
      paths.home(),
      paths.stockScreener(),
      paths.zenRatings(),
      paths.industries(),
      ...companyPaths,
      ...words.map((w) => api.companySearch(w)),
    ];
    for (let i = 0; i < 10; i++)
      await Promise.all(
        round.map((p) =>
          fetch(app.url + p).then(
            (r) => r.arrayBuffer(),
            () => undefined,
          ),
        ),
      );
    const used = await appProcesses(app.pid);
    console.log(`  after ${round.length * 10} requests:\n${describe(used, baseline)}`);

    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const settled = await appProcesses(app.pid);
    console.log(`  after ${SETTLE_SECONDS} s more:\n${describe(settled, baseline)}`);
    const serving = settled.filter((p) => workers === 1 || p.role === "web worker");
    const largest = Math.max(...serving.map((p) => p.rssMb));
    const total = settled.reduce((n, p) => n + p.rssMb, 0);
    console.log(
      `  largest serving process ${largest.toFixed(0)} MB (target under 400 MB: ${largest < 400 ? "met" : "NOT met"}), all Node processes ${total.toFixed(0)} MB`,
    );
  } finally {
    await bench.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchMemory();
