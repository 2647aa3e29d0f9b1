// `npm start`: validate the configuration, open the database (embedded unless DATABASE_URL),
// migrate it, serve, and shut down in order on SIGTERM, SIGINT or SIGHUP (shutdown.ts).
import { openDatabase, type Database } from "../db/connection";
import type { EmbeddedEvent } from "../db/embedded";
import { migrate } from "../db/migrate";
import { buildApp } from "./app";
import { ensureMarket } from "./market-bootstrap";
import { ConfigError, describeDatabase, loadConfig, type Config } from "./config";
import { createLogger } from "./plugins/request-logging";
import { pipelineEvents } from "./cli/pipeline-events";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";
import { createShutdown } from "./shutdown";
import { startLocalCheckoutProvider } from "./services/billing/local-provider";
import type { CheckoutProvider } from "../checkout-provider/server";

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
let checkoutProvider: CheckoutProvider | undefined;
try {
  logger.info(`Opening the database: ${describeDatabase(config)}`);
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    onEmbeddedEvent: logEmbeddedEvent,
    onPoolError: (error) => logger.warn({ error: error.message }, "idle database connection failed"),
  });
  const { applied } = await migrate(database.pool);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  await ensureMarket(database.pool, config, pipelineEvents({ log: logger, bar: process.stderr, terminalOnly: true }));
  const opened = database;
  // Without STRIPE_SECRET_KEY, payments go to the local checkout provider, started here.
  if (config.billing.localProvider) checkoutProvider = await startLocalCheckoutProvider(config, logger);
  const localProvider = checkoutProvider;
  const app = await buildApp({
    config,
    db: opened.db,
    pool: opened.pool,
    logger,
    embeddedHealth: () => opened.embeddedHealth?.(),
  });
  // Background jobs (pg-boss): workers and schedules here unless WORKERS=false.
  const runner = createJobRunner({ config, db: opened.db, pool: opened.pool, logger, work: config.workers });
  jobs = runner;
  await runner.start();

  // In this order, each after the one before has finished (src/server/shutdown.ts).
  const shutdown = createShutdown({ log: logger, timeoutMs: config.shutdownTimeoutMs });
  shutdown.add({ name: "http server", stop: () => app.close() });
  // After the last request that might call it; its pending webhooks are kept in its state file.
  if (localProvider) shutdown.add({ name: "checkout provider", stop: () => localProvider.close() });
  // Running jobs finish (or are aborted) after the last request, before the database closes.
  shutdown.add({ name: "jobs", stop: () => runner.stop() });
  shutdown.add({ name: "database", stop: () => opened.close() });
  shutdown.listen();

  await app.listen({ port: config.port, host: config.host });
  // Said plainly on stdout whatever the log level: it is what a person running `npm start` waits for.
  console.log(`OpenZen is serving at http://localhost:${config.port}`);
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  await jobs?.stop().catch(() => undefined);
  await checkoutProvider?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

function logEmbeddedEvent(event: EmbeddedEvent) {
  switch (event.kind) {
    case "exited":
      logger.error({ code: event.code, signal: event.signal }, "embedded PostgreSQL stopped unexpectedly");
      break;
    case "restarting":
      logger.warn({ attempt: event.attempt, delayMs: event.delayMs }, "restarting embedded PostgreSQL");
      break;
    case "restart-failed":
      logger.warn({ attempt: event.attempt, error: event.error }, "embedded PostgreSQL did not start");
      break;
    case "restarted":
      logger.info({ attempt: event.attempt, downMs: event.downMs }, "embedded PostgreSQL is back");
      break;
    case "orphan-stopped":
      logger.warn(
        { pid: event.pid, ownerPid: event.ownerPid, forced: event.forced },
        "stopped an embedded PostgreSQL left running by an app that is gone",
      );
      break;
  }
}
