import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
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
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

export function classifyError(error: unknown): Classified {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, details: error.details, headers: error.headers, fieldErrors: error.fieldErrors };
  }
  const e = error as Partial<FastifyError> & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath ?? "").split("/").filter(Boolean)].filter(Boolean).join("."),
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
  return { code: "INTERNAL" };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, classified: Classified) {
  const status = ERRORS[classified.code].status;
  // Internal details never leave the server: 5xx bodies carry the registry's message only.
  const message = status >= 500 ? ERRORS[classified.code].message : classified.message;
  if (classified.headers) reply.headers(classified.headers);
  reply.status(status);
  if (wantsJson(request)) {
    return reply.type("application/json; charset=utf-8").send(errorBody(classified.code, message, status >= 500 ? undefined : classified.details, status >= 500 ? undefined : classified.fieldErrors));
  }
  return reply.type("text/html; charset=utf-8").send(renderErrorPage(status, message ?? ERRORS[classified.code].message));
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const classified = classifyError(error);
    if (ERRORS[classified.code].status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: classified.code }, "client error");
    }
    return sendError(request, reply, classified);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { code: "NOT_FOUND" }));
});
