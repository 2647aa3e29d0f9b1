// The ordered shutdown the README promises: on SIGTERM, SIGINT or SIGHUP
//   1. the HTTP server stops accepting and finishes the requests in flight,
//      then the local checkout provider stops (when it runs in-process: no STRIPE_SECRET_KEY),
//   2. background jobs stop (pg-boss: their own in-flight work finishes),
//   3. the database closes (the pool, then the embedded PostgreSQL),
// each step after the one before it has finished, then the process exits 0. Steps are added in
// that order by main.ts; a step that fails is logged and the rest still run (exit 1).

export interface ShutdownStep {
  /** What stops, for the log: "http server", "jobs", "database". */
  name: string;
  stop(): Promise<void>;
}

export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Shutdown {
  /** Appends a step; steps run in the order they were added. */
  add(step: ShutdownStep): void;
  /** Runs every step once, then exits; later calls (a second Ctrl-C) are ignored. */
  run(signal: string): Promise<void>;
  /** Runs run() on SIGTERM, SIGINT and SIGHUP. */
  listen(): void;
}

export function createShutdown(options: {
  log: ShutdownLog;
  /** Past this the process exits 1 without waiting for the remaining steps. */
  timeoutMs: number;
  exit?: (code: number) => void;
}): Shutdown {
  const steps: ShutdownStep[] = [];
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;

  const run = async (signal: string) => {
    if (started) return;
    started = true;
    options.log.info({ signal, steps: steps.map((s) => s.name) }, "shutting down in order");
    const timer = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, "shutdown took too long; exiting");
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    let failed = false;
    for (const step of steps) {
      const started = Date.now();
      try {
        await step.stop();
        options.log.info({ step: step.name, ms: Date.now() - started }, "stopped " + step.name);
      } catch (error) {
        failed = true;
        options.log.error({ err: error, step: step.name }, "could not stop " + step.name);
      }
    }
    clearTimeout(timer);
    options.log.info({}, "stopped");
    exit(failed ? 1 : 0);
  };

  return {
    add: (step) => void steps.push(step),
    run,
    listen() {
      for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void run(signal));
    },
  };
}
