import { MESSAGES, unknownErrorMessage } from "../../../domain/auth/messages";
import { authResultSchema, type AuthResult } from "../../../domain/contracts/auth";
import type { FieldErrors } from "../../../domain/auth/validation";
import { paths, withQuery } from "../../../domain/paths";
import { UTM_PARAMETERS } from "../../../domain/auth/constants";
import { csrfToken, rememberCsrfToken } from "../../lib/api-fetch";

// The dialogs' calls (spec section 7) and how their failures read (spec section 8): field
// errors per field, otherwise the server's message or the form's default; a body that cannot
// be read is a timeout; anything else is the unknown error.

export type Submitted<T> = { ok: true; data: T; location: string | null } | { ok: false; status: number; message: string; fieldErrors: FieldErrors };

interface Options {
  method: "POST" | "PUT";
  json: unknown;
  defaultMessage: string;
}

async function submit(url: string, { method, json, defaultMessage }: Options): Promise<Submitted<unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json", "x-csrf-token": csrfToken() },
      body: JSON.stringify(json),
    });
  } catch {
    return { ok: false, status: 0, message: unknownErrorMessage(), fieldErrors: {} };
  }
  const fresh = response.headers.get("x-csrf-token");
  if (fresh) rememberCsrfToken(fresh);
  let body: unknown = null;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch {
    return { ok: false, status: response.status, message: MESSAGES.requestTimedOut, fieldErrors: {} };
  }
  if (response.ok) return { ok: true, data: body, location: response.headers.get("location") };
  if (response.status >= 400 && response.status < 500) {
    const b = (body ?? {}) as { error?: { message?: string } | string; errors?: FieldErrors };
    const message = typeof b.error === "string" ? b.error : (b.error?.message ?? defaultMessage);
    return { ok: false, status: response.status, message, fieldErrors: b.errors ?? {} };
  }
  return { ok: false, status: response.status, message: unknownErrorMessage(), fieldErrors: {} };
}

function asAuthResult(result: Submitted<unknown>): Submitted<AuthResult> {
  if (!result.ok) return result;
  const parsed = authResultSchema.safeParse(result.data);
  return parsed.success ? { ...result, data: parsed.data } : { ok: false, status: 200, message: MESSAGES.requestTimedOut, fieldErrors: {} };
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

export async function signUpCall(email: string, password: string, context: string | null, search: string) {
  return asAuthResult(
    await submit(withQuery(paths.signUp(), utmQuery(search)), {
      method: "POST",
      json: { user: { email, password }, ...(context ? { context } : {}) },
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
