import { randomBytes } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath, pathOf } from "../request-kind";
import { acceptJsonBodies } from "./json-body";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonce that the page's inline scripts carry. */
    cspNonce: string;
    /** The anti-forgery token handed to this response (meta tag and X-CSRF-Token header). */
    csrfToken: string | undefined;
  }
  interface FastifyContextConfig {
    /** Plain infrastructure routes (health checks, static files): no session, no anti-forgery token. */
    bare?: boolean;
  }
}

export const CSRF_HEADER = "x-csrf-token";
export const CSRF_COOKIE = "oz_csrf";

/** `__Host-oz_csrf` over https, for the reasons the session cookie has the prefix (plugins/session.ts). */
export function csrfCookieName(secure: boolean): string {
  return secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE;
}

/**
 * A new anti-forgery secret (cookie) and the token made from it, handed out in this answer's
 * header: called at sign-in, so that tokens from before it stop working.
 */
export function rotateCsrfSecret(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  // Without a secret on the request, the plugin makes a new one and sets its cookie.
  delete request.cookies[csrfCookieName(secure)];
  request.csrfToken = reply.generateCsrf();
  reply.header(CSRF_HEADER, request.csrfToken);
}
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The content security policy the pages run under: scripts only from our origin or carrying
 * this response's nonce (React Router's hydration scripts do), no plugins, no framing.
 * Styles allow inline attributes because the UI primitives position popovers with them.
 */
export function contentSecurityPolicy(
  nonce: string,
  upgradeInsecure: boolean,
  formActionOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Browsers apply form-action to the redirects after a form post too: the Google sign-in
    // form is answered with a redirect to the identity provider, whose origin must be allowed.
    ["form-action 'self'", ...formActionOrigins].join(" "),
    "frame-ancestors 'none'",
  ];
  // The post-signup offer frames: only the configured offers' origins may be framed.
  if (frameOrigins.length) directives.push(["frame-src 'self'", ...frameOrigins].join(" "));
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const formPosts = new WeakSet<FastifyRequest>();

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

const BARE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityOptions {
  secureCookies: boolean;
  /** Other origins a form post may end up at through a redirect (the OpenID provider). */
  formActionOrigins?: string[];
  /** Origins the pages may frame (the configured post-signup offers). */
  frameOrigins?: string[];
}

export default fp(async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  acceptJsonBodies(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Written by hand below so that it carries a per-request nonce.
    contentSecurityPolicy: false,
    // Same-origin pages still see where the visitor came from (checkout returns there).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only makes sense when the site is served over https.
    strictTransportSecurity: options.secureCookies ? undefined : false,
  });
  await app.register(fastifyCsrf, {
    cookieKey: csrfCookieName(options.secureCookies),
    cookieOpts: { path: "/", sameSite: "lax", httpOnly: true, secure: options.secureCookies },
    getToken: (request) => {
      const header = request.headers[CSRF_HEADER];
      if (typeof header === "string") return header;
      // Forms that work without JavaScript carry the token as a hidden field.
      const body = request.body as Record<string, unknown> | null | undefined;
      return typeof body === "object" && body !== null && typeof body._csrf === "string" ? body._csrf : undefined;
    },
  });

  app.decorateRequest("cspNonce", "");
  app.decorateRequest("csrfToken", undefined);

  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.bare) {
      // Probes and static files run no scripts: a fixed policy, no nonce to generate.
      reply.header("content-security-policy", BARE_POLICY);
      return done();
    }
    if (SAFE_METHODS.has(request.method) && isApiPath(pathOf(request.url))) {
      // A JSON read runs no scripts: the fixed policy, no nonce. Its token is only for a
      // browser that already holds the anti-forgery cookie (every page load sets it); minting
      // a new secret for each cookie-less client (a script, a crawler) costs reads their speed.
      reply.header("content-security-policy", BARE_POLICY);
      if (request.cookies[csrfCookieName(options.secureCookies)]) {
        request.csrfToken = reply.generateCsrf();
        reply.header(CSRF_HEADER, request.csrfToken);
      }
      return done();
    }
    request.cspNonce = randomBytes(16).toString("base64");
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(request.cspNonce, options.secureCookies, options.formActionOrigins, options.frameOrigins),
    );

    // Every response carries the current token; the browser sends it back on the next call.
    request.csrfToken = reply.generateCsrf();
    reply.header(CSRF_HEADER, request.csrfToken);
    if (SAFE_METHODS.has(request.method)) return done();
    // A form post's token is in its body, which is parsed after this hook: check it then.
    if (isFormPost(request)) {
      formPosts.add(request);
      return done();
    }
    app.csrfProtection(request, reply, done);
  });

  app.addHook("preHandler", (request, reply, done) => {
    if (!formPosts.has(request)) return done();
    app.csrfProtection(request, reply, done);
  });
});
