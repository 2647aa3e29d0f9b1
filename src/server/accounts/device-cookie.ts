import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { isKnownDevice, rememberDevice } from "../../db/repositories/sign-in-throttle";
import { newToken, tokenHash } from "./tokens";

// The known-device cookie: set when a browser signs in (or resets its password through the
// mailed link), so that this browser's correct password is let through while strangers are
// being slowed down on the same address. HttpOnly, a year; the table keeps only its hash.

const DEVICE_COOKIE = "oz_device";
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function cookieName(secure: boolean): string {
  return secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

function wellFormed(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(token);
}

/** The request's device token when it is a known device of `userId`. */
export async function knownDeviceToken(
  db: Kysely<DB>,
  request: FastifyRequest,
  userId: number | undefined,
  secure: boolean,
): Promise<string | undefined> {
  const token = request.cookies[cookieName(secure)];
  if (userId === undefined || !wellFormed(token)) return undefined;
  return (await isKnownDevice(db, tokenHash(token), userId)) ? token : undefined;
}

/** Marks this browser as a known device of `userId` (keeping its token when it has one). */
export async function rememberThisDevice(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<void> {
  const current = request.cookies[cookieName(secure)];
  const token = wellFormed(current) ? current : newToken();
  await rememberDevice(db, tokenHash(token), userId);
  reply.setCookie(cookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
