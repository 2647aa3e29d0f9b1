// The one way the browser calls the JSON API and the account routes (spec section 7): JSON,
// same-origin credentials, the anti-forgery token on every non-GET call and refreshed from
// every answer, a 204 read as an empty body, and failures mapped as spec section 8 says.
// Each API resource has one typed client module beside its feature (features/<f>/api/*.ts)
// built on this file; components never call fetch themselves.

const CSRF_META = 'meta[name="csrf-token"]';
export const UNKNOWN_API_ERROR = "Unknown error has occured!";

/** Where the current anti-forgery token lives: the page's meta tag (tests pass their own). */
export interface TokenStore {
  get(): string;
  set(token: string): void;
}

export const metaTokenStore: TokenStore = {
  get: () => document.querySelector<HTMLMetaElement>(CSRF_META)?.content ?? "",
  set: (token) => {
    const meta = document.querySelector<HTMLMetaElement>(CSRF_META);
    if (meta) meta.content = token;
  },
};

/** The current anti-forgery token, for plain HTML forms that post it as `_csrf`. */
export function csrfToken(): string {
  return metaTokenStore.get();
}

/** A failed call: the server's message (or the status text), its status, code and body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    // Spec 8: "the server error or status text with name 'Error {status}'".
    this.name = status ? `Error ${status}` : "Error";
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
  tokens?: TokenStore;
}

/** What came back, before anyone decides whether it is a failure. */
export interface RawAnswer {
  status: number;
  statusText: string;
  /** The body as text; null when it could not be read (spec 8 calls that a timeout). */
  text: string | null;
  location: string | null;
}

/** Sends one call and reads its answer; network failures throw (a TypeError, or the abort). */
export async function send(url: string, request: ApiRequest = {}): Promise<RawAnswer> {
  const method = request.method ?? "GET";
  const tokens = request.tokens ?? metaTokenStore;
  const headers = new Headers({ accept: "application/json" });
  if (request.json !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET") headers.set("x-csrf-token", tokens.get());
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    signal: request.signal,
    body: request.json === undefined ? undefined : JSON.stringify(request.json),
  });
  const fresh = response.headers.get("x-csrf-token");
  if (fresh) tokens.set(fresh);
  let text: string | null = null;
  if (response.status !== 204) {
    try {
      text = await response.text();
    } catch {
      text = null;
    }
  }
  return { status: response.status, statusText: response.statusText, text, location: response.headers.get("location") };
}

function parseBody(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec 8: the body's error (a string or `{ message }`), else the status text, else the fallback. */
export function errorFrom(answer: RawAnswer): ApiError {
  const body = parseBody(answer.text);
  const error = (typeof body === "object" && body !== null ? body : {}) as {
    error?: { code?: unknown; message?: unknown } | string;
  };
  const e = error.error;
  const message =
    typeof e === "string" && e
      ? e
      : typeof e === "object" && typeof e.message === "string" && e.message
        ? e.message
        : answer.statusText || UNKNOWN_API_ERROR;
  const code = typeof e === "object" && typeof e.code === "string" ? e.code : undefined;
  return new ApiError(message, answer.status, code, body);
}

/** A call whose success is its JSON body (null for a 204); any non-2xx answer throws ApiError. */
export async function apiCall<T>(url: string, request: ApiRequest = {}): Promise<T | null> {
  const answer = await send(url, request);
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
  return parseBody(answer.text) as T | null;
}
