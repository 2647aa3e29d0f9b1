import type { FastifyReply, FastifyRequest } from "fastify";
import { REDIRECT_COOKIE } from "../../../domain/auth/constants";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { isFormPost } from "../../plugins/security";

/**
 * Where a sign-in or sign-up goes: the redirect-after-login cookie when it holds a local path
 * (spec 9: it wins), otherwise the post-signup page. The cookie is spent, so a JSON client (the
 * dialogs) also gets the path in a Location header (spec 7: a Location header means redirect):
 * it can no longer read the cookie once this answer has cleared it.
 */
export function afterSignInPath(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const saved = safeLocalPath(request.cookies[REDIRECT_COOKIE]);
  if (request.cookies[REDIRECT_COOKIE] !== undefined)
    reply.clearCookie(REDIRECT_COOKIE, { path: "/", sameSite: "lax", secure });
  const target = saved ?? POST_SIGNUP_PATH;
  if (request.method !== "GET" && !isFormPost(request)) reply.header("location", target);
  return target;
}
