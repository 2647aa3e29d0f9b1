import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath, pathOf } from "../request-kind";
import { acceptJsonBodies } from "./json-body";
import { inlineScriptHashes } from "./inline-script-hashes";
import { CSRF_HEADER, csrfCookieName, csrfTokenCookieName, setTokenCookie } from "../accounts/anti-forgery";

declare module "fastify" {
  interface FastifyInstance {
    /** The content security policy of a page: its own inline scripts allowed by their hashes. */
    pageSecurityPolicy(html: string): string;
  }
  interface FastifyContextConfig {
    /** Plain infrastructure routes (health checks, static files): no session, no anti-forgery token. */
    bare?: boolean;
  }
}

/**
 * A form post a browser says it sent from one of our own pages: Fetch Metadata
 * (`Sec-Fetch-Site: same-origin`), or, from a browser without it, an `Origin` naming this host.
 * Such a post needs no token (forms work without JavaScript, and the page carries none); any
 * other form post must carry the token as before.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "null") return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The content security policy the pages run under: scripts only from our origin or inline ones
 * whose hashes the page's answer lists (React Router's hydration scripts), no plugins, no
 * framing. Styles allow inline attributes because the UI primitives position popovers with them.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  upgradeInsecure: boolean,
  formActionOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
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
    // Written by hand below so that a page's policy carries its inline scripts' hashes.
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

  app.decorateRequest("csrfToken", undefined);
  const policyWith = (hashes: readonly string[]) =>
    contentSecurityPolicy(hashes, options.secureCookies, options.formActionOrigins, options.frameOrigins);
  app.decorate("pageSecurityPolicy", (html: string) => policyWith(inlineScriptHashes(html)));

  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.bare) {
      // Probes and static files run no scripts: a fixed policy.
      reply.header("content-security-policy", BARE_POLICY);
      return done();
    }
    if (SAFE_METHODS.has(request.method) && isApiPath(pathOf(request.url))) {
      // A JSON read runs no scripts: the fixed policy. Its token is only for a
      // browser that already holds the anti-forgery cookie (every page load sets it); minting
      // a new secret for each cookie-less client (a script, a crawler) costs reads their speed.
      reply.header("content-security-policy", BARE_POLICY);
      if (request.cookies[csrfCookieName(options.secureCookies)]) {
        request.csrfToken = reply.generateCsrf();
        reply.header(CSRF_HEADER, request.csrfToken);
      }
      return done();
    }
    // No inline script allowed until a page's answer lists its own (plugins/pages.ts).
    reply.header("content-security-policy", policyWith([]));

    // Every response carries the current token; the browser sends it back on the next call. A
    // browser new to the site (or whose secret is new) also gets it in the cookie its script reads.
    const hadSecret = request.cookies[csrfCookieName(options.secureCookies)] !== undefined;
    request.csrfToken = reply.generateCsrf();
    reply.header(CSRF_HEADER, request.csrfToken);
    if (!hadSecret || request.cookies[csrfTokenCookieName(options.secureCookies)] === undefined) {
      setTokenCookie(reply, request.csrfToken, options.secureCookies);
    }
    if (SAFE_METHODS.has(request.method)) return done();
    if (isFormPost(request)) {
      // A plain form from one of our pages (SameSite=Lax keeps the session off others' posts).
      if (isSameOriginPost(request)) return done();
      // Any other form post's token is in its body, which is parsed after this hook: check it then.
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
