// `npm start`: validate the configuration, open the database (embedded unless DATABASE_URL),
// migrate it, serve, and shut down in order on SIGTERM, SIGINT or SIGHUP (shutdown.ts).
// With WEB_CONCURRENCY above 1 (the default: one per core) this process forks that many web
// workers sharing the port (cluster/, decision 040) and keeps what must run once: the database,
// the market build, the jobs, the local checkout provider. At 1 it serves by itself.
import cluster from "node:cluster";
import { openDatabase, type Database } from "../db/connection";
import type { EmbeddedEvent } from "../db/embedded";
import { migrate } from "../db/migrate";
import { buildApp } from "./app";
import { marketNeedsFirstBuild } from "./market-bootstrap";
import { ensureMarketApart } from "./apart/market-build";
import { bothEvents, MarketBuildState, READY, startingBuild, trackBuild } from "./market-build/build-status";
import { ConfigError, describeDatabase, loadConfig, type Config } from "./config";
import { createLogger } from "./plugins/request-logging";
import { pipelineEvents } from "./market-build/pipeline-events";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";
import { strategyRecords, strategyRecordsStale } from "./jobs/strategy-records";
import { zenInvestorLedger, zenInvestorLedgerStale } from "./jobs/zen-investor-ledger";
import { createShutdown } from "./shutdown";
import { retryWhileDatabaseUnavailable } from "./database-unavailable";
import { startLocalCheckoutProvider } from "./services/billing/local-provider";
import type { CheckoutProvider } from "../checkout-provider/server";
import { runWebWorker } from "./cluster/web-worker";
import { startWebWorkers, type WebWorkers } from "./cluster/web-workers";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

const logger = createLogger(config.logLevel);

if (cluster.isWorker) {
  try {
    await runWebWorker(config, logger);
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
} else {
  await serve();
}

async function serve() {
  let database: Database | undefined;
  let jobs: JobRunner | undefined;
  let checkoutProvider: CheckoutProvider | undefined;
  let webWorkers: WebWorkers | undefined;
  try {
    logger.info(`Opening the database: ${describeDatabase(config)}`);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedPort: config.embeddedPgPort,
      onEmbeddedEvent: (event) => {
        logEmbeddedEvent(event);
        // The workers' /healthz and /readyz answer from the supervisor's view.
        webWorkers?.broadcast({ kind: "embedded-health", health: database?.embeddedHealth?.() });
      },
      onPoolError: (error) => logger.warn({ error: error.message }, "idle database connection failed"),
    });
    const { applied } = await migrate(database.pool);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    // The site answers before the market is built (a first start takes minutes): until it is,
    // pages show the build's progress and APIs answer 503 (market-build/, decision 046).
    const firstBuild = await marketNeedsFirstBuild(database.pool);
    const marketBuild = new MarketBuildState(firstBuild ? startingBuild() : READY);
    const opened = database;
    // Without STRIPE_SECRET_KEY, payments go to the local checkout provider, started here.
    if (config.billing.localProvider) checkoutProvider = await startLocalCheckoutProvider(config, logger);
    const localProvider = checkoutProvider;

    // In this order, each after the one before has finished (src/server/shutdown.ts).
    const shutdown = createShutdown({ log: logger, timeoutMs: config.shutdownTimeoutMs });
    if (config.webConcurrency > 1) {
      const workers = await startWebWorkers({
        count: config.webConcurrency,
        env: { DATABASE_URL: opened.url, WORKERS: "false", MARKET_BUILDING: firstBuild ? "1" : "0" },
        log: logger,
        drainTimeoutMs: config.shutdownTimeoutMs,
      });
      webWorkers = workers;
      workers.broadcast({ kind: "embedded-health", health: opened.embeddedHealth?.() });
      marketBuild.subscribe((status) => workers.broadcast({ kind: "market-build", status }));
      shutdown.add({ name: "web workers", stop: () => workers.stop() });
    } else {
      const app = await buildApp({
        config,
        db: opened.db,
        pool: opened.pool,
        logger,
        embeddedHealth: () => opened.embeddedHealth?.(),
        marketBuild,
      });
      shutdown.add({ name: "http server", stop: () => app.close() });
      await app.listen({ port: config.port, host: config.host });
    }
    // After the last request that might call it; its pending webhooks are kept in its state file.
    if (localProvider) shutdown.add({ name: "checkout provider", stop: () => localProvider.close() });
    // A build under way stops after its current step; the next start carries on from there.
    const stopBuild = new AbortController();
    shutdown.add({ name: "market build", stop: async () => stopBuild.abort() });
    // Running jobs finish (or are aborted) after the last request, before the database closes.
    shutdown.add({ name: "jobs", stop: async () => jobs?.stop() });
    shutdown.add({ name: "database", stop: () => opened.close() });
    shutdown.listen();

    // Said plainly on stdout whatever the log level: it is what a person running `npm start` waits for.
    const workers = config.webConcurrency > 1 ? ` with ${config.webConcurrency} web workers` : "";
    console.log(`OpenZen is serving at http://localhost:${config.port}${workers}`);

    // The market (on a first start, all of it; later, only steps left stale), then the jobs: the
    // nightly update and the digests need a built market.
    const events = pipelineEvents({ log: logger, bar: process.stderr, terminalOnly: true });
    const tracker = firstBuild ? trackBuild((status) => marketBuild.set(status)) : undefined;
    if (firstBuild) logger.info("building the market: pages show its progress until it is built");
    try {
      await ensureMarketApart(opened.pool, tracker ? bothEvents(events, tracker.events) : events, stopBuild.signal);
    } catch (error) {
      // Stopping the server ends the build after its current step: not a failure.
      if (stopBuild.signal.aborted) return;
      throw error;
    }
    tracker?.finished();
    // Background jobs (pg-boss): workers and schedules here unless WORKERS=false; never in web workers.
    // The site already answers here, so an outage while the jobs start (the embedded server
    // killed and being restarted) waits for the database rather than stopping the site.
    const untilDatabaseAnswers = <T>(step: () => Promise<T>) =>
      retryWhileDatabaseUnavailable(step, {
        attempts: 60,
        delayMs: 1000,
        signal: stopBuild.signal,
        onRetry: (error, attempt) =>
          logger.warn(
            { attempt, error: error.message },
            "starting the jobs: the database is unavailable; trying again",
          ),
      });
    const startJobs = async () => {
      const runner = await untilDatabaseAnswers(async () => {
        const started = createJobRunner({ config, db: opened.db, pool: opened.pool, logger, work: config.workers });
        jobs = started;
        try {
          await started.start();
        } catch (error) {
          await started.stop().catch(() => undefined);
          throw error;
        }
        return started;
      });
      // The house strategies' records follow the market now rather than at 04:30 when they lag it.
      if (config.workers && (await untilDatabaseAnswers(() => strategyRecordsStale(opened.pool))))
        await untilDatabaseAnswers(() => runner.send(strategyRecords.name));
      // Zen Investor's record and alert mails likewise rather than at 05:00.
      if (config.workers && (await untilDatabaseAnswers(() => zenInvestorLedgerStale(opened.pool))))
        await untilDatabaseAnswers(() => runner.send(zenInvestorLedger.name));
    };
    try {
      await startJobs();
    } catch (error) {
      // Stopping the server while the jobs wait for the database: not a failure.
      if (stopBuild.signal.aborted) return;
      throw error;
    }
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error));
    await webWorkers?.stop().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    await checkoutProvider?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
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
