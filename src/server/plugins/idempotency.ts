import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import {
  claimIdempotencyKey,
  findAnswer,
  IDEMPOTENCY_TTL_SECONDS,
  releaseKey,
  storeAnswer,
} from "../../db/repositories/idempotency-keys";
import { AppError } from "../errors";
import { pathOf } from "../request-kind";

// Idempotency-Key on the create calls (routes with `config: { idempotent: true }`): a client
// that retries a POST (its answer was lost to a timeout or a dropped connection) with the
// same key gets the first call's answer again, and no second row. Keys belong to the signed-in
// user, or before sign-in to the client address; a day later they are free again.

declare module "fastify" {
  interface FastifyContextConfig {
    /** POSTs carrying an Idempotency-Key header run once per key (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Claim {
  scope: string;
  key: string;
}
const claims = new WeakMap<FastifyRequest, Claim>();

function fingerprint(request: FastifyRequest): string {
  const body = JSON.stringify(request.body ?? null);
  return `${request.method} ${pathOf(request.url)} ${createHash("sha256").update(body).digest("hex")}`;
}

async function scopeOf(request: FastifyRequest): Promise<string> {
  const user = await request.currentUser();
  return user ? `user:${user.userId}` : `ip:${request.ip}`;
}

export default fp(async function idempotencyPlugin(app: FastifyInstance, options: { db: Kysely<DB> }) {
  const { db } = options;

  // A preHandler: after the anti-forgery check and the body parser, before the route runs.
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "POST" || !request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== "string" || !KEY_PATTERN.test(key)) throw new AppError("IDEMPOTENCY_KEY_INVALID");
    const scope = await scopeOf(request);
    const print = fingerprint(request);
    if (await claimIdempotencyKey(db, { scope, key, fingerprint: print }, IDEMPOTENCY_TTL_SECONDS)) {
      claims.set(request, { scope, key });
      return;
    }
    const earlier = await findAnswer(db, scope, key);
    // Released between the two statements: the earlier call failed; this one may run.
    if (!earlier) {
      if (await claimIdempotencyKey(db, { scope, key, fingerprint: print }, IDEMPOTENCY_TTL_SECONDS)) {
        claims.set(request, { scope, key });
        return;
      }
      throw new AppError("IDEMPOTENCY_KEY_IN_USE", undefined, undefined, { "retry-after": "1" });
    }
    if (earlier.fingerprint !== print) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    if (earlier.statusCode === null || earlier.body === null)
      throw new AppError("IDEMPOTENCY_KEY_IN_USE", undefined, undefined, { "retry-after": "1" });
    reply.header("idempotent-replayed", "true");
    if (earlier.contentType) reply.header("content-type", earlier.contentType);
    return reply.code(earlier.statusCode).send(earlier.body);
  });

  // The answer is stored before it leaves, so a retry that follows it always finds it.
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (ok && typeof payload === "string") {
      const contentType = reply.getHeader("content-type");
      await storeAnswer(db, claim.scope, claim.key, {
        statusCode: reply.statusCode,
        contentType: typeof contentType === "string" ? contentType : null,
        body: payload,
      });
    } else {
      // Refused or failed (or an answer we cannot keep): nothing was created, the key is free.
      await releaseKey(db, claim.scope, claim.key);
    }
    return payload;
  });
});
