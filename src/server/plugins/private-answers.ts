import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { pathOf } from "../request-kind";

// Answers that belong to one user (their saved screens, their account, a sign-in's answer)
// must not be kept by any cache, shared or the browser's own disk: `Cache-Control: no-store`.
// Decided here for whole path families, so a new private route cannot forget it.

const PRIVATE_PREFIXES = ["/api/users", "/api/screener/saved", "/users/", "/dev/"];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix));
}

function setsCookie(reply: FastifyReply): boolean {
  return reply.hasHeader("set-cookie");
}

export default fp(async function privateAnswers(app: FastifyInstance) {
  app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.routeOptions.config.bare) return done(null, payload);
    // An answer that sets a cookie (a new session, an anti-forgery secret) is also one user's.
    if (isPrivatePath(pathOf(request.url)) || (request.method !== "GET" && setsCookie(reply)))
      reply.header("cache-control", "no-store");
    done(null, payload);
  });
});
