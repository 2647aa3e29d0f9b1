import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { fileChecksum, migrationChecksum } from "./migration-checksum";
import { CHECKSUMS_BEFORE_REWORDING } from "./migrations-reworded";

// Forward-only plain SQL migrations: src/db/migrations/NNNN_name.sql, applied in order, each in
// its own transaction, recorded with a checksum of its statements so that an applied migration
// whose statements were edited is caught instead of silently diverging between machines. Its
// comments and layout are not part of the checksum: they can be reworded at any time.

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant works; it only has to be the same in every process migrating this database.
const LOCK_KEY = 7_130_442_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const migrations: MigrationFile[] = [];
  for (const file of files) {
    const match = /^(\d{4,})_([a-z0-9_-]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const sql = await readFile(path.join(dir, file), "utf8");
    migrations.push({
      version: match[1]!,
      name: match[2]!,
      sql,
      checksum: migrationChecksum(sql),
    });
  }
  const versions = new Set<string>();
  for (const m of migrations) {
    if (versions.has(m.version)) throw new Error(`Two migrations share version ${m.version}`);
    versions.add(m.version);
  }
  return migrations;
}

/**
 * Whether a database's checksum was recorded by an earlier runner, which checksummed a file's
 * exact text, for the statements this file still holds: either the file is unchanged since, or
 * only its comments were reworded since (the checksums of its text before are kept for that).
 */
function recordedEarlier(m: MigrationFile, recorded: string): boolean {
  if (recorded === fileChecksum(m.sql)) return true;
  const before = CHECKSUMS_BEFORE_REWORDING[m.version];
  return before !== undefined && before.file === recorded && before.statements === m.checksum;
}

export interface MigrateResult {
  applied: string[];
}

export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  const migrations = await readMigrations(dir);
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Map<string, string>();
    for (const row of (
      await client.query<{ version: string; checksum: string }>("SELECT version, checksum FROM schema_migrations")
    ).rows) {
      done.set(row.version, row.checksum);
    }
    const known = new Set(migrations.map((m) => m.version));
    for (const version of done.keys()) {
      if (!known.has(version))
        throw new Error(
          `The database has migration ${version}, which this code does not know: is the code older than the database?`,
        );
    }
    const applied: string[] = [];
    for (const m of migrations) {
      const checksum = done.get(m.version);
      if (checksum !== undefined) {
        if (checksum === m.checksum) continue;
        if (!recordedEarlier(m, checksum)) {
          throw new Error(
            `Migration ${m.version}_${m.name} was changed after it was applied. Migrations are forward-only: add a new one instead.`,
          );
        }
        await client.query("UPDATE schema_migrations SET checksum = $2 WHERE version = $1", [m.version, m.checksum]);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query("INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)", [
          m.version,
          m.name,
          m.checksum,
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(
          `Migration ${m.version}_${m.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      applied.push(`${m.version}_${m.name}`);
    }
    return { applied };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
