import type { ZodType } from "zod";
import { MESSAGES } from "../../domain/auth/messages";

// The one way the browser calls the JSON API and the account routes (spec section 7): JSON,
// same-origin credentials, the anti-forgery token on every non-GET call and refreshed from
// every answer, a 204 read as an empty body, and failures mapped as spec section 8 says.
// Every answer read is parsed by the schema of the contract the server answers by (decision
// 067). Each API resource has one typed client module beside its feature (features/<f>/api/*.ts)
// built on this file; components never call fetch themselves.

export const UNKNOWN_API_ERROR = "Unknown error has occured!";

/** Spec 8 reads an answer the page cannot read as a timeout. */
export const UNREADABLE_ANSWER_MESSAGE = MESSAGES.requestTimedOut;

/** The stable code of an answer that is not what its contract says. */
export const UNREADABLE_ANSWER = "unreadable_answer";

/**
 * A contract's schema, or a loader of it: a loaded schema brings zod with the first answer
 * instead of with the page's first load (decision 041).
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** A loader of one schema of a contract module loaded on first use. */
export function schemaOf<M, T>(load: () => Promise<M>, pick: (contract: M) => ZodType<T>): () => Promise<ZodType<T>> {
  return async () => pick(await load());
}

/** Where the current anti-forgery token lives (tests pass their own). */
export interface TokenStore {
  get(): string;
  set(token: string): void;
}

/** The token cookie the server sets (`__Host-` prefixed over https); the page carries no token. */
const TOKEN_COOKIE = /(?:^|;\s*)(?:__Host-)?oz_csrf_token=([^;]*)/;

let lastToken = "";

/**
 * The cookie first: it follows a sign-in in another tab, which makes a new secret. The token
 * from the last answer's header when the cookie is not there to read.
 */
export const cookieTokenStore: TokenStore = {
  get: () => {
    const found = TOKEN_COOKIE.exec(document.cookie);
    return found ? decodeURIComponent(found[1]!) : lastToken;
  },
  set: (token) => {
    lastToken = token;
  },
};

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
  /** The browser's HTTP cache mode (fetch's `cache`); its default when absent. */
  cache?: RequestCache;
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
  const tokens = request.tokens ?? cookieTokenStore;
  const headers = new Headers({ accept: "application/json" });
  if (request.json !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET") headers.set("x-csrf-token", tokens.get());
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    signal: request.signal,
    cache: request.cache,
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

/**
 * A call whose success is its JSON body parsed by the contract's schema (null for a 204). Any
 * non-2xx answer throws ApiError; so does an answer the schema refuses (code unreadable_answer).
 */
export async function apiCall<T>(url: string, schema: AnswerSchema<T>, request: ApiRequest = {}): Promise<T | null> {
  const answer = await send(url, request);
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
  if (answer.status === 204 || !answer.text) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new ApiError(UNREADABLE_ANSWER_MESSAGE, answer.status, UNREADABLE_ANSWER, answer.text);
  }
  const contract = typeof schema === "function" ? await schema() : schema;
  const parsed = contract.safeParse(body);
  if (!parsed.success) throw new ApiError(UNREADABLE_ANSWER_MESSAGE, answer.status, UNREADABLE_ANSWER, body);
  return parsed.data;
}

/** A call that must answer a body: an empty answer is unreadable too. */
export async function apiRead<T>(url: string, schema: AnswerSchema<T>, request: ApiRequest = {}): Promise<T> {
  const answer = await apiCall(url, schema, request);
  if (answer === null) throw new ApiError(UNREADABLE_ANSWER_MESSAGE, 204, UNREADABLE_ANSWER, null);
  return answer;
}

/** A change whose answer the page does not read (a 204, or an echo it has no use for). */
export async function apiSend(url: string, request: ApiRequest = {}): Promise<void> {
  const answer = await send(url, request);
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
}
