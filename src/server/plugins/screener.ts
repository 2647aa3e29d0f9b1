import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { openLiveScreener, type LiveScreener } from "../screener/live-screener";

declare module "fastify" {
  interface FastifyInstance {
    /** The in-memory screener snapshot; `reload()` rebuilds it after a market change. */
    screener: LiveScreener;
  }
}

// Loaded before the app serves, so that the first screen already sees every company.
export default fp(async function screenerPlugin(app: FastifyInstance, options: { db: Kysely<DB>; pool?: pg.Pool }) {
  const screener = await openLiveScreener({ db: options.db, pool: options.pool, log: app.log });
  app.decorate("screener", screener);
  app.addHook("onClose", () => screener.close());
});
