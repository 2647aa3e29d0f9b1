import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { mkdir } from "node:fs/promises";
import type { Kysely } from "kysely";
import { connect, EMBEDDED_DATABASE_NAME } from "../src/db/connection";
import type { DB } from "../src/db/schema";
import { freePort } from "../test/support/free-port";
import { generateLoad } from "./load/load-generator";

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, "..");

export interface Server {
  url: string;
  /** The process started (tsx, whose child runs the entry point; or node running a built one). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts an entry point (TypeScript through tsx, or built JavaScript) in its own process and waits until it prints `ready`. */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  ready: string,
  port: number,
): Promise<Server> {
  // A built entry point (build/node/*.js, what `npm start` runs) runs on node itself.
  const runner = entry.endsWith(".js") ? process.execPath : path.join(ROOT, "node_modules", ".bin", "tsx");
  const child: ChildProcess = spawn(runner, [entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, seconds: number, connections = 20): Promise<Load> {
  const { origin, pathname, search } = new URL(url);
  const result = await generateLoad(origin, [pathname + search], seconds, connections);
  return {
    requestsPerSecond: result.rps,
    p50Ms: result.p50,
    p99Ms: result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * The app as `npm start` runs it, on the 6,000-company demo market in .data/bench (built on its
 * first start, about a minute), with a connection pool to its embedded PostgreSQL.
 */
export async function startBenchApp(
  poolSize: number,
  env: Record<string, string> = {},
  entry = "src/server/main.ts",
): Promise<{ app: Server; db: Kysely<DB>; stop(): Promise<void> }> {
  const dataDir = path.join(ROOT, ".data", "bench");
  await mkdir(dataDir, { recursive: true });
  const pgPort = await freePort();
  const app = await startServer(
    entry,
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // Two benchmarks (or a benchmark and `npm start`) may run side by side.
      CHECKOUT_PROVIDER_PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      DEMO_COMPANIES: "6000",
      ...env,
    },
    "OpenZen is serving",
    await freePort(),
  );
  const { db } = connect(`postgres://postgres:openzen-local@127.0.0.1:${pgPort}/${EMBEDDED_DATABASE_NAME}`, poolSize);
  return {
    app,
    db,
    async stop() {
      await db.destroy();
      await app.stop();
    },
  };
}
