import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedEvent, type EmbeddedHealth, type EmbeddedServer } from "./embedded";
import type { DB } from "./schema";

// Ids are bigserial; they stay far below 2^53, and the browser wants numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const EMBEDDED_DATABASE_NAME = "openzen";

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  /** True when this process started the PostgreSQL server itself. */
  embedded: boolean;
  /** The connection string (the embedded server's, or DATABASE_URL): web workers connect with it. */
  url: string;
  /** The embedded server's state (up, or down since when); undefined for an external server. */
  embeddedHealth?(): EmbeddedHealth | undefined;
  /** The embedded server's process id while it runs (the fault test kills it). */
  embeddedPid?(): number | undefined;
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** External server; when absent an embedded server is started in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort: number;
  poolSize?: number;
  onLog?: (line: string) => void;
  /** The embedded server's supervision news (it died, restarts, is back). */
  onEmbeddedEvent?: (event: EmbeddedEvent) => void;
  /** An idle pool connection failed (the server went away); the process carries on. */
  onPoolError?: (error: Error) => void;
}

/**
 * Query texts run as named prepared statements: parsed and planned once per connection instead
 * of on every call. For the few queries every request runs (the session's: planning it cost
 * PostgreSQL three times what running it did). By text, so Kysely's compiled queries qualify
 * as they are; a name per text, given once.
 */
const preparedNames = new Map<string, string>();

export function prepareOnEveryConnection(text: string): void {
  if (!preparedNames.has(text)) preparedNames.set(text, `oz_prepared_${preparedNames.size + 1}`);
}

/** pg's client, running the texts given to `prepareOnEveryConnection` as named prepared statements. */
class PreparingClient extends pg.Client {
  // pg's `query` has many overloads; Kysely calls the (text, values) one, the only one changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === "string" ? preparedNames.get(config) : undefined;
    if (name !== undefined && Array.isArray(values)) return super.query({ name, text: config, values }, callback);
    return super.query(config, values, callback);
  }
}

export function connect(
  url: string,
  poolSize = 10,
  onPoolError: (error: Error) => void = () => undefined,
): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  // Said, though: it is often the first sign that the database went away.
  pool.on("error", (error) => onPoolError(error));
  // Nor may a checked-out one between two queries (the database killed under load):
  // pg emits 'error' on it with no listener of the pool's. The query in flight still gets its
  // error; the broken client is dropped when released (the pool checks it is still queryable).
  pool.on("connect", (client) => client.on("error", () => undefined));
  return { pool, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  let server: EmbeddedServer | undefined;
  let url = options.databaseUrl;
  if (!url) {
    server = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      port: options.embeddedPort,
      onLog: options.onLog,
      onEvent: options.onEmbeddedEvent,
      // No replicas read this server's WAL; minimal WAL lets bulk loads into freshly truncated
      // tables skip it, which halves the demo market's build time.
      settings: { wal_level: "minimal", max_wal_senders: "0" },
    });
    try {
      await ensureDatabase(server.url("postgres"), EMBEDDED_DATABASE_NAME);
    } catch (error) {
      await server.stop();
      throw error;
    }
    url = server.url(EMBEDDED_DATABASE_NAME);
  }
  const { db, pool } = connect(url, options.poolSize, options.onPoolError);
  let closed = false;
  return {
    db,
    pool,
    embedded: server !== undefined,
    url,
    embeddedHealth: () => server?.health(),
    embeddedPid: () => server?.pid(),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await server?.stop();
    },
  };
}
