import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import type { EmbeddedHealth } from "../../../db/embedded";
import type { DB } from "../../../db/schema";
import { RETRY_AFTER_SECONDS } from "../../database-unavailable";
import { errorBody } from "../../errors";

const healthSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type Level = (typeof LEVELS)[number];

/** Probes run every few seconds: log them only at warn and above, unless logging is quieter still. */
export function probeLogLevel(appLevel: string): Level {
  const index = LEVELS.indexOf(appLevel as Level);
  return index > LEVELS.indexOf("warn") ? LEVELS[index]! : "warn";
}

/**
 * Liveness fails only when restarting the process is the remedy left: the embedded PostgreSQL
 * this process supervises has failed this many restarts in a row (about a minute of back-off).
 * A database that is merely down or restarting makes the app unready, not dead; an external
 * database that is down is not fixed by restarting the app, so it never fails liveness.
 */
export const LIVENESS_FAILED_RESTARTS = 8;

export interface HealthOptions {
  db: Kysely<DB>;
  appLogLevel: string;
  /** The supervised embedded PostgreSQL's state; absent with an external DATABASE_URL. */
  embeddedHealth?: () => EmbeddedHealth | undefined;
  /** The market's first build is under way: the site answers only with its progress. */
  marketBuilding?: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const logLevel = probeLogLevel(options.appLogLevel);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/healthz",
    {
      config: { bare: true },
      logLevel,
      schema: {
        tags: ["health"],
        summary: "The process is alive (503: restart it; its embedded database cannot be brought back)",
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const embedded = options.embeddedHealth?.();
      if (embedded && !embedded.up && embedded.failedRestarts >= LIVENESS_FAILED_RESTARTS) {
        request.log.error({ failedRestarts: embedded.failedRestarts }, "embedded PostgreSQL cannot be restarted");
        return reply
          .status(503)
          .send(errorBody("SERVICE_UNAVAILABLE", "The embedded database could not be restarted."));
      }
      return { status: "ok" as const };
    },
  );

  api.get(
    "/readyz",
    {
      config: { bare: true },
      logLevel,
      schema: {
        tags: ["health"],
        summary: "The database is reachable and the market is built",
        response: { 200: readySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const down = () =>
        reply
          .status(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send(errorBody("SERVICE_UNAVAILABLE", "The database is not reachable."));
      if (options.embeddedHealth?.()?.up === false) return down();
      if (options.marketBuilding?.())
        return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(errorBody("MARKET_BUILDING"));
      try {
        await sql`SELECT 1`.execute(options.db);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return down();
      }
    },
  );
}
