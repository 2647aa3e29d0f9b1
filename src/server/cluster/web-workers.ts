import cluster, { type Worker } from "node:cluster";
import type { ToWebWorker } from "./messages";

// The main process's side of the web workers (decision 040): it forks them, waits
// until each listens, tells them the embedded PostgreSQL's state, starts a new one when one
// dies (with a back-off, so a worker that cannot start does not spin), and drains them all
// first when the server shuts down.

export interface WebWorkersLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WebWorkers {
  /** Sends a message to every live worker (and to those forked later, for the last health). */
  broadcast(message: ToWebWorker): void;
  /** Drains every worker (finish in-flight requests) and resolves once all have exited. */
  stop(): Promise<void>;
  /** Live workers' process ids. */
  pids(): number[];
}

export interface WebWorkersOptions {
  count: number;
  /** Extra environment of each worker (DATABASE_URL, WORKERS=false, MARKET_BUILDING). */
  env: Record<string, string>;
  log: WebWorkersLog;
  /** First delay before replacing a worker that died; doubles up to 30 s, reset after a minute up. */
  restartMs?: number;
  /** A worker that has not exited this long after being asked to drain is killed. */
  drainTimeoutMs: number;
}

/**
 * V8's heap sizing for a web worker (decision 075). Left to itself on a machine with many
 * gigabytes, Node.js 24 lets the young generation grow to 64 MB a half (134 MB held for a few MB
 * live) and the old generation to four times what survived its last full collection before the
 * next one (about 250 MB held for some 100 MB live): a worker held 500 MB after a minute of load
 * and kept it at rest, since no collection runs while nothing is allocated. 16 MB a half is what
 * Node.js 20 took by default; an old-generation limit of 512 MB (five times what a worker keeps
 * live on the 6,000-company market) makes V8 grow it by about 1.4 instead of 4 after each full
 * collection. An operator's own setting of either flag (command line or NODE_OPTIONS) wins.
 */
export const WEB_WORKER_HEAP_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=512"] as const;

/** The worker's Node.js flags: the parent's, plus the heap sizing it does not set itself. */
export function webWorkerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const named = (flag: string) => {
    const name = flag.split("=")[0]!;
    // Node.js takes either spelling (dashes or underscores) of a V8 flag.
    return given.some((g) => g.replaceAll("_", "-").split("=")[0] === name);
  };
  return [...execArgv, ...WEB_WORKER_HEAP_FLAGS.filter((flag) => !named(flag))];
}

/**
 * glibc's allocator for a web worker (decision 075): blocks of 128 KB and more (compression's
 * windows, big answers' buffers) are mapped on their own and given back when freed. By default
 * glibc raises that threshold as such blocks are freed, after which they stay in its main arena
 * with the process: about 47 MB held after a minute of load instead of 34 MB. Ignored by other C
 * libraries; an operator's own GLIBC_TUNABLES wins.
 */
export const WEB_WORKER_GLIBC_TUNABLES = "glibc.malloc.mmap_threshold=131072";

/** What a worker adds to the parent's environment for its allocator. */
export function webWorkerAllocatorEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: WEB_WORKER_GLIBC_TUNABLES };
}

/** Forks the workers and resolves once every one of them listens (rejects if one dies first). */
export async function startWebWorkers(options: WebWorkersOptions): Promise<WebWorkers> {
  const { log } = options;
  cluster.setupPrimary({ execArgv: webWorkerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  const restartMs = options.restartMs ?? 1_000;
  const live = new Set<Worker>();
  let stopping = false;
  let lastHealth: ToWebWorker | undefined;
  let lastBuild: ToWebWorker | undefined;
  let delay = restartMs;
  let restartTimer: NodeJS.Timeout | undefined;

  const fork = (): Worker => {
    const worker = cluster.fork({ ...webWorkerAllocatorEnv(process.env), ...options.env });
    const forkedAt = Date.now();
    live.add(worker);
    // Sent again once it listens: a message sent before a worker set its handler is lost, and a
    // worker that missed the build's end would show its progress for ever.
    const tell = () => {
      if (lastHealth) worker.send(lastHealth);
      if (lastBuild) worker.send(lastBuild);
    };
    worker.on("online", tell);
    worker.on("listening", tell);
    worker.on("exit", (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      log.error({ pid: worker.process.pid, code, signal }, "web worker stopped unexpectedly");
      if (Date.now() - forkedAt > 60_000) delay = restartMs;
      const wait = delay;
      delay = Math.min(delay * 2, 30_000);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        log.warn({ delayMs: wait }, "starting a new web worker");
        fork();
      }, wait);
    });
    return worker;
  };

  const first = Array.from({ length: options.count }, fork);
  await Promise.all(
    first.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const died = (code: number | null) =>
            reject(new Error(`a web worker exited (code ${code}) before listening`));
          worker.once("exit", died);
          worker.once("listening", () => {
            worker.off("exit", died);
            resolve();
          });
        }),
    ),
  ).catch((error: unknown) => {
    stopping = true;
    for (const worker of live) worker.kill();
    throw error;
  });
  log.info({ workers: options.count, pids: first.map((w) => w.process.pid) }, "web workers listening");

  return {
    broadcast(message) {
      if (message.kind === "embedded-health") lastHealth = message;
      if (message.kind === "market-build") lastBuild = message;
      for (const worker of live) if (worker.isConnected()) worker.send(message);
    },
    pids: () => [...live].map((w) => w.process.pid!).filter(Boolean),
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      await Promise.all(
        [...live].map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const timer = setTimeout(() => {
                log.warn({ pid: worker.process.pid }, "web worker did not drain in time; killing it");
                worker.kill("SIGKILL");
              }, options.drainTimeoutMs);
              worker.once("exit", (code) => {
                clearTimeout(timer);
                if (code !== 0) log.warn({ pid: worker.process.pid, code }, "web worker exited with an error");
                resolve();
              });
              if (worker.isConnected()) worker.send({ kind: "drain" } satisfies ToWebWorker);
              else worker.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
