// `npm run worker`: the background jobs without the web app, for a deployment that runs web
// processes with WORKERS=false against a shared DATABASE_URL. Runs until SIGTERM or SIGINT,
// then lets running jobs finish (graceful) before closing the database.
import { openDatabase, type Database } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { ConfigError, describeDatabase, loadConfig, type Config } from "../config";
import { createJobRunner, type JobRunner } from "../jobs/job-runner";
import { createLogger } from "../plugins/request-logging";
import { createShutdown } from "../shutdown";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const logger = createLogger(config.logLevel);

let database: Database | undefined;
let jobs: JobRunner | undefined;
try {
  logger.info(`Opening the database: ${describeDatabase(config)}`);
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
  });
  await migrate(database.pool);
  // This command is the worker whatever WORKERS says.
  jobs = createJobRunner({
    config,
    db: database.db,
    pool: database.pool,
    logger,
    work: true,
  });
  await jobs.start();
  console.log("OpenZen worker is running background jobs (Ctrl-C stops it)");
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  await jobs?.stop().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

// The same ordered shutdown as the web process (src/server/shutdown.ts), without the HTTP server.
const shutdown = createShutdown({ log: logger, timeoutMs: config.shutdownTimeoutMs });
shutdown.add({ name: "jobs", stop: async () => jobs?.stop() });
shutdown.add({ name: "database", stop: async () => database?.close() });
shutdown.listen();
