// Errors in Stripe's shape: `{ error: { type, code, message, param } }` with Stripe's statuses,
// so the SDK raises the same StripeError subclasses it raises against the real API.

export type StripeErrorType = "invalid_request_error" | "card_error" | "api_error" | "idempotency_error";

export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    };
  }
}

export function missingResource(kind: string, id: string, param = "id"): ProviderError {
  return new ProviderError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);
}

/** The record's entry for `id`, or Stripe's 404 resource_missing naming the kind and the id. */
export function found<T>(record: Record<string, T>, kind: string, id: string, param = "id"): T {
  const value = record[id];
  if (value === undefined) throw missingResource(kind, id, param);
  return value;
}

export function missingParameter(param: string): ProviderError {
  return new ProviderError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );
}

export function invalidParameter(param: string, message: string): ProviderError {
  return new ProviderError(400, "invalid_request_error", message, "parameter_invalid", param);
}
