import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, signOutCall, type TestApp } from "../../test/support/app";

// Cross-cutting behaviour of every response: errors, anti-forgery, security headers, ids.

describe("the application", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe("errors", () => {
    it("answers an unknown /api route with a JSON 404", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such API endpoint." } });
    });

    it("answers a wrong method on a known route with 405 and an Allow header", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/healthz",
        headers: { "x-csrf-token": token, cookie, accept: "application/json" },
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toContain("GET");
      expect(res.json().error.code).toBe("METHOD_NOT_ALLOWED");
    });

    it("answers a wrong method on /api/docs with 405", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/docs",
        headers: { "x-csrf-token": token, cookie },
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
      expect(res.json().error.code).toBe("METHOD_NOT_ALLOWED");
    });

    it("answers malformed JSON with 400 MALFORMED_JSON, not 500", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/anything",
        headers: { "x-csrf-token": token, cookie, "content-type": "application/json" },
        payload: '{"user": {"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: "MALFORMED_JSON", message: "The request body is not valid JSON." } });
    });

    it("reads an empty JSON body as an empty object (spec 7: every call sends JSON), not as malformed", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/anything",
        headers: { "x-csrf-token": token, cookie, "content-type": "application/json" },
        payload: "",
      });
      // Past the body parser: the path is what is wrong.
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    });

    it("answers an unsupported body type with 415", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/anything",
        headers: { "x-csrf-token": token, cookie, "content-type": "application/x-unknown" },
        payload: "x",
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    });

    it("answers an oversized body with 413", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/anything",
        headers: { "x-csrf-token": token, cookie, "content-type": "application/json" },
        payload: JSON.stringify({ big: "x".repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    });

    it("answers a browser's bad request with an HTML page, not JSON", async () => {
      const res = await t.app.inject({ method: "POST", url: "/privacy-policy", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(403);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<h1>Forbidden</h1>");
    });
  });

  describe("anti-forgery protection", () => {
    it("hands out a token in a header and in a cookie the page's script reads, never in the page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      const token = res.headers["x-csrf-token"];
      expect(typeof token).toBe("string");
      expect(res.body).not.toContain(String(token));
      expect(res.body).not.toContain("csrf-token");
      const secret = res.cookies.find((c) => c.name === "oz_csrf");
      expect(secret?.httpOnly).toBe(true);
      expect(secret?.sameSite).toBe("Lax");
      const readable = res.cookies.find((c) => c.name === "oz_csrf_token");
      expect(readable?.httpOnly).toBeUndefined();
      expect(readable?.sameSite).toBe("Lax");
      // The cookie's token passes a write's check.
      const write = await signOutCall(t.app, { "x-csrf-token": readable!.value, cookie: `oz_csrf=${secret!.value}` });
      expect(write.statusCode).toBe(204);
    });

    it("serves two visitors the same page bytes and policy: no per-visitor token or nonce", async () => {
      const [one, two] = await Promise.all([
        t.app.inject({ method: "GET", url: "/privacy-policy" }),
        t.app.inject({ method: "GET", url: "/privacy-policy" }),
      ]);
      expect(one.statusCode).toBe(200);
      expect(one.body).toBe(two.body);
      expect(one.headers["content-security-policy"]).toBe(two.headers["content-security-policy"]);
      expect(String(one.headers["content-security-policy"])).not.toContain("nonce-");
      expect(String(one.headers["content-security-policy"])).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(one.body).not.toContain("nonce=");
    });

    it("takes a plain form post from our own pages without a token, and refuses one from another site", async () => {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const body = "email=someone%40example.com&password=wrong-password";
      const own = await t.app.inject({
        method: "POST",
        url: "/users/sign-in",
        headers: { ...form, "sec-fetch-site": "same-origin", origin: "http://localhost" },
        payload: body,
      });
      expect(own.statusCode).not.toBe(403);
      const cross = await t.app.inject({
        method: "POST",
        url: "/users/sign-in",
        headers: { ...form, "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
        payload: body,
      });
      expect(cross.statusCode).toBe(403);
      const noMetadata = await t.app.inject({
        method: "POST",
        url: "/users/sign-in",
        headers: { ...form, origin: "https://attacker.example" },
        payload: body,
      });
      expect(noMetadata.statusCode).toBe(403);
    });

    it("refuses a non-GET call without a token: 403 CSRF_TOKEN_INVALID", async () => {
      const res = await signOutCall(t.app, { accept: "application/json" });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
    });

    it("refuses a token that does not belong to the caller's secret", async () => {
      const mine = await csrfPair(t.app);
      const theirs = await csrfPair(t.app);
      const res = await signOutCall(t.app, { "x-csrf-token": theirs.token, cookie: mine.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
    });

    it("accepts a call carrying the token, and hands back a fresh one", async () => {
      const { token, cookie } = await csrfPair(t.app);
      const res = await signOutCall(t.app, { "x-csrf-token": token, cookie });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      const fresh = res.headers["x-csrf-token"];
      expect(typeof fresh).toBe("string");
      const again = await signOutCall(t.app, { "x-csrf-token": fresh as string, cookie });
      expect(again.statusCode).toBe(204);
    });
  });

  describe("anti-forgery tokens on API reads", () => {
    it("refreshes the token of a browser that holds the cookie, and mints none for a client without it", async () => {
      const { cookie } = await csrfPair(t.app);
      const withCookie = await t.app.inject({ method: "GET", url: "/api/companies/search?q=a", headers: { cookie } });
      expect(withCookie.statusCode).toBe(200);
      expect(withCookie.headers["x-csrf-token"]).toEqual(expect.any(String));
      // The refreshed token passes the check of a later write.
      const write = await signOutCall(t.app, { "x-csrf-token": String(withCookie.headers["x-csrf-token"]), cookie });
      expect(write.statusCode).not.toBe(403);
      const bare = await t.app.inject({ method: "GET", url: "/api/companies/search?q=a" });
      expect(bare.statusCode).toBe(200);
      expect(bare.headers["x-csrf-token"]).toBeUndefined();
      expect(bare.cookies.find((c) => c.name === "oz_csrf")).toBeUndefined();
      expect(String(bare.headers["content-security-policy"])).not.toContain("nonce-");
    });
  });

  describe("security headers", () => {
    it("sends a content security policy that allows exactly the page's inline scripts by their hashes", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain("unsafe-inline");
      const allowed = new Set(/script-src ([^;]*)/.exec(csp)![1]!.split(" ").slice(1));
      const inline = [
        ...res.body.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*application\/(?:json|ld\+json))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, text] of inline) {
        expect(allowed).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
      }
      expect(allowed.size).toBe(new Set(inline.map(([, text]) => text)).size);
    });

    it("sends the usual hardening headers", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    });

    it("marks cookies Secure when the site is served over https", async () => {
      const secure = await createTestApp({ PUBLIC_URL: "https://openzen.example" });
      const res = await secure.app.inject({ method: "GET", url: "/" });
      expect(res.cookies.find((c) => c.name === "__Host-oz_csrf")?.secure).toBe(true);
      expect(res.headers["strict-transport-security"]).toBeDefined();
      await secure.close();
    });
  });

  describe("request ids", () => {
    it("gives every response an id", async () => {
      const res = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("gives error answers their id too, from a refused query to an unknown route", async () => {
      for (const url of ["/api/screener/companies?f[nope]=1", "/api/no-such-route", "/no-such-page"]) {
        const res = await t.app.inject({ method: "GET", url, headers: { "x-request-id": "edge-43" } });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.headers["x-request-id"], url).toBe("edge-43");
      }
    });

    it("keeps a sane id from a proxy and replaces an unsafe one", async () => {
      const kept = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "edge-42" } });
      expect(kept.headers["x-request-id"]).toBe("edge-42");
      const replaced = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "<script>" } });
      expect(replaced.headers["x-request-id"]).not.toBe("<script>");
    });
  });

  describe("OpenAPI", () => {
    it("describes the API at /api/docs", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/docs" });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/healthz", "/readyz", "/users/sign-out"]));
      expect(doc.paths["/readyz"].get.responses["503"]).toBeDefined();
      expect(Object.keys(doc.paths)).not.toContain("/*");
    });
  });
});
