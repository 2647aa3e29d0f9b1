import http from "node:http";
import type { AddressInfo } from "node:net";
import { computedField, routes } from "./api";
import { seedCatalogue, type ProviderCatalogue } from "./catalogue";
import { API_VERSION, Engine, forgetOldest } from "./engine";
import { ProviderError } from "./errors";
import { parseForm, type FormObject } from "./form-body";
import {
  showAuthenticationPage,
  showPayPage,
  submitAuthenticationPage,
  submitPayPage,
  type PageAnswer,
} from "./hosted-page";
import { escapeHtml, page } from "./html";
import { newId } from "./ids";
import { expand, expandPaths } from "./listing";
import { showPortalPage, submitPortalPage } from "./portal";
import { Store, type StoredResponse } from "./store";
import { WebhookQueue } from "./webhooks";

// A small HTTP server speaking the part of Stripe's API OpenZen uses, with hosted payment and
// billing portal pages and signed webhooks: the "offline Stripe" (docs/decisions/020).
// It imports nothing from the rest of src: it plays a third party.

export type { ProviderCatalogue };

export interface CheckoutProviderOptions {
  /** 0 = any free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** API calls must carry `Authorization: Bearer <secretKey>`, else 401 as in Stripe. */
  secretKey: string;
  /** Where events are POSTed, signed with `secret`. */
  webhook: { url: string; secret: string } | null;
  /** Seeded at every start (the server's plan catalogue). */
  catalogue: ProviderCatalogue;
  /** JSON persistence so customers survive restarts; memory only when absent. */
  stateFile?: string;
  /** Base of hosted page URLs (default http://host:port). */
  publicUrl?: string;
  log?: (message: string) => void;
}

export interface CheckoutProvider {
  url: string;
  /** Resolves when every queued webhook is delivered (or given up after its retries). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new ProviderError(413, "invalid_request_error", "Request body too large."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** A decoded id from the path; an undecodable one names nothing here (404). */
function pathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ProviderError(404, "invalid_request_error", "Unrecognized request URL.");
  }
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    "content-type": "application/json",
    "request-id": newId("req"),
    "stripe-version": API_VERSION,
    "cache-control": "no-cache, no-store",
  });
  response.end(text);
}

function sendPage(response: http.ServerResponse, answer: PageAnswer): void {
  if ("redirect" in answer) {
    response.writeHead(303, { location: answer.redirect, "cache-control": "no-store" });
    response.end();
    return;
  }
  response.writeHead(answer.status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'",
    "referrer-policy": "no-referrer",
  });
  response.end(answer.html);
}

function authorized(request: http.IncomingMessage, secretKey: string): ProviderError | null {
  const header = request.headers.authorization ?? "";
  if (!header)
    return new ProviderError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  const [scheme, value = ""] = header.split(" ");
  const key = scheme?.toLowerCase() === "basic" ? Buffer.from(value, "base64").toString("utf8").split(":")[0] : value;
  if (scheme?.toLowerCase() !== "bearer" && scheme?.toLowerCase() !== "basic")
    return new ProviderError(401, "invalid_request_error", "Invalid API Key provided.");
  if (key !== secretKey)
    return new ProviderError(
      401,
      "invalid_request_error",
      `Invalid API Key provided: ${(key ?? "").slice(0, 8)}${"*".repeat(8)}`,
      "api_key_invalid",
    );
  return null;
}

/** Keeps the answers of the last keyed requests (Stripe keeps them 24 hours), oldest dropped first. */
const KEPT_ANSWERS = 1000;

function rememberAnswer(engine: Engine, key: string, answer: StoredResponse): void {
  engine.state.idempotency[key] = answer;
  forgetOldest(engine.state.idempotency, KEPT_ANSWERS);
}

async function handleApi(
  engine: Engine,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: URL,
  secretKey: string,
): Promise<void> {
  const denied = authorized(request, secretKey);
  if (denied) return sendJson(response, denied.status, denied.toJSON());
  const method = request.method ?? "GET";
  const rawBody = method === "GET" ? "" : await readBody(request);
  const idempotencyKey = method === "POST" ? request.headers["idempotency-key"] : undefined;
  const fingerprint = `${method} ${url.pathname} ${rawBody}`;
  if (typeof idempotencyKey === "string") {
    const stored = engine.state.idempotency[idempotencyKey];
    if (stored) {
      if (stored.request !== fingerprint)
        return sendJson(
          response,
          400,
          new ProviderError(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '" +
              idempotencyKey +
              "' if you meant to execute a different request.",
          ).toJSON(),
        );
      response.setHeader("idempotent-replayed", "true");
      return sendJson(response, stored.status, stored.body);
    }
  }
  let status = 200;
  let body: unknown;
  try {
    const query = url.search.length > 1 ? url.search.slice(1) : "";
    const form: FormObject = { ...parseForm(query), ...parseForm(rawBody) };
    const match = routes
      .map((candidate) => ({ candidate, found: candidate.pattern.exec(url.pathname) }))
      .find(({ candidate, found }) => found && candidate.method === method);
    if (!match?.found)
      throw new ProviderError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    const params = match.found.slice(1).map(pathPart);
    const result = match.candidate.handler(engine, params, form, url.pathname);
    body = expand(engine, result, expandPaths(form), (object, field) => computedField(engine, object, field));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    status = error.status;
    body = error.toJSON();
  }
  if (method !== "GET") {
    if (typeof idempotencyKey === "string")
      rememberAnswer(engine, idempotencyKey, { request: fingerprint, status, body });
    engine.save();
  }
  sendJson(response, status, body);
}

async function handlePage(engine: Engine, request: http.IncomingMessage, url: URL): Promise<PageAnswer | null> {
  const method = request.method ?? "GET";
  const pay = /^\/c\/pay\/([^/]+)(\/authenticate)?$/.exec(url.pathname);
  const portal = /^\/p\/session\/([^/]+)$/.exec(url.pathname);
  if (!pay && !portal) return null;
  const form = method === "POST" ? parseForm(await readBody(request)) : {};
  const id = pathPart((pay ?? portal)?.[1] ?? "");
  let answer: PageAnswer;
  if (portal) answer = method === "POST" ? submitPortalPage(engine, id, form) : showPortalPage(engine, id);
  else if (pay?.[2])
    answer = method === "POST" ? submitAuthenticationPage(engine, id, form) : showAuthenticationPage(engine, id);
  else answer = method === "POST" ? submitPayPage(engine, id, form) : showPayPage(engine, id);
  engine.save();
  return answer;
}

export async function startCheckoutProvider(options: CheckoutProviderOptions): Promise<CheckoutProvider> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? (() => undefined);
  const webhooks = new WebhookQueue(options.webhook, log);
  const store = new Store(options.stateFile);
  let engine: Engine | null = null;

  const server = http.createServer((request, response) => {
    const current = engine;
    if (!current) return sendJson(response, 503, new ProviderError(503, "api_error", "Starting.").toJSON());
    const url = new URL(request.url ?? "/", "http://provider.local");
    const work = url.pathname.startsWith("/v1/")
      ? handleApi(current, request, response, url, options.secretKey)
      : handlePage(current, request, url).then((answer) =>
          sendPage(response, answer ?? { status: 404, html: page("Not found", "<h1>Not found</h1>") }),
        );
    work.catch((error: unknown) => {
      if (error instanceof ProviderError) {
        if (url.pathname.startsWith("/v1/")) return sendJson(response, error.status, error.toJSON());
        return sendPage(response, {
          status: error.status,
          html: page("Not found", `<h1>${escapeHtml(error.message)}</h1>`),
        });
      }
      log(`provider error on ${request.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent)
        sendJson(
          response,
          500,
          new ProviderError(500, "api_error", "An error occurred with our connection to Stripe.").toJSON(),
        );
      else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  engine = new Engine(
    store,
    (options.publicUrl ?? url).replace(/\/$/, ""),
    options.secretKey,
    (event) => webhooks.push(event),
    options.webhook ? 1 : 0,
  );
  seedCatalogue(engine, options.catalogue);
  engine.save();
  log(`checkout provider listening on ${url}`);

  return {
    url,
    idle: () => webhooks.idle(),
    close: async () => {
      await webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
