import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { connect } from "../../db/connection";
import { loadConfig } from "../config";
import { createLogger } from "../plugins/request-logging";
import { defineJob, type JobDefinition } from "./job";
import { createJobRunner, JOBS_SCHEMA, type JobRunner } from "./job-runner";
import { JOBS } from "./registry";

// Two server processes on one database, each with its own pool, logger and pg-boss (real
// PostgreSQL, real pg-boss), run the registry's scheduled jobs: every tick of every schedule
// runs once, not once per process. The crons are set to every minute so that a tick comes at
// once; pg-boss's clocks are shortened so that the crons are evaluated again (and again) while
// the test watches.

interface Instance {
  runner: JobRunner;
  lines: { job?: string; jobId?: string; msg: string }[];
  close(): Promise<void>;
}

function instance(url: string, jobs?: readonly JobDefinition[], work = true): Instance {
  const lines: Instance["lines"] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const { db, pool } = connect(url, 4);
  const config = loadConfig({ NODE_ENV: "test", DEMO_COMPANIES: "10" });
  const runner = createJobRunner({
    config,
    db,
    pool,
    logger: createLogger("info", stream),
    work,
    jobs,
    cronFor: () => "* * * * *",
    timing: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
    stopTimeoutMs: 5000,
  });
  return { runner, lines, close: () => db.destroy() };
}

async function until(what: string, condition: () => Promise<boolean> | boolean, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("scheduled jobs across processes", () => {
  let t: TestDatabase;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    t = await createTestDatabase();
    a = instance(t.url);
    b = instance(t.url);
  });
  afterAll(async () => {
    await a?.runner.stop();
    await b?.runner.stop();
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it("runs each scheduled job once per tick, whichever of two processes picks it up", async () => {
    // Jobs without a schedule (a member's backtest) run only when sent.
    const scheduled = JOBS.filter((job) => job.schedule);
    await Promise.all([a.runner.start(), b.runner.start()]);
    const finished = () => [...a.lines, ...b.lines].filter((l) => l.msg === "job finished");
    await until("every job to run", () => scheduled.every((job) => finished().some((l) => l.job === job.name)));

    // Not vacuous: both processes keep evaluating the crons (pg-boss lets one do it per
    // interval); wait for three more evaluations after every job ran, then for the queues to empty.
    const cronOn = async () =>
      String((await t.pool.query(`SELECT cron_on FROM ${JOBS_SCHEMA}.version`)).rows[0]?.cron_on ?? "");
    for (let i = 0; i < 3; i++) {
      const before = await cronOn();
      await until("the crons to be evaluated again", async () => (await cronOn()) !== before);
    }
    const pending = async () =>
      (
        await t.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active')`,
        )
      ).rows[0]!.n;
    await until("the queues to empty", async () => (await pending()) === 0);
    await Promise.all([a.runner.stop(), b.runner.stop()]);

    for (const job of scheduled) {
      // The schedule's ticks: pg-boss sends one job per minute slot, across every process.
      const ticks = await t.pool.query<{ n: number }>(
        `SELECT count(DISTINCT singleton_on)::int AS n FROM ${JOBS_SCHEMA}.job
         WHERE name = '__pgboss__send-it' AND data->>'name' = $1`,
        [job.name],
      );
      const runs = finished().filter((l) => l.job === job.name);
      expect(ticks.rows[0]!.n, job.name).toBeGreaterThanOrEqual(1);
      expect(runs.length, job.name).toBe(ticks.rows[0]!.n);
      expect(new Set(runs.map((r) => r.jobId)).size, job.name).toBe(runs.length);
    }
    // Both processes were workers: each logged that it runs the schedules.
    for (const p of [a, b]) expect(p.lines.some((l) => l.msg === "jobs: workers and schedules running")).toBe(true);
  }, 150_000);
});

describe("stopping the job runner", () => {
  let t: TestDatabase;
  let p: Instance;
  let sawAbort = false;
  // A job that works until the process stops, then ends at its safe point.
  const waitsForStop = defineJob({
    name: "waits-for-stop",
    queue: { policy: "standard", retryLimit: 0 },
    async run({ signal }) {
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
      sawAbort = true;
    },
  });
  beforeAll(async () => {
    t = await createTestDatabase();
    p = instance(t.url, [waitsForStop]);
  });
  afterAll(async () => {
    await p?.runner.stop();
    await p?.close();
    await t?.close();
  });

  it("aborts a running job's signal and lets it finish before stop() returns", async () => {
    await p.runner.start();
    const id = await p.runner.send("waits-for-stop");
    await until("the job to start", () => p.lines.some((l) => l.msg === "job started"));
    await p.runner.stop();
    expect(sawAbort).toBe(true);
    expect(p.lines.filter((l) => l.msg === "job finished").map((l) => l.jobId)).toEqual([id]);
    const state = await t.pool.query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
    expect(state.rows[0]?.state).toBe("completed");
  }, 60_000);
});

describe("a web process with WORKERS=false", () => {
  let t: TestDatabase;
  let web: Instance;
  let worker: Instance;
  const ran: string[] = [];
  const note = defineJob<{ text?: string }>({
    name: "note-it",
    queue: { policy: "standard", retryLimit: 0 },
    async run(_context, data) {
      ran.push(data.text ?? "");
    },
  });
  beforeAll(async () => {
    t = await createTestDatabase();
    web = instance(t.url, [note], false);
    worker = instance(t.url, [note]);
  });
  afterAll(async () => {
    await web?.runner.stop();
    await worker?.runner.stop();
    await web?.close();
    await worker?.close();
    await t?.close();
  });

  it("keeps no schedules and works nothing, but sends jobs that a worker process runs", async () => {
    await web.runner.start();
    const id = await web.runner.send("note-it", { text: "from the web" });
    expect(web.lines.some((l) => l.msg.startsWith("jobs: this process only sends jobs"))).toBe(true);
    const schedules = await t.pool.query(`SELECT name FROM ${JOBS_SCHEMA}.schedule`);
    expect(schedules.rows).toEqual([]);
    await worker.runner.start();
    await until("the worker to run the job", () => ran.length > 0);
    expect(ran).toEqual(["from the web"]);
    expect(worker.lines.filter((l) => l.msg === "job finished").map((l) => l.jobId)).toEqual([id]);
    expect(web.lines.some((l) => l.msg === "job started")).toBe(false);
  }, 60_000);
});
