import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { ANALYSTS_TO_FOLLOW_COOKIE, readAnalystsToFollow } from "../../../domain/auth/pending-choices";
import type { DB } from "../../../db/schema";
import type { FollowedAnalystRecord } from "../../../db/repositories/followed-analysts";
import { applyWaitingFollows, listFollowedAll } from "../../services/followed-analysts/followed-analysts";

/**
 * Spec 4: a guest's Follow waits in the analysts-to-follow cookie and is applied once signed in.
 * Sign-up and sign-in apply it here, clear the cookie, and answer the member's followed analysts
 * (the cookie's included), so the client's list is replaced by the server's.
 */
export async function applyAnalystsToFollow(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<FollowedAnalystRecord[]> {
  const waiting = readAnalystsToFollow(request.cookies[ANALYSTS_TO_FOLLOW_COOKIE]);
  if (request.cookies[ANALYSTS_TO_FOLLOW_COOKIE] !== undefined)
    reply.clearCookie(ANALYSTS_TO_FOLLOW_COOKIE, { path: "/", sameSite: "lax", secure });
  await applyWaitingFollows(db, userId, waiting);
  return listFollowedAll(db, userId);
}
