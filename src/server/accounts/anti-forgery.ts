import type {} from "@fastify/cookie";
import type {} from "@fastify/csrf-protection";
import type { FastifyReply, FastifyRequest } from "fastify";

// The anti-forgery token's names and cookies (double submit, decision 047): the security plugin
// checks them on every change, and signing in hands out a new secret so that tokens from before
// it stop working.

declare module "fastify" {
  interface FastifyRequest {
    /** The anti-forgery token handed to this response (X-CSRF-Token header). */
    csrfToken: string | undefined;
  }
}

export const CSRF_HEADER = "x-csrf-token";
export const CSRF_COOKIE = "oz_csrf";
/**
 * The token made from the secret, in a cookie the page's script reads (double submit): the page
 * itself carries none, so it is the same bytes for every visitor (decision 047).
 */
export const CSRF_TOKEN_COOKIE = "oz_csrf_token";

/** `__Host-oz_csrf` over https, for the reasons the session cookie has the prefix (plugins/session.ts). */
export function csrfCookieName(secure: boolean): string {
  return secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE;
}

export function csrfTokenCookieName(secure: boolean): string {
  return secure ? `__Host-${CSRF_TOKEN_COOKIE}` : CSRF_TOKEN_COOKIE;
}

/** Readable by the page's script (that is its purpose); sent back only by same-site requests. */
export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(csrfTokenCookieName(secure), token, { path: "/", sameSite: "lax", httpOnly: false, secure });
}

/**
 * A new anti-forgery secret (cookie) and the token made from it, handed out in this answer's
 * header: called at sign-in, so that tokens from before it stop working.
 */
export function rotateCsrfSecret(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  // Without a secret on the request, the plugin makes a new one and sets its cookie.
  delete request.cookies[csrfCookieName(secure)];
  request.csrfToken = reply.generateCsrf();
  reply.header(CSRF_HEADER, request.csrfToken);
  setTokenCookie(reply, request.csrfToken, secure);
}
