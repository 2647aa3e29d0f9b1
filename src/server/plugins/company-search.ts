import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "../../db/schema";
import { openCompanyIndex, type LiveCompanyIndex } from "../search/company-index";

declare module "fastify" {
  interface FastifyInstance {
    /** The in-memory company search index; `reload()` rebuilds it after a market change. */
    companySearch: LiveCompanyIndex;
  }
}

// Built before the app serves, so that the first search already finds every company.
export default fp(async function companySearchPlugin(
  app: FastifyInstance,
  options: { db: Kysely<DB>; pool?: pg.Pool },
) {
  const index = await openCompanyIndex({ db: options.db, pool: options.pool, log: app.log });
  app.decorate("companySearch", index);
  app.addHook("onClose", () => index.close());
});
