import { ApiError } from "../../lib/api-client";

// The message shown under the search field when a search fails (spec section 8, "Search"): a
// non-OK answer with a body says its status and the body's text; one without says its status
// text and code.

export const SEARCH_NETWORK_ERROR = "Search is not available right now. Check your connection and try again.";

export function searchErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SEARCH_NETWORK_ERROR;
  const text = bodyText(error.body);
  if (text) return `${error.status} ${text}`;
  return `${error.message || "Error"} (${error.status})`;
}

function bodyText(body: unknown): string | null {
  if (typeof body === "string") return body.trim().slice(0, 200) || null;
  if (body === null || typeof body !== "object") return null;
  // A list of errors is shown as one message (spec section 8).
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    const messages = errors
      .map((e) =>
        typeof e === "string"
          ? e
          : typeof (e as { message?: unknown })?.message === "string"
            ? (e as { message: string }).message
            : null,
      )
      .filter((m): m is string => !!m);
    if (messages.length > 0) return messages.join("; ");
  }
  const error = (body as { error?: unknown }).error;
  if (typeof error === "string" && error) return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" && message ? message : null;
}
