// Every call from the browser goes through here (spec section 7): JSON, same-origin
// credentials, the anti-forgery token on non-GET calls, the token refreshed from each
// response, and a 204 read as an empty body.

const CSRF_META = 'meta[name="csrf-token"]';

export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>(CSRF_META)?.content ?? "";
}

export function rememberCsrfToken(token: string) {
  const meta = document.querySelector<HTMLMetaElement>(CSRF_META);
  if (meta) meta.content = token;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = status ? `Error ${status}` : "Error";
  }
}

export interface ApiRequest extends Omit<RequestInit, "body"> {
  json?: unknown;
}

export async function apiFetch<T = unknown>(url: string, request: ApiRequest = {}): Promise<T | null> {
  const { json, ...init } = request;
  const method = (init.method ?? "GET").toUpperCase();
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (json !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET" && method !== "HEAD") headers.set("x-csrf-token", csrfToken());

  const response = await fetch(url, {
    ...init,
    method,
    headers,
    credentials: "same-origin",
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const fresh = response.headers.get("x-csrf-token");
  if (fresh) rememberCsrfToken(fresh);

  if (response.status === 204) return null;
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } | string } | null)?.error;
    const message = typeof error === "string" ? error : (error?.message ?? response.statusText ?? "Unknown error has occured!");
    throw new ApiError(message, response.status, typeof error === "object" ? error?.code : undefined, body);
  }
  return body as T;
}
