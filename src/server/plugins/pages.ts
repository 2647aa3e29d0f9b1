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
import {
  buildLoadContext,
  memberClassOf,
  type ClassRender,
  type LoadContextSources,
} from "../page-readers/load-context";
import { marketLabelReader } from "../page-readers/market/market-label";
import { isApiPath, pathOf } from "../request-kind";
import type { RouteTable } from "./route-table";
import type { BillingDeps } from "../services/billing/billing-deps";
import { KeptAnswers } from "../page-cache/kept-answers";
import { keepPage, keptPageSize, sendKeptPage, type KeptPage } from "../page-cache/kept-page";
import { CSRF_COOKIE, CSRF_TOKEN_COOKIE } from "../accounts/anti-forgery";
import { PRIVATE_CACHE_CONTROL, PRIVATE_GUEST_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, sharedAnswer } from "./http-caching";
import { varyOn } from "../vary";
import { THEME_COOKIE } from "../../domain/theme-cookie";

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

/**
 * The cookies a page may depend on for a guest: the guest page cache keys on them, and a page
 * rendered for the cache sees no other cookie (so a loader reading another one cannot make a
 * cached page differ by visitor). A page that must read a new cookie adds it here.
 */
export const PAGE_COOKIES = [THEME_COOKIE];

/** The Request a guest page is rendered from for the cache: the address, and only what it may depend on. */
function cacheRenderRequest(request: FastifyRequest, origin: string, pageCookies: string): Request {
  const headers = new Headers({ accept: "text/html" });
  if (pageCookies) headers.set("cookie", pageCookies);
  return new Request(new URL(request.url, origin), { method: "GET", headers });
}

function pageCookiesOf(request: FastifyRequest): string {
  return PAGE_COOKIES.flatMap((name) => {
    const value = request.cookies[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join("; ");
}

export interface PagesOptions {
  db: Kysely<DB>;
  build: ServerBuild;
  buildDir: string;
  mode: "production" | "development";
  publicUrl: string;
  routeTable: RouteTable;
  googleSignIn: boolean;
  /** The external help centre (HELP_CENTER_URL), for the header's Help Guides. */
  helpCenterUrl: string;
  /** WEBINAR_VIDEO_BASE_URL, for the Zen Investor webinar pages. */
  webinarVideoBaseUrl?: string;
  billing: BillingDeps;
  /** The kept pages' bound in bytes, per process; 0 turns keeping off (decision 054). */
  pageCacheBytes: number;
}

/** How long a page stays kept without a market change (prices on /plans may change). */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;

function hasCookie(request: FastifyRequest, name: string): boolean {
  return request.cookies[name] !== undefined || request.cookies[`__Host-${name}`] !== undefined;
}

/** Whether this visitor already holds the anti-forgery cookies (else the answer sets them). */
function hasCsrfCookies(request: FastifyRequest): boolean {
  return hasCookie(request, CSRF_COOKIE) && hasCookie(request, CSRF_TOKEN_COOKIE);
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** What React Router answered for a page to be kept, read whole. */
interface Rendered {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A page kept under its class: anything but a 200 without cookies or a cache policy of its own is not. */
function keepable(rendered: Rendered): boolean {
  return (
    rendered.status === 200 &&
    !rendered.headers.some(([key]) => key === "set-cookie" || key === "cache-control" || key === "content-encoding")
  );
}

/** Remembered for a key whose page is not kept (a 404, a redirect, a page reading one member's own rows). */
const NOT_KEPT = Object.freeze({ notKept: true as const });
type Kept = KeptPage | typeof NOT_KEPT;

export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const marketLabel = marketLabelReader(options.db);
  const loadSources = (): LoadContextSources => ({
    db: options.db,
    screener: app.screener,
    marketLabel,
    googleSignIn: options.googleSignIn,
    helpCenterUrl: options.helpCenterUrl,
    webinarVideoBaseUrl: options.webinarVideoBaseUrl,
    billing: options.billing,
  });
  const kept = new KeptAnswers<Kept>({
    maxBytes: options.pageCacheBytes,
    ttlMs: PAGE_CACHE_TTL_MS,
    sizeOf: (page) => ("notKept" in page ? 64 : keptPageSize(page)),
  });
  // A market change (the screener snapshot reloaded, or the market's date moved on) starts the
  // kept pages afresh; a deploy is a new process, and the build's version is in every tag.
  let seenSnapshot = app.screener.snapshot;
  let seenAsOf: string | null | undefined;
  let generation = 0;
  const currentGeneration = async (): Promise<number> => {
    const { asOf } = await marketLabel();
    const snapshot = app.screener.snapshot;
    if (snapshot !== seenSnapshot || (seenAsOf !== undefined && asOf !== seenAsOf)) {
      kept.clear();
      generation++;
      seenSnapshot = snapshot;
    }
    seenAsOf = asOf;
    return generation;
  };
  const buildVersion = options.build.assets.version;

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
      // build-server.mjs wrote .br and .gz beside each file: sent as they are, no compression per request.
      preCompressed: true,
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

  /** A page rendered to be kept: for guests, or for a member's class; read whole, with the policy of its scripts. */
  const render = async (request: FastifyRequest, pageCookies: string, forClass?: ClassRender): Promise<Rendered> => {
    const context = await buildLoadContext(request, loadSources(), forClass);
    const response = await handle(cacheRenderRequest(request, options.publicUrl, pageCookies), context);
    const body = response.body ? await response.text() : "";
    const headers: [string, string][] = [];
    for (const [key, value] of response.headers) if (key !== "content-length") headers.push([key, value]);
    // The page's own inline scripts, allowed by their hashes: the same policy for every visitor.
    if (isHtml(response)) headers.push(["content-security-policy", app.pageSecurityPolicy(body)]);
    return { status: response.status, headers, body };
  };

  /**
   * Serves a page kept for the visitor's class (guests, or the signed-in member's class),
   * rendering and keeping it first if needed; false when this request must be rendered the
   * ordinary way (a member's page that is not kept, an error, an answer that sets a cookie).
   */
  const serveKept = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const user = request.mayHaveSession() ? await request.currentUser() : undefined;
    // A member's data answers (client navigations) are rendered for them: their root data is their own.
    if (user && pathOf(request.url).endsWith(".data")) return false;
    const memberClass = user && memberClassOf(user);
    const gen = await currentGeneration();
    const pageCookies = pageCookiesOf(request);
    const key = `${gen}\n${memberClass?.key ?? "guest"}\n${pageCookies}\n${request.url}`;
    let fresh: Rendered | undefined;
    const page = await kept.getOrMake(key, async () => {
      let personal = false;
      const forClass = memberClass && { memberClass, onPersonal: () => (personal = true) };
      const rendered = await render(request, pageCookies, forClass);
      if (!personal && keepable(rendered)) {
        // Under a market version every process tags a page alike (a cache in front may ask any of them).
        const version = app.screener.marketVersion?.slice(0, 8) ?? String(gen);
        return keepPage(rendered.status, rendered.headers, rendered.body, `${buildVersion}-${version}`);
      }
      fresh = rendered;
      return NOT_KEPT;
    });
    varyOn(reply, "Cookie");
    if (!("notKept" in page)) {
      // A guest's first visit gets its anti-forgery cookies (set as the answer is sent): that
      // answer is this visitor's alone. A member's page is theirs: no shared cache keeps it.
      const shared = !user && hasCsrfCookies(request);
      if (shared) sharedAnswer(reply);
      sendKeptPage(
        request,
        reply,
        page,
        user ? PRIVATE_CACHE_CONTROL : shared ? PUBLIC_CACHE_CONTROL : PRIVATE_GUEST_CACHE_CONTROL,
      );
      return true;
    }
    // A guest's page that is not kept (a 404, a redirect): this request's own render, if it is
    // safe to hand over as it is; a member's render for the class lacks the member's data.
    if (user || !fresh || fresh.status >= 500 || fresh.headers.some(([key]) => key === "set-cookie")) return false;
    reply.status(fresh.status);
    for (const [key, value] of fresh.headers) reply.header(key, value);
    reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    reply.send(fresh.body);
    return true;
  };

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

      // Any page may be kept for the visitor's class: one whose loaders read a member's own rows
      // is found out as it renders (`personalRead`, page-readers/load-context.ts) and rendered
      // per request. Pages under /users/ still go out `no-store` (plugins/private-answers.ts).
      if (pageRead && options.pageCacheBytes > 0 && (await serveKept(request, reply))) return reply;

      const context = await buildLoadContext(request, loadSources());
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
      if (!response.headers.has("cache-control")) reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      varyOn(reply, "Cookie");
      if (!response.body) return reply.send();
      if (isHtml(response)) {
        // Read whole so that its policy can list its inline scripts' hashes.
        const html = await response.text();
        reply.header("content-security-policy", app.pageSecurityPolicy(html));
        return reply.send(html);
      }
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    },
  });
}
