import type { FastifyRequest } from "fastify";

export function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

// The screener API's query string is read by its codec straight from the raw URL (the filters
// keep their order and a bad parameter is named: screener/resolve-screen.ts). The router would
// first parse it into request.query, a dictionary of the page's filters that nothing reads, at
// a cost near the screen's own; so the router is handed these paths without it, and the
// screener routes read request.originalUrl.
const SCREEN_QUERY_PATHS = ["/api/screener/companies", "/api/screener/export"];

/** Fastify's rewriteUrl: the URL the router sees (request.originalUrl keeps the whole one). */
export function routedUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  for (const prefix of SCREEN_QUERY_PATHS)
    if (url.startsWith(prefix) && (q === prefix.length || url[prefix.length] === "/")) return url.slice(0, q);
  return url;
}

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Whether an error for this request should be JSON rather than an HTML page: always under
 * /api, and elsewhere whenever the client did not ask for HTML (fetch calls from our pages
 * send Accept: application/json; browsers navigating send text/html).
 */
export function wantsJson(request: FastifyRequest): boolean {
  if (isApiPath(pathOf(request.url))) return true;
  const accept = request.headers.accept ?? "";
  return !accept.includes("text/html");
}
