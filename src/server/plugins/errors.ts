import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../database-unavailable";
import { AppError, ERRORS, errorBody, type ErrorCode } from "../errors";
import { wantsJson } from "../request-kind";
import { renderErrorPage } from "../presenters/error-page";

interface Classified {
  code: ErrorCode;
  message?: string;
  details?: unknown;
  headers?: Record<string, string>;
  fieldErrors?: Record<string, string[]>;
}

const BY_FASTIFY_CODE: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "MALFORMED_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "MALFORMED_JSON",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "BAD_REQUEST",
  FST_CSRF_MISSING_SECRET: "CSRF_TOKEN_INVALID",
  FST_CSRF_INVALID_TOKEN: "CSRF_TOKEN_INVALID",
  FST_ERR_NOT_FOUND: "NOT_FOUND",
  // A path Fastify cannot decode (`GET /%`) or route (a parameter over its length).
  FST_ERR_BAD_URL: "BAD_REQUEST",
  FST_ERR_MAX_PARAM_LENGTH: "NOT_FOUND",
  // A header value made from the request (a cookie's path in `Location`) that a header cannot
  // carry: the request's fault, and Node's message names the header, so it is not passed on.
  ERR_INVALID_CHAR: "BAD_REQUEST",
  ERR_HTTP_INVALID_HEADER_VALUE: "BAD_REQUEST",
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  408: "REQUEST_TIMEOUT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
};

export function classifyError(error: unknown): Classified {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      details: error.details,
      headers: error.headers,
      fieldErrors: error.fieldErrors,
    };
  }
  const e = error as Partial<FastifyError> & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [
        error.validationContext,
        ...String(v.instancePath ?? "")
          .split("/")
          .filter(Boolean),
      ]
        .filter(Boolean)
        .join("."),
      message: v.message ?? "is not valid",
    }));
    return { code: "VALIDATION_FAILED", details: { issues } };
  }
  if (e.validation) return { code: "VALIDATION_FAILED", message: e.message };
  const byCode = e.code ? BY_FASTIFY_CODE[e.code] : undefined;
  if (byCode) return { code: byCode };
  if (error instanceof SyntaxError && e.statusCode === 400) return { code: "MALFORMED_JSON" };
  const status = typeof e.statusCode === "number" ? e.statusCode : 500;
  if (status >= 400 && status < 500) return { code: BY_STATUS[status] ?? "BAD_REQUEST" };
  if (isDatabaseUnavailable(error)) {
    return { code: "SERVICE_UNAVAILABLE", headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  }
  return { code: "INTERNAL" };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, classified: Classified) {
  const status = ERRORS[classified.code].status;
  // Internal details never leave the server: 5xx bodies carry the registry's message only.
  const message = status >= 500 ? ERRORS[classified.code].message : classified.message;
  if (classified.headers) reply.headers(classified.headers);
  reply.status(status);
  if (wantsJson(request)) {
    return reply
      .type("application/json; charset=utf-8")
      .send(
        errorBody(
          classified.code,
          message,
          status >= 500 ? undefined : classified.details,
          status >= 500 ? undefined : classified.fieldErrors,
        ),
      );
  }
  return reply
    .type("text/html; charset=utf-8")
    .send(renderErrorPage(status, message ?? ERRORS[classified.code].message));
}

/**
 * Fastify's `frameworkErrors`: errors met before any route runs (a path that cannot be decoded)
 * answered like every other, instead of with Fastify's own body.
 */
export function frameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: (error as Partial<FastifyError>).code }, "client error");
  return sendError(request, reply, classifyError(error));
}

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  HPE_HEADER_OVERFLOW: "HEADERS_TOO_LARGE",
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused or gave up on (malformed,
 * headers too large, a body that never finished arriving), answered on the bare socket with the
 * registry's JSON, then closed.
 */
export function clientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = CLIENT_ERRORS[error.code ?? ""] ?? "BAD_REQUEST";
  const status = ERRORS[code].status;
  const body = JSON.stringify(errorBody(code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const classified = classifyError(error);
    if (classified.code === "SERVICE_UNAVAILABLE") {
      // Expected while the database restarts: one line per request, not a stack each.
      const { message, code } = error as Partial<FastifyError>;
      request.log.warn({ err: { message, code } }, "database unavailable");
    } else if (ERRORS[classified.code].status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: classified.code }, "client error");
    }
    return sendError(request, reply, classified);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { code: "NOT_FOUND" }));
});
