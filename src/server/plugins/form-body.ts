import type { FastifyInstance } from "fastify";

// The account pages work without JavaScript, so their forms post
// application/x-www-form-urlencoded bodies. Field names follow the JSON shape: `user[email]`
// becomes { user: { email } }. Only plain word keys are kept, so a body cannot reach
// `__proto__` or build deep structures.

const KEY = /^([A-Za-z0-9_]{1,64})(?:\[([A-Za-z0-9_]{1,64})\])?$/;
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

export function parseFormBody(raw: string): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const [, outer, inner] = match as unknown as [string, string, string | undefined];
    if (FORBIDDEN.has(outer) || (inner !== undefined && FORBIDDEN.has(inner))) continue;
    if (inner === undefined) {
      body[outer] = value;
      continue;
    }
    const existing = body[outer];
    const nested =
      typeof existing === "object" && existing !== null
        ? (existing as Record<string, unknown>)
        : (Object.create(null) as Record<string, unknown>);
    nested[inner] = value;
    body[outer] = nested;
  }
  return body;
}

/** Lets the routes of this scope read form posts. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, parseFormBody(body as string));
    },
  );
}
