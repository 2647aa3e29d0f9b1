import type { FastifyReply, FastifyRequest } from "fastify";
import { REDIRECT_COOKIE } from "../../../domain/auth/constants";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { safeLocalPath } from "../../../domain/auth/safe-path";

/**
 * Where a form sign-in or sign-up goes: the redirect-after-login cookie when it holds a local
 * path (spec 9: it wins), otherwise the post-signup page. The cookie is spent.
 */
export function afterSignInPath(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const saved = safeLocalPath(request.cookies[REDIRECT_COOKIE]);
  if (request.cookies[REDIRECT_COOKIE] !== undefined) reply.clearCookie(REDIRECT_COOKIE, { path: "/", sameSite: "lax", secure });
  return saved ?? POST_SIGNUP_PATH;
}
