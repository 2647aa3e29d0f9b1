import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { sql, type Kysely } from "kysely";
import { connect, EMBEDDED_DATABASE_NAME } from "../src/db/connection";
import type { DB } from "../src/db/schema";
import { api, paths } from "../src/domain/paths";
import { startBenchApp } from "./lib";
import { generateLoad } from "./load/load-generator";
import { signedInFreeUser } from "./page-speed";
import { childrenOf, isNodeProcess, rssMb } from "./process-memory";

// Memory as the house's targets name it: the main process (database, jobs, market build) once the
// market is built and its jobs are done, under 400 MB; each web worker under 300 MB after 60 s at
// 50 connections over guests' and a member's pages and the search API, and back within 20 % of
// where it started after a rest. The app as `npm start` runs it (built, two web workers) on the
// 6,000-company demo market; MEMORY_URL (http://IPv4:port), MEMORY_PID (its main process) and
// MEMORY_PG_PORT point it at a server already running instead. A bare node:http server's memory
// (bench/memory.ts) is the baseline a process cannot go under.

const SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.MEMORY_LOAD_CONNECTIONS ?? 50);
// Two minutes: an idle worker gives its memory back when V8's memory reducer collects, and under
// Node.js 24 that is its watchdog, 100 s after the load's last full collection (decision 075), not
// within seconds of going idle. The workers are read after 30 s too, for comparison.
const REST_SECONDS = Number(process.env.MEMORY_REST_SECONDS ?? 120);
const EARLY_REST_SECONDS = 30;

interface Processes {
  main: number;
  workers: Map<number, number>;
}

async function measure(mainPid: number): Promise<Processes> {
  const workers = new Map<number, number>();
  for (const child of await childrenOf(mainPid)) {
    const mb = await rssMb(child);
    // PostgreSQL's processes are the main process's children too: web workers are the Node ones.
    if (await isNodeProcess(child)) workers.set(child, mb);
  }
  return { main: await rssMb(mainPid), workers };
}

/** Waits until no job of the main process is running or waiting (the first build's follow-up jobs). */
async function jobsDone(db: Kysely<DB>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('active', 'created', 'retry')
        AND (start_after IS NULL OR start_after <= now())`.execute(db);
    if (rows[0]!.n === 0) return;
    await sleep(2000);
  }
}

const mb = (x: number) => `${x.toFixed(0).padStart(5)} MB`;

export async function benchMemoryUnderLoad() {
  const external = process.env.MEMORY_URL;
  let base: string;
  let mainPid: number;
  let db: Kysely<DB>;
  let stop: () => Promise<void>;
  if (external) {
    base = external.replace(/\/$/, "");
    mainPid = Number(process.env.MEMORY_PID);
    db = connect(
      `postgres://postgres:openzen-local@127.0.0.1:${process.env.MEMORY_PG_PORT ?? "5488"}/${EMBEDDED_DATABASE_NAME}`,
      2,
    ).db;
    stop = () => db.destroy();
  } else {
    console.log("Memory under load: starting the built app (2 web workers) on the 6,000-company demo market");
    const bench = await startBenchApp(2, { WEB_CONCURRENCY: "2" }, "build/node/main.js");
    base = bench.app.url;
    mainPid = bench.app.pid;
    db = bench.db;
    stop = bench.stop;
  }
  try {
    // The market built (the screener answers) and the main process's jobs done.
    while ((await fetch(base + paths.stockScreener()).then((r) => r.status)) !== 200) await sleep(2000);
    await jobsDone(db);
    const built = await measure(mainPid);
    console.log(`  main process after building the market: ${mb(built.main)} (target under 400 MB)`);

    const companies = (
      await sql<{ exchange: string; ticker: string }>`
        SELECT exchange, ticker FROM companies ORDER BY md5(ticker) LIMIT 300`.execute(db)
    ).rows;
    const sectors = (await db.selectFrom("sectors").select("slug").execute()).map((s) => s.slug);
    const mix = [
      paths.home(),
      paths.stockScreener(),
      paths.news(),
      ...sectors.map((s) => paths.sector(s)),
      ...companies.map((c) => paths.company(c)),
      ...["a", "mi", "te", "bank", "ener"].map((q) => api.companySearch(q)),
    ];
    const member = await signedInFreeUser(db);
    const before = await measure(mainPid);
    console.log(`  web workers before: ${[...before.workers.values()].map(mb).join(", ")}`);
    const guests = generateLoad(base, mix, SECONDS, CONNECTIONS - 10);
    const members = generateLoad(base, [paths.userDashboard(), paths.watchlists(), ...mix.slice(0, 40)], SECONDS, 10, {
      cookie: member,
    });
    const [g, m] = await Promise.all([guests, members]);
    const loaded = await measure(mainPid);
    console.log(
      `  ${SECONDS} s at ${CONNECTIONS} connections (${(g.rps + m.rps).toFixed(0)} req/s, p99 guests ${g.p99.toFixed(0)} ms, ` +
        `members ${m.p99.toFixed(0)} ms, non-2xx ${g.non2xx + m.non2xx}, errors ${g.errors + m.errors})`,
    );
    console.log(
      `  web workers after the load: ${[...loaded.workers.values()].map(mb).join(", ")} (target under 300 MB)`,
    );
    const back = (rested: Processes) =>
      [...rested.workers].map(([pid, after]) => {
        const start = before.workers.get(pid) ?? after;
        return `${mb(after)} (${(((after - start) / start) * 100).toFixed(0)} % from the start)`;
      });
    let rest = 0;
    if (REST_SECONDS > EARLY_REST_SECONDS) {
      await sleep(EARLY_REST_SECONDS * 1000);
      rest = EARLY_REST_SECONDS;
      const early = await measure(mainPid);
      console.log(`  web workers after ${EARLY_REST_SECONDS} s of rest: ${back(early).join(", ")}`);
    }
    await sleep((REST_SECONDS - rest) * 1000);
    const rested = await measure(mainPid);
    console.log(`  web workers after ${REST_SECONDS} s of rest: ${back(rested).join(", ")} (target within 20 %)`);
    console.log(`  main process at the end: ${mb(rested.main)}`);
    return { built, before, loaded, rested };
  } finally {
    await stop();
  }
}

// `tsx bench/memory-under-load.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchMemoryUnderLoad();
