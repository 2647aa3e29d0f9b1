import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { freePort, ROOT } from "./lib";

// A first start as `npm start` runs it (the built server, its default web workers) on a fresh
// data directory: the seconds from opening the database to the first answered page (the
// build's progress) and to the site fully built (/readyz 200), and the ratio between them.
// Target: the first answer within 60 s at 6,000 companies on two cores (decision 046).

const POLL_MS = 250;

export async function benchFirstStart(companies = Number(process.env.BENCH_COMPANIES ?? 6000)) {
  const dataDir = process.env.BENCH_FIRST_START_DIR ?? path.join(ROOT, ".data", "bench-first-start");
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  // The embedded database of a fresh data directory, whatever the caller's environment names.
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(ROOT, "build", "node", "main.js")], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? String(await freePort()),
      CHECKOUT_PROVIDER_PORT: String(await freePort()),
      DEMO_COMPANIES: String(companies),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  child.once("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const answered = async (p: string, ok: (status: number) => boolean) => {
    try {
      const response = await fetch(url + p, { headers: { accept: "text/html" } });
      await response.arrayBuffer();
      return ok(response.status);
    } catch {
      return false;
    }
  };
  const until = async (what: string, check: () => Promise<boolean>) => {
    while (!(await check())) {
      if (exited) throw new Error(`the server exited before ${what}:\n${output.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return Date.now();
  };
  try {
    const firstAnswer = await until("answering", () => answered("/", () => true));
    const built = await until("the market was built", () => answered("/readyz", (s) => s === 200));
    // The log line's own time: when the server began opening the database.
    const opening = output.split("\n").find((l) => l.includes("Opening the database"));
    const openedAt = opening ? (JSON.parse(opening) as { time: number }).time : NaN;
    const toAnswer = (firstAnswer - openedAt) / 1000;
    const toBuilt = (built - openedAt) / 1000;
    const steps = [...output.matchAll(/"step":"(\w+)","changed":\w+,"seconds":([\d.]+)/g)]
      .map(([, step, s]) => `${step} ${Number(s).toFixed(1)} s`)
      .join(", ");
    console.log(`first start at ${companies} companies, fresh data directory (${dataDir}):`);
    console.log(`  opening the database to the first answered page: ${toAnswer.toFixed(1)} s (target: 60 s)`);
    console.log(`  opening the database to the site fully built:    ${toBuilt.toFixed(1)} s`);
    console.log(`  fully built / first answer: ${(toBuilt / toAnswer).toFixed(1)}x`);
    console.log(`  pipeline steps: ${steps}`);
  } finally {
    if (!exited) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await gone;
    }
  }
}
