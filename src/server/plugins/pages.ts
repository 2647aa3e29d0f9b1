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
  readPersonalData,
  type KeptMemberRender,
  type LoadContextSources,
} from "../page-readers/load-context";
import { marketLabelReader } from "../page-readers/market/market-label";
import { isApiPath, pathOf } from "../request-kind";
import type { RouteTable } from "./route-table";
import type { BillingDeps } from "../services/billing/billing-deps";
import { GuestPageCache } from "../page-cache/guest-page-cache";
import { FileTier } from "../page-cache/file-tier";
import type { SharedTierOptions } from "../page-cache/shared-tier-options";
import { templateCodec } from "../page-cache/template-codec";
import { RenderSlots } from "../page-cache/render-slots";
import { fill, fillGzip, makeTemplate, type PageTemplate } from "../page-cache/page-template";
import { PersonalLists } from "../page-readers/personal-lists";
import { NotKept, personalJson, withPersonalSlot } from "../page-cache/member-page";
import { isPrivatePath } from "./private-answers";
import { CSRF_COOKIE, CSRF_TOKEN_COOKIE } from "./security";
import { PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, notModified, varyOn } from "./http-caching";
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
  billing: BillingDeps;
  /** The guest page cache's bound in bytes; 0 turns it off (decision 030). */
  pageCacheBytes: number;
  /** The kept pages shared by the server's processes through files (page-cache/file-tier.ts). */
  sharedTier?: SharedTierOptions;
}

/** Page renders at once; more wait in turn (page-cache/render-slots.ts). Loaders' reads overlap others' rendering. */
export const RENDER_CONCURRENCY = 16;

/** How long a guest page stays cached without a market change (prices on /plans may change). */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;

/** `private`: this visitor's browser may keep it; no shared cache may. */
const PRIVATE_GUEST_CACHE_CONTROL = PUBLIC_CACHE_CONTROL.replace("public", "private");

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

function acceptsGzip(request: FastifyRequest): boolean {
  const accept = request.headers["accept-encoding"];
  return typeof accept === "string" && /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(accept);
}

export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const marketLabel = marketLabelReader(options.db);
  /** What the loaders read from, for the kept renders and the ordinary ones alike. */
  const personalLists = new PersonalLists(options.db, () => app.screener.marketVersion);
  const loadSources = (): LoadContextSources => ({
    db: options.db,
    screener: app.screener,
    marketLabel,
    googleSignIn: options.googleSignIn,
    helpCenterUrl: options.helpCenterUrl,
    billing: options.billing,
    personalLists,
  });
  const cache = new GuestPageCache({ maxBytes: options.pageCacheBytes, ttlMs: PAGE_CACHE_TTL_MS });
  // A market change (the screener snapshot reloaded, or the market's date moved on) starts the
  // cache afresh; a deploy is a new process, and the build's version is in every tag.
  let seenSnapshot = app.screener.snapshot;
  let seenAsOf: string | null | undefined;
  let generation = 0;
  let generationSince = new Date();
  const currentGeneration = async (): Promise<number> => {
    const { asOf } = await marketLabel();
    const snapshot = app.screener.snapshot;
    if (snapshot !== seenSnapshot || (seenAsOf !== undefined && asOf !== seenAsOf)) {
      cache.clear();
      generation++;
      generationSince = new Date();
      seenSnapshot = snapshot;
    }
    seenAsOf = asOf;
    return generation;
  };
  const buildVersion = options.build.assets.version;
  const slots = new RenderSlots(RENDER_CONCURRENCY);
  const tier =
    options.sharedTier &&
    new FileTier({ ...options.sharedTier, dir: path.join(options.sharedTier.dir, "pages"), codec: templateCodec });

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

  /** Member renders that read one member's own data, or had no place for the member's slot: never kept. */
  const personalRenders = new WeakSet<PageTemplate>();

  /**
   * What React Router answered, read whole, with the content security policy of its scripts; for
   * a member's class (`memberClass`), rendered with the class's generic session and with a
   * placeholder for the member's own data before `</body>`.
   */
  const renderTemplate = async (
    request: FastifyRequest,
    pageCookies: string,
    memberClass?: string,
  ): Promise<PageTemplate> => {
    let personal = false;
    const kept: KeptMemberRender | undefined = memberClass
      ? { memberClass, onPersonal: () => (personal = true) }
      : undefined;
    const context = await buildLoadContext(request, loadSources(), kept);
    const { response, body } = await slots.run(async () => {
      const response = await handle(cacheRenderRequest(request, options.publicUrl, pageCookies), context);
      return { response, body: response.body ? await response.text() : "" };
    });
    const headers: [string, string][] = [];
    for (const [key, value] of response.headers) if (key !== "content-length") headers.push([key, value]);
    // The page's own inline scripts, allowed by their hashes: the same policy for every visitor.
    if (isHtml(response)) headers.push(["content-security-policy", app.pageSecurityPolicy(body)]);
    const slotted = kept ? withPersonalSlot(body) : body;
    // Under a market version every process tags a page alike (it may be served by any of them).
    const version = app.screener.marketVersion;
    const template = makeTemplate(
      response.status,
      headers,
      slotted ?? body,
      `${buildVersion}-${version?.slice(0, 8) ?? generation}`,
    );
    if (kept && (personal || slotted === undefined)) personalRenders.add(template);
    return template;
  };

  /** A guest's cacheable page: rendered once, kept while it is a 200 without cookies or a cache policy of its own. */
  const keepable = (template: PageTemplate) =>
    template.status === 200 &&
    !template.headers.some(([key]) => key === "set-cookie" || key === "cache-control" || key === "content-encoding");
  /** A member's page is kept under the same rules, and only if no loader read one member's own data. */
  const keepableForMembers = (template: PageTemplate) => keepable(template) && !personalRenders.has(template);
  /** Member pages whose kept render failed (a page of the member's own, a 404, a redirect): rendered per request for a while. */
  const notKept = new NotKept(PAGE_CACHE_TTL_MS);

  /** The shared tier's version (build and market), when the market has one every process reads. */
  const tierVersionNow = () => {
    const version = app.screener.marketVersion;
    return tier && version !== null ? `${buildVersion}\n${version}` : undefined;
  };

  /** How a kept page is sent: gzip spliced from its pieces when the client takes it. */
  const sendFilled = (request: FastifyRequest, reply: FastifyReply, template: PageTemplate, personal: string): void => {
    // The page itself carries no token or nonce: only a member's own data fills a slot.
    const values = { token: "", nonce: "", personal };
    const gzip = keepable(template) && acceptsGzip(request);
    if (gzip) {
      varyOn(reply, "Accept-Encoding");
      reply.header("content-encoding", "gzip");
    }
    reply.send(gzip ? fillGzip(template, values) : fill(template, values));
  };

  /**
   * Serves a signed-in free member's page from the pages kept for their class (rendering it
   * first if needed), with their own data in its slot; false when this request must be
   * rendered for them the ordinary way (a Premium member or paid service, a page reading the
   * member's own rows, anything but a 200).
   */
  const serveMemberPage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const user = await request.currentUser();
    const memberClass = user && memberClassOf(user);
    if (!user || !memberClass) return false;
    const gen = await currentGeneration();
    const pageCookies = pageCookiesOf(request);
    const sharedKey = `member:${memberClass}\n${pageCookies}\n${request.url}`;
    const key = `${gen}\n${sharedKey}`;
    if (notKept.has(key)) return false;
    const tierVersion = tierVersionNow();
    const [got, personal] = await Promise.all([
      cache.getOrRender(
        key,
        async () => {
          const kept = tierVersion ? tier!.get(tierVersion, sharedKey) : undefined;
          if (kept) return kept;
          const template = await renderTemplate(request, pageCookies, memberClass);
          if (tierVersion && keepableForMembers(template)) void tier!.put(tierVersion, sharedKey, template);
          return template;
        },
        keepableForMembers,
      ),
      readPersonalData(personalLists, user),
    ]);
    if (!got || !keepableForMembers(got.template)) {
      notKept.add(key);
      return false;
    }
    const { template } = got;
    reply.status(template.status);
    for (const [name, value] of template.headers) reply.header(name, value);
    varyOn(reply, "Cookie");
    reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    sendFilled(request, reply, template, personalJson(personal));
    return true;
  };

  /**
   * Serves a guest's page from the cache (rendering it first if needed); false when this request
   * must be rendered the ordinary way (an error, an answer that sets a cookie).
   */
  const serveGuestPage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const gen = await currentGeneration();
    const pageCookies = pageCookiesOf(request);
    const sharedKey = `${pageCookies}\n${request.url}`;
    // Shared with the server's other processes only under a market version all of them read.
    const tierVersion = tierVersionNow();
    const got = await cache.getOrRender(
      `${gen}\n${sharedKey}`,
      async () => {
        const kept = tierVersion ? tier!.get(tierVersion, sharedKey) : undefined;
        if (kept) return kept;
        const template = await renderTemplate(request, pageCookies);
        if (tierVersion && keepable(template)) void tier!.put(tierVersion, sharedKey, template);
        return template;
      },
      keepable,
    );
    if (!got) return false;
    const { template } = got;
    // Not kept (a 404, a redirect): this request's own answer if it is safe to hand over as is.
    if (!keepable(template) && (template.status >= 500 || template.headers.some(([key]) => key === "set-cookie")))
      return false;
    reply.status(template.status);
    for (const [key, value] of template.headers) reply.header(key, value);
    varyOn(reply, "Cookie");
    if (keepable(template)) {
      // A first visit gets its anti-forgery cookie (set as the answer is sent): that answer is
      // this visitor's alone.
      const setsCookie = !hasCsrfCookies(request);
      reply.header("cache-control", setsCookie ? PRIVATE_GUEST_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      reply.header("etag", template.etag);
      reply.header("last-modified", generationSince.toUTCString());
      if (!setsCookie && notModified(request, template.etag, generationSince)) {
        // The browser keeps the page it has, under the policy it came with.
        reply.removeHeader("content-security-policy");
        reply.status(304).send();
        return true;
      }
    } else {
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    }
    sendFilled(request, reply, template, "");
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

      if (pageRead && options.pageCacheBytes > 0 && !isPrivatePath(urlPath)) {
        // A member's `.data` answers (client navigations) are rendered for them: no HTML, and
        // their root data must be their own.
        const served = !request.mayHaveSession()
          ? await serveGuestPage(request, reply)
          : !urlPath.endsWith(".data") && (await serveMemberPage(request, reply));
        if (served) return reply;
      }

      const context = await buildLoadContext(request, loadSources());
      const response = await slots.run(() => handle(toWebRequest(request, reply, options.publicUrl), context));

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
