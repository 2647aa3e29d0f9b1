import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { Queue } from "pg-boss";
import type { DB } from "../../db/schema";
import type { Config } from "../config";

// What a background job is: a name (its pg-boss queue), an optional schedule, queue options
// and the work. One file per job in this folder, listed in registry.ts; job-runner.ts does the
// rest (queues, schedules, workers, logs, graceful stop).

export interface JobContext {
  config: Config;
  db: Kysely<DB>;
  pool: pg.Pool;
  /** A child logger carrying the job's name and id. */
  log: FastifyBaseLogger;
  /** Aborted when the process stops: long work ends at its next safe point. */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object = object> {
  /** The pg-boss queue name: kebab-case, stable (renaming it orphans queued jobs). */
  name: string;
  /** Runs on this cron (five fields, in `tz`, UTC by default), once across all processes. */
  schedule?: { cron: string; tz?: string };
  /** Queue options: policy, retries, expiry. See docs/decisions/015-jobs-on-pg-boss.md. */
  queue: Omit<Queue, "name">;
  run(context: JobContext, data: Data): Promise<void>;
}

/** A job definition checked against its own data type, listed among others of any type. */
export function defineJob<Data extends object>(job: JobDefinition<Data>): JobDefinition {
  return job as unknown as JobDefinition;
}
