import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import { PgBoss, type Job } from "pg-boss";
import { ADVISORY_LOCKS, withAdvisoryLock } from "../../db/advisory-lock";
import type { DB } from "../../db/schema";
import type { Config } from "../config";
import type { JobDefinition } from "./job";
import { dropOutdatedQueueSchema } from "./outdated-queue-schema";
import { JOBS } from "./registry";

// Background jobs on pg-boss, in the application's own PostgreSQL (schema `pgboss`, created and
// migrated by pg-boss itself on start). Every process that runs workers registers each job's
// queue, schedule and worker; pg-boss then runs each scheduled tick once across all of them
// (one process evaluates the crons per interval, the tick's job is a singleton for its minute,
// and a job is fetched by one worker only: SKIP LOCKED). See docs/decisions/015-jobs-on-pg-boss.md.

export const JOBS_SCHEMA = "pgboss";

export interface JobRunnerOptions {
  config: Config;
  db: Kysely<DB>;
  pool: pg.Pool;
  logger: FastifyBaseLogger;
  /** Run workers and schedules here (WORKERS, true by default); false: only send jobs. */
  work: boolean;
  /** The jobs; the registry by default. */
  jobs?: readonly JobDefinition[];
  /** Tests only: each job's cron replaced, and pg-boss's clocks shortened. */
  cronFor?: (job: JobDefinition) => string;
  timing?: { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number };
  /**
   * How long stop() lets running jobs finish before pg-boss fails them (they are retried); by
   * default two seconds less than SHUTDOWN_TIMEOUT_MS, so the process's own deadline comes after.
   */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Stops fetching, aborts running jobs' signal and waits for them (graceful), then lets go. */
  stop(): Promise<void>;
  /** Queues a job by name now (for web handlers and the CLI); null when a singleton dropped it. */
  send(name: string, data?: object): Promise<string | null>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { config, db, pool, logger, work } = options;
  const jobs = options.jobs ?? JOBS;
  const log = logger.child({ component: "jobs" });
  const stopping = new AbortController();
  const timing = options.timing ?? {};
  const boss = new PgBoss({
    // Our pool, not one of pg-boss's own: one set of connections, closed by the database's close().
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    // Only worker processes keep the schedules and the maintenance (expiry, archive) going.
    schedule: work,
    supervise: work,
    ...(timing.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds } : {}),
    ...(timing.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds } : {}),
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  let started = false;

  async function handle(job: JobDefinition, [item]: Job<object>[]) {
    if (!item) return;
    const jobLog = log.child({ job: job.name, jobId: item.id });
    const begun = performance.now();
    jobLog.info("job started");
    try {
      await job.run({ config, db, pool, log: jobLog, signal: stopping.signal }, item.data ?? {});
    } catch (error) {
      // Thrown on to pg-boss, which retries as the queue's options say.
      jobLog.error({ err: error, seconds: (performance.now() - begun) / 1000 }, "job failed");
      throw error;
    }
    jobLog.info({ seconds: (performance.now() - begun) / 1000 }, "job finished");
  }

  let starting: Promise<void> | undefined;
  return {
    start() {
      // Kept, so that a stop() arriving mid-start (a SIGTERM just as the market is built) waits
      // for it and then stops what it started, rather than leave pg-boss running on a closed pool.
      starting = begin();
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      if (!started) return;
      started = false;
      stopping.abort(new Error("the process is stopping"));
      // Graceful: no new fetches, running jobs get stopTimeoutMs to end, then pg-boss marks them
      // failed (so they run again later); it resolves once they have. `close: false`: the pool is ours.
      await boss.stop({
        graceful: true,
        close: false,
        timeout: options.stopTimeoutMs ?? stopTimeoutFor(config),
      });
    },
    async send(name, data = {}) {
      return boss.send(name, data);
    },
  };

  async function begin() {
    await withAdvisoryLock(pool, ADVISORY_LOCKS.jobQueues, async () => {
      const dropped = await dropOutdatedQueueSchema(pool, JOBS_SCHEMA);
      if (dropped !== null)
        log.warn({ version: dropped }, "jobs: the job queue's schema was too old to migrate and is made anew");
    });
    await boss.start();
    started = true;
    // An existing queue keeps its jobs and takes the new options. One process at a time:
    // two creating the same queue at once deadlock in PostgreSQL (its partition is attached).
    await withAdvisoryLock(pool, ADVISORY_LOCKS.jobQueues, async () => {
      for (const job of jobs) {
        await boss.createQueue(job.name, job.queue);
        // A queue's policy is fixed when it is made; the rest follows the definition.
        const { policy: _fixed, ...changeable } = job.queue;
        await boss.updateQueue(job.name, changeable);
      }
    });
    if (!work) {
      log.info("jobs: this process only sends jobs (WORKERS=false)");
      return;
    }
    for (const job of jobs) {
      if (job.schedule) {
        const cron = options.cronFor?.(job) ?? job.schedule.cron;
        await boss.schedule(job.name, cron, {}, { tz: job.schedule.tz ?? "UTC" });
      } else {
        await boss.unschedule(job.name);
      }
      await boss.work<object>(
        job.name,
        {
          batchSize: 1,
          ...(timing.pollingIntervalSeconds ? { pollingIntervalSeconds: timing.pollingIntervalSeconds } : {}),
        },
        (items) => handle(job, items),
      );
    }
    log.info({ jobs: jobs.map((j) => j.name) }, "jobs: workers and schedules running");
  }
}

function stopTimeoutFor(config: Config): number {
  return Math.max(1000, config.shutdownTimeoutMs - 2000);
}
