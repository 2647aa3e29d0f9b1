import cluster from "node:cluster";
import type { EmbeddedHealth } from "../../db/embedded";
import { connect } from "../../db/connection";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { createLogger } from "../plugins/request-logging";

type Logger = ReturnType<typeof createLogger>;
import { isToWebWorker } from "./messages";
import { MarketBuildState, READY, startingBuild } from "../market-build/build-status";

// A web worker (decision 040): one of WEB_CONCURRENCY processes sharing the port. The
// main process owns everything that must exist once (the embedded PostgreSQL, migrations, the
// market build, jobs, the local checkout provider); a worker only serves, reading the database
// the main process names in DATABASE_URL. Its market snapshot and search index reload on NOTIFY
// like any server's. It drains when the main process says so, or when its IPC channel closes
// (the main process is gone): nothing keeps serving without a supervisor.

export async function runWebWorker(config: Config, logger: Logger): Promise<void> {
  if (!config.databaseUrl) throw new Error("a web worker needs DATABASE_URL from the main process");
  const { db, pool } = connect(config.databaseUrl, undefined, (error) =>
    logger.warn({ error: error.message }, "idle database connection failed"),
  );
  let embeddedHealth: EmbeddedHealth | undefined;
  // A worker forked while the market is first built starts in that state (its environment
  // says so) and hears the progress and the end from the main process.
  const marketBuild = new MarketBuildState(process.env.MARKET_BUILDING === "1" ? startingBuild() : READY);
  const app = await buildApp({ config, db, pool, logger, embeddedHealth: () => embeddedHealth, marketBuild });

  let draining: Promise<void> | null = null;
  const drain = (why: string) => {
    draining ??= (async () => {
      logger.info({ why }, "web worker draining");
      const started = Date.now();
      try {
        await app.close();
        await db.destroy();
        logger.info({ ms: Date.now() - started }, "web worker stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "web worker could not stop cleanly");
        process.exit(1);
      }
    })();
  };
  process.on("message", (message) => {
    if (!isToWebWorker(message)) return;
    if (message.kind === "embedded-health") embeddedHealth = message.health;
    else if (message.kind === "market-build") marketBuild.set(message.status);
    else drain("asked by the main process");
  });
  process.on("disconnect", () => drain("the main process is gone"));
  // A terminal's Ctrl-C (SIGINT) or hang-up reaches the whole process group: the main process
  // orders the drain, so the workers wait for it rather than racing it. SIGTERM sent to one
  // worker alone still drains it (the main process then starts another).
  process.on("SIGINT", () => undefined);
  process.on("SIGHUP", () => undefined);
  process.on("SIGTERM", () => drain("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  logger.debug({ worker: cluster.worker?.id }, "web worker listening");
}
