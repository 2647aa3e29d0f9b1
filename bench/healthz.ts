import { mkdir } from "node:fs/promises";
import path from "node:path";
import { freePort, load, ROOT, startServer, type Load } from "./lib";

// Requests per second of the app's GET /healthz (full Fastify stack: logging, security
// headers, request ids) against a bare node:http server answering the same, in the same run.
// Each server runs in its own process; the load generator runs here.

export async function benchHealthz(seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const dataDir = path.join(ROOT, ".data", "bench");
  await mkdir(dataDir, { recursive: true });
  const bare = await startServer("bench/servers/bare-http.ts", {}, "listening", await freePort());
  const app = await startServer(
    "src/server/main.ts",
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
    },
    "OpenZen is serving",
    await freePort(),
  ).catch(async (e) => {
    await bare.stop();
    throw e;
  });
  try {
    // Warm both up (JIT, connection pools) before measuring.
    await load(`${bare.url}/healthz`, 2);
    await load(`${app.url}/healthz`, 2);
    const baseline = await load(`${bare.url}/healthz`, seconds);
    const measured = await load(`${app.url}/healthz`, seconds);
    report(baseline, measured);
    return { baseline, measured, ratio: measured.requestsPerSecond / baseline.requestsPerSecond };
  } finally {
    await app.stop();
    await bare.stop();
  }
}

function report(baseline: Load, app: Load) {
  const row = (name: string, l: Load) =>
    `${name.padEnd(22)} ${l.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(l.p50Ms).padStart(3)} ms   p99 ${String(l.p99Ms).padStart(3)} ms   errors ${l.errors}   non-2xx ${l.non2xx}`;
  console.log("GET /healthz, 20 connections");
  console.log(row("bare node:http", baseline));
  console.log(row("OpenZen (Fastify)", app));
  console.log(`ratio OpenZen / bare: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
}
