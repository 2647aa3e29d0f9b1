import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../database-unavailable";
import { AppError } from "../errors";
import { buildLoadContext } from "../page-readers/load-context";
import { marketLabelReader } from "../page-readers/market/market-label";
import { isApiPath, pathOf } from "../request-kind";
import type { RouteTable } from "./route-table";
import type { BillingDeps } from "../services/billing/billing-deps";

// Server-rendered pages: React Router (framework mode) renders every path that no Fastify route
// claims, in the same process as the API. Its loaders get the session and the page readers
// through the load context (page-readers/load-context.ts), so the browser never asks for them
// separately.

/** The folder holding package.json: three up from this source file, two up from the built server. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "../../..");
  }
}

export const PROJECT_ROOT = projectRoot(path.dirname(new URL(import.meta.url).pathname));
export const BUILD_DIR = path.join(PROJECT_ROOT, "build");

async function databaseUnreachable(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return false;
  } catch (error) {
    return isDatabaseUnavailable(error);
  }
}

export async function loadServerBuild(buildDir = BUILD_DIR): Promise<ServerBuild> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry)) {
    throw new Error(`The web build is missing (${entry}). Run \`npm run build\` first; \`npm start\` does it for you.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined) {
    init.body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
  }
  return new Request(new URL(request.url, origin), init);
}

export interface PagesOptions {
  db: Kysely<DB>;
  build: ServerBuild;
  buildDir: string;
  mode: "production" | "development";
  publicUrl: string;
  routeTable: RouteTable;
  googleSignIn: boolean;
  billing: BillingDeps;
}

export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const marketLabel = marketLabelReader(options.db);

  // Fingerprinted assets are immutable; anything else in build/client is revalidated.
  await app.register(async (statics) => {
    statics.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), bare: true };
    });
    await statics.register(fastifyStatic, {
      root: path.join(options.buildDir, "client"),
      wildcard: false,
      decorateReply: false,
      index: false,
      setHeaders(res, filePath) {
        res.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=3600",
        );
      },
    });
  });

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const urlPath = pathOf(request.url);
      const api = isApiPath(urlPath);
      const pageRead = !api && (request.method === "GET" || request.method === "HEAD");
      // A path that a Fastify route serves with other methods: the method is wrong, not the path.
      const methods = options.routeTable.methodsFor(urlPath);
      if (!pageRead && methods.length > 0) {
        const allow = api ? methods : [...new Set(["GET", "HEAD", ...methods])];
        throw new AppError("METHOD_NOT_ALLOWED", undefined, undefined, { allow: allow.join(", ") });
      }
      if (api) throw new AppError("NOT_FOUND", "No such API endpoint.");

      const context = await buildLoadContext(request, {
        db: options.db,
        screener: app.screener,
        marketLabel,
        googleSignIn: options.googleSignIn,
        billing: options.billing,
      });
      const response = await handle(toWebRequest(request, reply, options.publicUrl), context);

      // A page without an action of React Router's answers other methods with 405 and its own
      // words (the route's name): our registry's 405 instead.
      if (!pageRead && response.status === 405) {
        await response.body?.cancel();
        throw new AppError("METHOD_NOT_ALLOWED", undefined, undefined, { allow: "GET, HEAD" });
      }
      // A loader that met a database being restarted: the client should come back, not see a 500.
      if (response.status >= 500 && (await databaseUnreachable(options.db))) {
        await response.body?.cancel();
        throw new AppError("SERVICE_UNAVAILABLE", undefined, undefined, { "retry-after": String(RETRY_AFTER_SECONDS) });
      }
      reply.status(response.status);
      const cookies = response.headers.getSetCookie();
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        reply.header(key, value);
      }
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      // Pages depend on the session cookie: never let a shared cache hand one visitor's page to another.
      if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    },
  });
}
