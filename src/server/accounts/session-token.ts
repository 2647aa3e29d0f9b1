import { createHash } from "node:crypto";

// Sessions are rows in the sessions table; the browser holds only a random token in an
// HttpOnly cookie, and the table keeps its SHA-256, so the cookie is the only way in.

export const SESSION_COOKIE = "oz_session";

/**
 * Over https the cookie is `__Host-oz_session`: browsers then accept it only with Secure,
 * Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * overwrite it. Over plain http (development, tests) the prefix would be refused.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
