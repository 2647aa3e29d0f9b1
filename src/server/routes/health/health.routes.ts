import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { errorBodySchema } from "../../../domain/contracts/error";
import type { DB } from "../../../db/schema";
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

export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<DB>; appLogLevel: string }) {
  const logLevel = probeLogLevel(options.appLogLevel);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/healthz",
    {
      config: { bare: true },
      logLevel,
      schema: { tags: ["health"], summary: "The process is up", response: { 200: healthSchema } },
    },
    async () => ({ status: "ok" as const }),
  );

  api.get(
    "/readyz",
    {
      config: { bare: true },
      logLevel,
      schema: {
        tags: ["health"],
        summary: "The database is reachable",
        response: { 200: readySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(options.db);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send(errorBody("SERVICE_UNAVAILABLE", "The database is not reachable."));
      }
    },
  );
}
