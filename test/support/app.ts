import type { FastifyInstance } from "fastify";
import { buildApp, type ServerLimits } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { connect } from "../../src/db/connection";
import { demoBuild } from "../../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../../src/market/pipeline/market-pipeline";
import { createTestDatabase, type TestDatabase } from "./database";

/**
 * Requests injected without a Host header come as a browser at the site's address would: under
 * PUBLIC_URL's host (light-my-request's default, localhost:80, would be sent on to PUBLIC_URL by
 * the one-address rule, decision 043). A test that gives a Host header keeps its own.
 */
function atPublicHost(app: FastifyInstance, publicUrl: string): FastifyInstance {
  const authority = new URL(publicUrl).host;
  const inject = app.inject.bind(app);
  app.inject = ((options?: unknown, callback?: unknown) => {
    if (options === undefined) return inject();
    const opts = typeof options === "string" ? { url: options } : (options as object);
    return (inject as (o: unknown, c?: unknown) => unknown)({ authority, ...opts }, callback);
  }) as typeof app.inject;
  return app;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a database of its own, for `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  limits?: Partial<ServerLimits>,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: logStream ? "info" : "silent", ...env });
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    logger: { level: config.logLevel, stream: logStream },
    limits,
  });
  await app.ready();
  return {
    app: atPublicHost(app, config.publicUrl),
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real application on a small demo market of its own (twelve companies up to June 2019, no
 * ratings), its screener loaded, with the companies' ids in order.
 */
export async function createTestAppWithMarket(seed: string): Promise<{ t: TestApp; companyIds: number[] }> {
  const t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 12, seed, asOf: "2019-06-28" }),
    skip: ["rating"],
  });
  await t.app.screener.reload();
  const rows = await t.database.db.selectFrom("companies").select("id").orderBy("id").execute();
  return { t, companyIds: rows.map((r) => r.id) };
}

/** A GET that primes the anti-forgery cookie and token, as a page load does in the browser. */
export async function csrfPair(app: FastifyInstance, cookie = ""): Promise<{ token: string; cookie: string }> {
  const res = await app.inject({ method: "GET", url: "/", headers: cookie ? { cookie } : {} });
  const token = res.headers["x-csrf-token"];
  const set = res.cookies.find((c) => c.name === "oz_csrf");
  if (typeof token !== "string" || !set) throw new Error("no anti-forgery token on GET /");
  return { token, cookie: [cookie, `oz_csrf=${set.value}`].filter(Boolean).join("; ") };
}

/** The browser's sign-out call (DELETE /users/sign-out), the plainest state-changing call, with these headers. */
export function signOutCall(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: "DELETE", url: "/users/sign-out", headers });
}

/** Another server (or web worker) on an existing database: the real application with a pool of its own. */
export async function serverOnDatabase(
  url: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { db, pool } = connect(url, 4);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const app = await buildApp({ config, db, pool, logger: { level: "silent" } });
  await app.ready();
  return {
    app: atPublicHost(app, config.publicUrl),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
