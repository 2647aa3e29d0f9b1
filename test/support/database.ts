import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { connect, type Database } from "../../src/db/connection";
import { demoBuild } from "../../src/market/pipeline/data-steps";
import { runMarketPipeline, type StepName } from "../../src/market/pipeline/market-pipeline";

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/** A fresh, migrated database of this test file's own (empty with `empty: true`), dropped by close(). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const template = inject("pgTemplate");
  // The global setup's pid names the run, so its teardown can sweep anything left behind.
  const name = `openzen_t_${template.replace("openzen_tpl_", "")}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two files cloning at the same instant can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? "template0" : template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes("is being accessed by other users")) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const { db, pool } = connect(url, 5);
  let closed = false;
  return {
    db,
    pool,
    url,
    name,
    embedded: false,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * A test database for the calling describe: made (and readied by `prepare`) before its tests and
 * dropped after them. The object is filled in by then, so tests use it as they would their own.
 */
export function useTestDatabase(prepare?: (database: TestDatabase) => Promise<unknown>): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
    await prepare?.(database);
  });
  afterAll(async () => {
    await database.close?.();
  });
  return database;
}

/**
 * A pool of a test's own (the demo builder writes through more connections than the app's pool
 * has). pg-pool's end() resolves before its clients' connections have closed, so dropping the
 * test database can still cut one off: the pool's 'error' event, which with no listener is an
 * uncaught exception that fails the whole run. Heard and ignored here.
 */
export function testPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => undefined);
  return pool;
}

/** A small demo market built into a test database by the market pipeline, as the first start does. */
export async function buildDemoMarket(
  url: string,
  demo: { companies: number; seed: string; asOf: string },
  skip: StepName[] = ["rating"],
): Promise<void> {
  const pool = testPool(url, 8);
  try {
    await runMarketPipeline(pool, { data: demoBuild(demo), skip });
  } finally {
    await pool.end();
  }
}
