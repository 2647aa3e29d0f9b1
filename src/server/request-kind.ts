import type { FastifyRequest } from "fastify";

export function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
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
