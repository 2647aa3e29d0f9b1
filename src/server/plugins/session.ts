import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { findSessionUser, type SessionUser } from "../../db/repositories/sessions";
import { hashSessionToken, sessionCookieName } from "../accounts/session-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user behind this request's session cookie, looked up once per request. */
    currentUser(): Promise<SessionUser | undefined>;
    /** Whether the request carries a session cookie that could be ours: without one, there is no user to look up. */
    mayHaveSession(): boolean;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();
const NO_USER: Promise<SessionUser | undefined> = Promise.resolve(undefined);

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** A token is 43 base64url characters; the bounds leave room without admitting junk. */
function wellFormed(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(token);
}

export default fp(async function sessionPlugin(
  app: FastifyInstance,
  options: { db: Kysely<DB>; secureCookies: boolean },
) {
  const cookieName = sessionCookieName(options.secureCookies);
  app.decorateRequest("mayHaveSession", function (this: FastifyRequest) {
    return wellFormed(this.cookies[cookieName]);
  });
  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    const token = this.cookies[cookieName];
    // Anything but a well-formed token cannot be ours and costs no query (nor a cache entry:
    // most API reads come without a session).
    if (!wellFormed(token)) return NO_USER;
    let pending = cache.get(this);
    if (!pending) {
      pending = findSessionUser(options.db, hashSessionToken(token));
      cache.set(this, pending);
    }
    return pending;
  });
});
