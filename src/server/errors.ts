// The one registry of errors a client can see. Codes are stable: clients and tests rely on
// them, so a code is never renamed or reused. Messages are the spec's words where it has them.

export const ERRORS = {
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  VALIDATION_FAILED: { status: 400, message: "Some fields are not valid." },
  MALFORMED_JSON: { status: 400, message: "The request body is not valid JSON." },
  CSRF_TOKEN_INVALID: { status: 403, message: "Your session has expired or the form is out of date. Please refresh the page and try again." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  NOT_FOUND: { status: 404, message: "Not found." },
  COMPANY_NOT_FOUND: { status: 404, message: "There is no company with that id." },
  SCREENER_QUERY_INVALID: { status: 400, message: "The screen is not valid." },
  SCREENER_PREMIUM_REQUIRED: { status: 403, message: "This filter or column needs Premium. Full access requires Premium." },
  SCREENER_PRESET_NOT_FOUND: { status: 404, message: "There is no screen with that name." },
  SAVED_SCREENER_EMPTY: { status: 400, message: "Bad Request" },
  SAVED_SCREENER_SIGN_IN_REQUIRED: { status: 401, message: "Sign in to save screeners." },
  SAVED_SCREENER_NOT_FOUND: { status: 404, message: "There is no saved screener with that id." },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed here." },
  NOT_ACCEPTABLE: { status: 406, message: "The requested representation is not available." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send the request body as application/json." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  SERVICE_UNAVAILABLE: { status: 503, message: "The service is temporarily unavailable. Please try again shortly." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.statusCode = ERRORS[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  return { error: { code, message: message ?? ERRORS[code].message, ...(details === undefined ? {} : { details }) } };
}
