import { MESSAGES, unknownErrorMessage } from "../../../../domain/auth/messages";
import type { AuthResult } from "../../../../domain/contracts/auth";
import type { FieldErrors } from "../../../../domain/auth/validation";
import { paths, withQuery } from "../../../../domain/paths";
import { UTM_PARAMETERS } from "../../../../domain/auth/constants";
import { ApiError, apiSend, send, type RawAnswer } from "../../../lib/api-client";

// The dialogs' calls (spec section 7) and how their failures read (spec section 8): field
// errors per field, otherwise the server's message or the form's default; a body that cannot
// be read is a timeout; anything else is the unknown error.

export type Submitted<T> =
  | { ok: true; data: T; location: string | null }
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors };

interface Options {
  method: "POST" | "PUT";
  json: unknown;
  defaultMessage: string;
}

async function submit(url: string, { method, json, defaultMessage }: Options): Promise<Submitted<unknown>> {
  let answer: RawAnswer;
  try {
    answer = await send(url, { method, json });
  } catch {
    return { ok: false, status: 0, message: unknownErrorMessage(), fieldErrors: {} };
  }
  return interpretAnswer(answer.status, answer.text, answer.location, defaultMessage);
}

/**
 * Spec 8, as a pure function of what came back: field errors and the server's message (or the
 * form's default) on a 4xx; a body that cannot be read is a timeout; any other failure is the
 * unknown error.
 */
export function interpretAnswer(
  status: number,
  text: string | null,
  location: string | null,
  defaultMessage: string,
): Submitted<unknown> {
  let body: unknown = null;
  if (status !== 204) {
    try {
      body = JSON.parse(text ?? "");
    } catch {
      return { ok: false, status, message: MESSAGES.requestTimedOut, fieldErrors: {} };
    }
  }
  if (status >= 200 && status < 300) return { ok: true, data: body, location };
  if (status >= 400 && status < 500) {
    const b = (typeof body === "object" && body !== null ? body : {}) as {
      error?: { message?: unknown } | string;
      errors?: unknown;
    };
    const serverMessage =
      typeof b.error === "string" ? b.error : typeof b.error?.message === "string" ? b.error.message : undefined;
    return { ok: false, status, message: serverMessage ?? defaultMessage, fieldErrors: asFieldErrors(b.errors) };
  }
  return { ok: false, status, message: unknownErrorMessage(), fieldErrors: {} };
}

function asFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return errors;
}

async function asAuthResult(result: Submitted<unknown>): Promise<Submitted<AuthResult>> {
  if (!result.ok) return result;
  // The contract (and zod with it) loads with the first answer, not with every page (decision 041).
  const { authResultSchema } = await import("../../../../domain/contracts/auth");
  const parsed = authResultSchema.safeParse(result.data);
  return parsed.success
    ? { ...result, data: parsed.data }
    : { ok: false, status: 200, message: MESSAGES.requestTimedOut, fieldErrors: {} };
}

export async function signInCall(email: string, password: string, rememberMe: boolean) {
  return asAuthResult(
    await submit(paths.signIn(), {
      method: "POST",
      json: { user: { email, password, ...(rememberMe ? { remember_me: "1" } : {}) } },
      defaultMessage: MESSAGES.signInFailed,
    }),
  );
}

/** Spec 5: sign-up attaches the non-null utm parameters of the page address. */
export function utmQuery(search: string): Record<string, string | undefined> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(UTM_PARAMETERS.map((p) => [p, params.get(p) || undefined]));
}

export async function signUpCall(
  email: string,
  password: string,
  newsletterOptIn: boolean,
  context: string | null,
  search: string,
) {
  return asAuthResult(
    await submit(withQuery(paths.signUp(), utmQuery(search)), {
      method: "POST",
      json: { user: { email, password, newsletter_opt_in: newsletterOptIn }, ...(context ? { context } : {}) },
      defaultMessage: MESSAGES.signUpFailed,
    }),
  );
}

export async function recoverPasswordCall(email: string) {
  return submit(paths.password(), { method: "POST", json: { user: { email } }, defaultMessage: unknownErrorMessage() });
}

export async function setPasswordCall(token: string, password: string, confirmation: string) {
  return submit(paths.password(), {
    method: "PUT",
    json: { user: { reset_password_token: token, password, password_confirmation: confirmation } },
    defaultMessage: MESSAGES.setPasswordFailed,
  });
}

export const SIGN_OUT_REFUSED = "Could not sign out. Please refresh the page and try again.";

/** DELETE sign-out (spec 7 and 8): 204, or a failure whose message the header shows. */
export async function signOutCall(): Promise<void> {
  try {
    await apiSend(paths.signOut(), { method: "DELETE" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      throw new ApiError(SIGN_OUT_REFUSED, 422, error.code, error.body);
    throw error;
  }
}
