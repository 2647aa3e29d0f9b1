import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import pino from "pino";

// Values that must never reach a log line: credentials, session and anti-forgery tokens.
export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.password_confirmation",
  "*.reset_password_token",
  "user.password",
  "user.password_confirmation",
  "user.reset_password_token",
];

const SECRET_QUERY_KEYS = /^(reset_password_token|confirmation_token|token|password|code|state)$/i;

/** The request URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) {
      params.set(key, "[redacted]");
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keep a caller's request id (from a proxy) when it is sane, otherwise make one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  // The whole URL: the router may have been handed it without its query (request-kind.ts).
  url: redactUrl(request.originalUrl),
  remoteAddress: request.ip,
});

/**
 * Where the process logs: standard output, written at once. Pino's default destination writes
 * asynchronously and, at exit, writes what is left synchronously, which can overtake a line still
 * being written: an operator stopping the server read "stopped database" before "stopped jobs".
 * Node writes its own standard output to a pipe synchronously too; a line costs one write call.
 */
export function processLogDestination(fd = 1) {
  return pino.destination({ dest: fd, sync: true });
}

/** The process logger: JSON lines, secrets redacted, URLs with secret query values masked. */
export function createLogger(level: string, stream: pino.DestinationStream = processLogDestination()) {
  const options = {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: "[redacted]" },
    serializers: { req: requestSerializer },
  };
  return pino(options, stream);
}
