import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { connect } from "../../db/connection";
import { loadConfig } from "../config";
import { createLogger } from "../plugins/request-logging";
import { createJobRunner, JOBS_SCHEMA } from "./job-runner";
import { OLDEST_MIGRATABLE_QUEUE_SCHEMA } from "./outdated-queue-schema";
import { JOBS } from "./registry";

// A database whose jobs last ran on pg-boss 10 (its schema at version 24, which the current
// pg-boss does not migrate): the runner starts on it, with a current schema and every queue.

describe("a job queue schema too old to migrate", () => {
  let t: TestDatabase;
  let connection: ReturnType<typeof connect>;
  const lines: { msg: string; version?: number }[] = [];
  beforeAll(async () => {
    t = await createTestDatabase();
    connection = connect(t.url, 4);
    await connection.pool.query(`CREATE SCHEMA ${JOBS_SCHEMA}`);
    await connection.pool.query(`CREATE TABLE ${JOBS_SCHEMA}.version (version int primary key, cron_on timestamptz)`);
    await connection.pool.query(`INSERT INTO ${JOBS_SCHEMA}.version (version) VALUES (24)`);
    await connection.pool.query(`CREATE TABLE ${JOBS_SCHEMA}.job (id uuid primary key, name text)`);
  });
  afterAll(async () => {
    await connection?.db.destroy();
    await t?.close();
  });

  it("is made anew, and the runner starts with every queue", async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const runner = createJobRunner({
      config: loadConfig({ NODE_ENV: "test", DEMO_COMPANIES: "10" }),
      db: connection.db,
      pool: connection.pool,
      logger: createLogger("info", stream),
      work: false,
      stopTimeoutMs: 2000,
    });
    await runner.start();
    try {
      const { rows } = await connection.pool.query<{ version: number }>(
        `SELECT version::int AS version FROM ${JOBS_SCHEMA}.version`,
      );
      expect(rows[0]!.version).toBeGreaterThanOrEqual(OLDEST_MIGRATABLE_QUEUE_SCHEMA);
      const queues = await connection.pool.query<{ name: string }>(
        `SELECT name FROM ${JOBS_SCHEMA}.queue ORDER BY name`,
      );
      expect(queues.rows.map((q) => q.name)).toEqual(JOBS.map((j) => j.name).sort());
      expect(lines.find((l) => l.msg.includes("too old to migrate"))?.version).toBe(24);
      expect(await runner.send(JOBS[0]!.name)).toEqual(expect.any(String));
    } finally {
      await runner.stop();
    }
  });
});
