import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { insertSession, revokeSession } from "../../db/repositories/sessions";
import { BROWSER_SESSION_HOURS, REMEMBER_ME_DAYS } from "../../domain/auth/constants";
import { rotateCsrfSecret } from "./anti-forgery";
import { hashSessionToken, sessionCookieName } from "./session-token";
import { newToken } from "./tokens";

/**
 * Signs the browser in as `userId` with a brand-new session (the id is rotated at every
 * sign-in, so a token planted before sign-in is worthless after it). With remember me the
 * cookie persists two weeks; otherwise it has no expiry and ends with the browser, while the
 * server ends the row after a day anyway. The anti-forgery secret is rotated with it.
 */
export async function startSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  options: { rememberMe: boolean; secureCookies: boolean },
): Promise<string> {
  const previous = await request.currentUser();
  if (previous) await revokeSession(db, previous.sessionId);

  const token = newToken();
  const id = hashSessionToken(token);
  const lifetimeMs = options.rememberMe ? REMEMBER_ME_DAYS * 24 * 3600 * 1000 : BROWSER_SESSION_HOURS * 3600 * 1000;
  await insertSession(db, {
    id,
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    ip: request.ip,
  });
  reply.setCookie(sessionCookieName(options.secureCookies), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secureCookies,
    ...(options.rememberMe ? { maxAge: REMEMBER_ME_DAYS * 24 * 3600 } : {}),
  });
  // The anti-forgery secret is renewed with the session: a token handed out (or planted) before
  // sign-in is worthless after it.
  rotateCsrfSecret(request, reply, options.secureCookies);
  return id;
}
