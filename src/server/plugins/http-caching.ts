import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath, pathOf } from "../request-kind";
import { CSRF_HEADER } from "../accounts/anti-forgery";
import { varyOn } from "../vary";

// HTTP caching (decision 054). What a guest reads (pages, public API answers) may be kept by
// browsers and shared caches for a minute and served stale for ten while revalidating; it
// carries a validator (ETag, Last-Modified) and a matching conditional request gets 304. What a
// signed-in visitor reads is `private, no-cache`. Every answer that may differ by session says
// `Vary: Cookie`, so no cache hands one visitor's answer to another. A shared answer carries no
// anti-forgery token: a page's is dropped (the page's script reads its own from the cookie); a
// JSON read that refreshes a browser's token is that browser's alone (`private`).

/** The market changes once a day; a minute fresh, ten minutes stale while a cache revalidates. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** A guest's answer that only this visitor's browser may keep (it carries their token or sets their cookie). */
export const PRIVATE_GUEST_CACHE_CONTROL = PUBLIC_CACHE_CONTROL.replace("public", "private");

/**
 * Marks an answer as one a shared cache may keep, for every guest: without this visitor's
 * anti-forgery token, which a cache would otherwise hand to the next visitor.
 */
export function sharedAnswer(reply: FastifyReply): void {
  reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  reply.removeHeader(CSRF_HEADER);
}

/** Whether a GET's validators match what the client holds (If-None-Match first, as RFC 9110 says). */
export function notModified(request: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (typeof ifNoneMatch === "string") {
    const weak = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => weak(tag) === weak(etag));
  }
  const since = request.headers["if-modified-since"];
  if (lastModified && typeof since === "string") {
    const time = Date.parse(since);
    return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
  }
  return false;
}

const started = new Date();

export default fp(async function httpCaching(app: FastifyInstance) {
  // Public JSON and CSV reads: validators and a shared-cache policy for guests. Runs after the
  // private-answers hook (registered first), which marks what belongs to one user `no-store`.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.routeOptions.config.bare) return done(null, payload);
    if (request.method !== "GET" && request.method !== "HEAD") return done(null, payload);
    if (!isApiPath(pathOf(request.url))) return done(null, payload);
    varyOn(reply, "Cookie");
    if (reply.statusCode !== 200) return done(null, payload);
    // A route's own policy stands (a private or no-store one gets no validators either).
    const own = reply.getHeader("cache-control");
    if (own !== undefined && !String(own).startsWith("public")) return done(null, payload);
    if (own === undefined) {
      // The same for every guest; a session may change it (Premium values, the user's own rows).
      if (request.mayHaveSession() || reply.hasHeader("set-cookie")) {
        reply.header("cache-control", PRIVATE_CACHE_CONTROL);
        return done(null, payload);
      }
      reply.header("cache-control", reply.hasHeader(CSRF_HEADER) ? PRIVATE_GUEST_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
    } else if (reply.hasHeader(CSRF_HEADER)) {
      reply.header("cache-control", String(own).replace("public", "private"));
    }
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = `W/"${createHash("sha1").update(payload).digest("base64url").slice(0, 27)}"`;
    reply.header("etag", etag);
    // The data behind an answer changes with the market; the server's start bounds it from below.
    const lastModified = app.screener.loadedAt > started ? app.screener.loadedAt : started;
    reply.header("last-modified", lastModified.toUTCString());
    if (!notModified(request, etag, lastModified)) return done(null, payload);
    reply.code(304);
    reply.removeHeader("content-type");
    reply.removeHeader("content-length");
    done(null, "");
  });
});
