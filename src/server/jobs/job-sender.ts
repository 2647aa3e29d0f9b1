import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type pg from "pg";
import { PgBoss } from "pg-boss";
import { ADVISORY_LOCKS, withAdvisoryLock } from "../../db/advisory-lock";
import type { DB } from "../../db/schema";
import type { JobDefinition } from "./job";
import { JOBS_SCHEMA } from "./job-runner";

// Web processes queue work a member asked for (a backtest of their screen) without running
// workers or schedules: a pg-boss client that only sends, made on the first send. It sends in the
// caller's transaction, so the row that describes the work and the job that does it are written
// together or not at all. Its queue is made here too (under the job runner's lock: two processes
// making one queue at once deadlock), so a web process can send before any worker has started.

export interface JobSender {
  /** Queues `job` with `data` inside `trx`; the job's id. */
  send(trx: Transaction<DB> | Kysely<DB>, job: JobDefinition, data: object): Promise<string | null>;
  stop(): Promise<void>;
}

export function createJobSender(pool: pg.Pool): JobSender {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  const boss = () =>
    (started ??= (async () => {
      const b = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: JOBS_SCHEMA,
        schedule: false,
        supervise: false,
      });
      b.on("error", () => undefined);
      return b.start();
    })());
  const queue = (b: PgBoss, job: JobDefinition) => {
    let made = queues.get(job.name);
    if (!made) {
      made = withAdvisoryLock(pool, ADVISORY_LOCKS.jobQueues, async () => {
        if (!(await b.getQueue(job.name))) await b.createQueue(job.name, job.queue);
      });
      made.catch(() => queues.delete(job.name));
      queues.set(job.name, made);
    }
    return made;
  };
  return {
    async send(trx, job, data) {
      const b = await boss();
      await queue(b, job);
      return b.send(job.name, data, {
        db: {
          executeSql: async (text, values) => ({
            rows: (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows,
          }),
        },
      });
    },
    async stop() {
      if (!started) return;
      const b = await started.catch(() => undefined);
      await b?.stop({ graceful: false, close: false });
    },
  };
}
