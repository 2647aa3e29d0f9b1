import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/database";
import { migrate, MIGRATIONS_DIR, readMigrations } from "./migrate";
import { fileChecksum, migrationChecksum } from "./migration-checksum";
import { CHECKSUMS_BEFORE_REWORDING } from "./migrations-reworded";

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "openzen-migrations-"));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}

async function tables(database: TestDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((r) => r.tablename);
}

describe("migrations", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("applies the project's migrations to an empty database, once", async () => {
    database = await createTestDatabase({ empty: true });
    const first = await migrate(database.pool);
    expect(first.applied.length).toBe((await readMigrations(MIGRATIONS_DIR)).length);
    expect(await tables(database)).toEqual(
      expect.arrayContaining(["schema_migrations", "sessions", "users", "watchlists"]),
    );
    expect((await migrate(database.pool)).applied).toEqual([]);
  });

  it("applies in order and records each", async () => {
    database = await createTestDatabase({ empty: true });
    const dir = await migrationsDir({
      "0002_b.sql": "ALTER TABLE a ADD COLUMN y int;",
      "0001_a.sql": "CREATE TABLE a (x int);",
    });
    expect((await migrate(database.pool, dir)).applied).toEqual(["0001_a", "0002_b"]);
    const { rows } = await database.pool.query("SELECT version, name FROM schema_migrations ORDER BY version");
    expect(rows).toEqual([
      { version: "0001", name: "a" },
      { version: "0002", name: "b" },
    ]);
  });

  it("rolls back a failing migration whole and stops", async () => {
    database = await createTestDatabase({ empty: true });
    const dir = await migrationsDir({
      "0001_a.sql": "CREATE TABLE a (x int);",
      "0002_bad.sql": "CREATE TABLE half (x int); SELECT * FROM missing_table;",
    });
    await expect(migrate(database.pool, dir)).rejects.toThrow(
      /Migration 0002_bad failed: relation "missing_table" does not exist/,
    );
    expect(await tables(database)).toEqual(["a", "schema_migrations"]);
  });

  it("refuses an applied migration that was edited afterwards", async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.pool, await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x int);" }));
    await expect(
      migrate(database.pool, await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x bigint);" })),
    ).rejects.toThrow(/was changed after it was applied/);
  });

  it("accepts an applied migration whose comments and layout were edited afterwards", async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(
      database.pool,
      await migrationsDir({
        "0001_a.sql": "-- An early wording of why a exists.\nCREATE TABLE a (x int, label text DEFAULT 'a  -- b');",
      }),
    );
    const reworded = await migrationsDir({
      "0001_a.sql":
        "/* Why: the product keeps one a per x. */\nCREATE TABLE a (\n  x int, -- the key\n  label text DEFAULT 'a  -- b'\n);\n",
    });
    expect((await migrate(database.pool, reworded)).applied).toEqual([]);
    // A changed quoted text is a changed statement, though only spaces and a "comment" differ in it.
    await expect(
      migrate(
        database.pool,
        await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x int, label text DEFAULT 'a -- c');" }),
      ),
    ).rejects.toThrow(/was changed after it was applied/);
  });

  it("takes over the checksum an earlier runner recorded for the file's exact text", async () => {
    database = await createTestDatabase({ empty: true });
    const sql = "-- Before.\nCREATE TABLE a (x int);\n";
    const dir = await migrationsDir({ "0001_a.sql": sql });
    await migrate(database.pool, dir);
    await database.pool.query("UPDATE schema_migrations SET checksum = $1", [fileChecksum(sql)]);
    expect((await migrate(database.pool, dir)).applied).toEqual([]);
    const { rows } = await database.pool.query("SELECT checksum FROM schema_migrations");
    expect(rows).toEqual([{ checksum: migrationChecksum(sql) }]);
  });

  it("accepts the project's migrations applied before their comments were reworded", async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.pool);
    const reworded = Object.entries(CHECKSUMS_BEFORE_REWORDING);
    expect(reworded.length).toBeGreaterThan(0);
    for (const [version, before] of reworded) {
      await database.pool.query("UPDATE schema_migrations SET checksum = $2 WHERE version = $1", [
        version,
        before.file,
      ]);
    }
    expect((await migrate(database.pool)).applied).toEqual([]);
    const recorded = new Map(
      (
        await database.pool.query<{ version: string; checksum: string }>(
          "SELECT version, checksum FROM schema_migrations",
        )
      ).rows.map((r) => [r.version, r.checksum]),
    );
    for (const [version, before] of reworded) expect(recorded.get(version)).toBe(before.statements);
  });

  it("refuses the checksum of a text before rewording when the statements changed since", async () => {
    database = await createTestDatabase({ empty: true });
    const [version, before] = Object.entries(CHECKSUMS_BEFORE_REWORDING)[0]!;
    const dir = await migrationsDir({ [`${version}_a.sql`]: "CREATE TABLE a (x int);" });
    await migrate(database.pool, dir);
    await database.pool.query("UPDATE schema_migrations SET checksum = $1", [before.file]);
    await expect(migrate(database.pool, dir)).rejects.toThrow(/was changed after it was applied/);
  });

  it("refuses a database that is ahead of the code", async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(
      database.pool,
      await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x int);", "0002_b.sql": "CREATE TABLE b (x int);" }),
    );
    await expect(
      migrate(database.pool, await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x int);" })),
    ).rejects.toThrow(/has migration 0002/);
  });

  it("lets two processes migrate at once without applying anything twice", async () => {
    database = await createTestDatabase({ empty: true });
    const dir = await migrationsDir({ "0001_a.sql": "CREATE TABLE a (x int);" });
    const [one, two] = await Promise.all([migrate(database.pool, dir), migrate(database.pool, dir)]);
    expect([...one.applied, ...two.applied]).toEqual(["0001_a"]);
  });

  it("rejects badly named files", async () => {
    await expect(readMigrations(await migrationsDir({ "add-users.sql": "" }))).rejects.toThrow(
      /must look like 0001_name.sql/,
    );
  });
});
