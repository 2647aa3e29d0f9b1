import { copyFile, mkdtemp, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type pg from "pg";
import { createTestDatabase, type TestDatabase } from "../../test/support/database";
import { readKyselySchema, type DeclaredSchema, type ValueKind } from "../../test/support/kysely-schema";
import { migrate, MIGRATIONS_DIR } from "./migrate";

// schema.ts is written by hand beside the SQL migrations: this holds the two equal.
// A fresh database is migrated and every table of its public schema read back (columns, types,
// nullability) and compared with what schema.ts declares for Kysely.

const SCHEMA_FILE = path.join(import.meta.dirname, "schema.ts");

// The migrator's own bookkeeping, which no query of the app reads through Kysely.
const NOT_MODELLED = new Set(["schema_migrations"]);

/** What a select of a PostgreSQL type gives through pg (INT8 parsed as a number: connection.ts). */
const KINDS: Record<string, ValueKind[]> = {
  smallint: ["number"],
  integer: ["number"],
  bigint: ["number"],
  real: ["number"],
  "double precision": ["number"],
  numeric: ["string", "number"],
  text: ["string"],
  "character varying": ["string"],
  character: ["string"],
  uuid: ["string"],
  inet: ["string"],
  boolean: ["boolean"],
  date: ["Date", "string"],
  "timestamp with time zone": ["Date"],
  "timestamp without time zone": ["Date"],
  bytea: ["Buffer"],
  ARRAY: ["array"],
  json: ["any", "object", "array", "string", "number", "boolean"],
  jsonb: ["any", "object", "array", "string", "number", "boolean"],
};

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
}

async function migratedColumns(pool: pg.Pool): Promise<DbColumn[]> {
  const { rows } = await pool.query<DbColumn>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
     FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  return rows.filter((r) => !NOT_MODELLED.has(r.table_name));
}

/** Every difference between the migrated database and the declared schema, one line each. */
function differences(columns: DbColumn[], declared: DeclaredSchema): string[] {
  const out: string[] = [];
  const tables = new Set(columns.map((c) => c.table_name));
  for (const table of tables)
    if (!declared.has(table)) out.push(`${table}: a table of the migrations, not in schema.ts`);
  for (const table of declared.keys())
    if (!tables.has(table)) out.push(`${table}: in schema.ts, not a table of the migrations`);
  for (const [table, declaredColumns] of declared) {
    if (!tables.has(table)) continue;
    const mine = columns.filter((c) => c.table_name === table);
    for (const c of mine) {
      const d = declaredColumns.get(c.column_name);
      const at = `${table}.${c.column_name}`;
      if (!d) {
        out.push(`${at}: in the migrations, not in schema.ts`);
        continue;
      }
      const allowed = KINDS[c.data_type];
      if (!allowed) out.push(`${at}: PostgreSQL type ${c.data_type} has no TypeScript reading in this test`);
      else if (!d.kinds.includes("any") && !d.kinds.every((k) => allowed.includes(k)))
        out.push(`${at}: ${c.data_type} in the migrations, ${d.kinds.join(" | ")} in schema.ts`);
      if (!d.kinds.includes("any") && d.nullable !== (c.is_nullable === "YES"))
        out.push(
          `${at}: ${c.is_nullable === "YES" ? "nullable" : "NOT NULL"} in the migrations, ${d.nullable ? "nullable" : "never null"} in schema.ts`,
        );
    }
    for (const column of declaredColumns.keys())
      if (!mine.some((c) => c.column_name === column))
        out.push(`${table}.${column}: in schema.ts, not in the migrations`);
  }
  return out;
}

describe("db/schema.ts", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const declared = readKyselySchema(SCHEMA_FILE);

  it("declares every table and column of the migrations, with their types and nullability", async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.pool);
    expect(differences(await migratedColumns(database.pool), declared)).toEqual([]);
  });

  it("notices a column that a migration adds and schema.ts does not declare", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "openzen-schema-"));
    for (const file of await readdir(MIGRATIONS_DIR))
      if (file.endsWith(".sql")) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await writeFile(
      path.join(dir, "9999_extra.sql"),
      "ALTER TABLE users ADD COLUMN nickname text; ALTER TABLE sessions ALTER COLUMN user_agent SET NOT NULL;",
    );
    database = await createTestDatabase({ empty: true });
    await migrate(database.pool, dir);
    expect(differences(await migratedColumns(database.pool), declared).sort()).toEqual([
      "sessions.user_agent: NOT NULL in the migrations, nullable in schema.ts",
      "users.nickname: in the migrations, not in schema.ts",
    ]);
  });
});
