import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../domain/paths";
import type { TestApp } from "../../../test/support/app";
import { pageCacheApp } from "../../../test/support/page-cache-app";
import { insertSignedInUser } from "../../../test/support/fixtures";

// Kept pages and HTTP caching (decision 054), observed as a client sees them: through the app's
// own request handling, with keeping on (tests turn it off by default).

const company = { exchange: "NYSE", ticker: "ABC" };
const COMPANY = paths.company(company);

type Res = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** A page is the same bytes for every visitor of its class: two answers compare as they are. */
function normalized(res: Res): string {
  return res.body;
}

/** What would make a page one visitor's: a nonce on its scripts, an anti-forgery token in it. */
function perRequestParts(html: string): { nonces: number; tokens: number } {
  return { nonces: html.split("nonce=").length - 1, tokens: html.split("csrf").length - 1 };
}

describe("guest page cache", () => {
  let t: TestApp;
  let companyId: number;
  beforeAll(async () => {
    ({ app: t, companyId } = await pageCacheApp());
  });
  afterAll(() => t.close());

  it("gives every guest the same page and policy, with no token or nonce in it", async () => {
    const answers: Res[] = [];
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: "GET", url: COMPANY }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(perRequestParts(res.body)).toEqual({ nonces: 0, tokens: 0 });
      expect(res.body).not.toContain(String(res.headers["x-csrf-token"]));
    }
    // The same bytes and policy, under one validator.
    expect(new Set(answers.map(normalized)).size).toBe(1);
    expect(new Set(answers.map((r) => r.headers["content-security-policy"])).size).toBe(1);
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
  });

  it("keeps a guest's page until the market changes, and never gives it to a signed-in user", async () => {
    const guestBefore = await t.app.inject({ method: "GET", url: COMPANY });
    expect(guestBefore.body).toContain("Abc Industries");
    await t.database.db.updateTable("companies").set({ name: "Abc Renamed" }).where("id", "=", companyId).execute();

    // The guest's page is the kept one; a member never gets it (theirs is their class's, rendered now).
    const guestCached = await t.app.inject({ method: "GET", url: COMPANY });
    expect(guestCached.body).toContain("Abc Industries");
    const { cookie } = await insertSignedInUser(t.database.db);
    const member = await t.app.inject({ method: "GET", url: COMPANY, headers: { cookie } });
    expect(member.body).toContain("Abc Renamed");
    expect(member.headers["cache-control"]).toBe("private, no-cache");
    expect(member.headers.etag).not.toBe(guestCached.headers.etag);

    // A market change (the snapshot reloaded after a pipeline run) starts the cache afresh.
    await t.app.screener.reload();
    const guestAfter = await t.app.inject({ method: "GET", url: COMPANY });
    expect(guestAfter.body).toContain("Abc Renamed");
    expect(guestAfter.headers.etag).not.toBe(guestBefore.headers.etag);
  });

  it("never hands a signed-in user's page to a guest or another user, and keeps Premium values out", async () => {
    const premium = await insertSignedInUser(t.database.db, { premium: true });
    const free = await insertSignedInUser(t.database.db);
    const url = COMPANY;
    // The Premium member asks first: had their page been kept, the guest would get it.
    const premiumPage = await t.app.inject({ method: "GET", url, headers: { cookie: premium.cookie } });
    const freePage = await t.app.inject({ method: "GET", url, headers: { cookie: free.cookie } });
    const guestPage = await t.app.inject({ method: "GET", url });
    const guestAgain = await t.app.inject({ method: "GET", url });
    for (const res of [premiumPage, freePage, guestPage, guestAgain]) expect(res.statusCode).toBe(200);
    const data = async (cookie?: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `${url}.data`,
          headers: cookie ? { cookie } : {},
        })
      ).body;
    // The Premium member's data answer carries their session and the grade; the guest's neither.
    const premiumData = await data(premium.cookie);
    const guestData = await data();
    expect(premiumData).toContain(premium.email);
    expect(guestData).not.toContain(premium.email);
    expect(guestData).not.toContain(free.email);
    expect(premiumData).toMatch(/"grade","B"/);
    expect(guestData).not.toMatch(/"grade","B"/);
    expect(guestPage.body).not.toContain(premium.email);
    expect(guestPage.body).not.toContain(free.email);
    // A free member's page is their class's: their own data comes after hydration (member-pages.test.ts).
    expect(freePage.body).not.toContain(free.email);
    expect(freePage.body).not.toContain(premium.email);
    expect(normalized(guestPage)).toBe(normalized(guestAgain));
    expect(normalized(guestPage)).not.toBe(normalized(premiumPage));
    expect(normalized(guestPage)).not.toBe(normalized(freePage));
  });

  it("gives every guest the same kept data answer (client-side navigation), with no token in it", async () => {
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await t.app.inject({ method: "GET", url: `${COMPANY}.data` }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("csrfToken");
      expect(res.headers["cache-control"]).toMatch(/max-age=60/);
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(answers[0]!.headers.etag).toBe(answers[1]!.headers.etag);
  });

  it("answers HEAD for a kept page with its headers and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: COMPANY });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toBe("");
  });

  it("serves hashed assets precompressed and immutable", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)![0];
    const res = await t.app.inject({ method: "GET", url: asset, headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers hostile addresses without a server error, the same each time", async () => {
    const urls = [
      "//evil.example/stocks",
      "/stocks/us/nyse/abc?x=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      `/stocks/us/nyse/abc?q=${"a".repeat(4000)}`,
      "/no/such/page",
      "/stock-screener?f[nope]=1",
      "/stocks/us/nyse/abc.data?_routes=nope",
    ];
    for (const url of urls) {
      const first = await t.app.inject({ method: "GET", url });
      const second = await t.app.inject({ method: "GET", url });
      expect(first.statusCode, url).toBeLessThan(500);
      expect(second.statusCode, url).toBe(first.statusCode);
      expect(second.body, url).not.toContain("<script>alert(1)");
    }
  });

  it("keys a guest's page on the theme cookie", async () => {
    const dark = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "oz_theme=dark" } });
    const light = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "oz_theme=light" } });
    expect(dark.body).toContain('data-theme="dark"');
    expect(light.body).toContain('data-theme="light"');
  });

  it("answers a matching If-None-Match with 304, without a new policy for the kept page", async () => {
    const first = await t.app.inject({ method: "GET", url: "/" });
    const cookie = ["oz_csrf", "oz_csrf_token"]
      .map((name) => `${name}=${first.cookies.find((c) => c.name === name)!.value}`)
      .join("; ");
    // The first visit sets the anti-forgery cookie: that answer is this browser's alone.
    expect(first.headers["cache-control"]).toBe("private, max-age=60, stale-while-revalidate=600");
    const page = await t.app.inject({ method: "GET", url: "/", headers: { cookie } });
    expect(page.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers.etag).toMatch(/^"[^"]+"$/);
    // A shared answer carries nobody's anti-forgery token: a cache would hand it to the next guest.
    expect(first.headers["x-csrf-token"]).toBeTruthy();
    expect(page.headers["x-csrf-token"]).toBeUndefined();
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie, "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const other = await t.app.inject({ method: "GET", url: "/", headers: { cookie, "if-none-match": 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it("sends a kept page compressed once both ways: brotli to any client taking it, gzip otherwise, the same page", async () => {
    const plain = await t.app.inject({ method: "GET", url: COMPANY });
    const answers = {
      browser: await t.app.inject({
        method: "GET",
        url: COMPANY,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      }),
      brOnly: await t.app.inject({ method: "GET", url: COMPANY, headers: { "accept-encoding": "br" } }),
      gzipOnly: await t.app.inject({ method: "GET", url: COMPANY, headers: { "accept-encoding": "gzip" } }),
    };
    expect(answers.browser.headers["content-encoding"]).toBe("br");
    expect(answers.brOnly.headers["content-encoding"]).toBe("br");
    expect(answers.gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(answers.browser.rawPayload).toString("utf8")).toBe(plain.body);
    expect(answers.brOnly.rawPayload.equals(answers.browser.rawPayload)).toBe(true);
    expect(gunzipSync(answers.gzipOnly.rawPayload).toString("utf8")).toBe(plain.body);
    expect(perRequestParts(plain.body)).toEqual({ nonces: 0, tokens: 0 });
    for (const res of Object.values(answers)) expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // Strong tags, one per encoding; any of them revalidates the page.
    const tags = new Set([plain, ...Object.values(answers)].map((r) => String(r.headers.etag)));
    expect(tags.size).toBe(3);
    const again = await t.app.inject({
      method: "GET",
      url: COMPANY,
      headers: { "accept-encoding": "gzip", "if-none-match": String(answers.brOnly.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("keeps a page per member class: Premium members share theirs, others never get it", async () => {
    const premium = await insertSignedInUser(t.database.db, { premium: true });
    const otherPremium = await insertSignedInUser(t.database.db, { premium: true });
    const free = await insertSignedInUser(t.database.db);
    const get = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/", headers: { cookie, "accept-encoding": "br, gzip" } });
    const [a, b, c] = [await get(premium.cookie), await get(otherPremium.cookie), await get(free.cookie)];
    for (const res of [a, b, c]) {
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.rawPayload.equals(c.rawPayload)).toBe(false);
  });

  it("compresses JSON answers that are not kept, and public API answers carry validators", async () => {
    const { cookie } = await insertSignedInUser(t.database.db, { premium: true });
    const screen = "/api/screener/companies";
    const api = await t.app.inject({ method: "GET", url: screen });
    expect(api.statusCode).toBe(200);
    expect(api.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(api.headers.vary).toMatch(/Cookie/);
    expect(api.headers["last-modified"]).toBeTruthy();
    const again = await t.app.inject({
      method: "GET",
      url: screen,
      headers: { "if-none-match": String(api.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const visit = await t.app.inject({ method: "GET", url: "/" });
    const csrf = visit.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const withCookie = await t.app.inject({ method: "GET", url: screen, headers: { cookie: csrf } });
    // A browser's read refreshes its token: that answer is the browser's alone.
    expect(withCookie.headers["x-csrf-token"]).toBeTruthy();
    expect(withCookie.headers["cache-control"]).toBe("private, max-age=60, stale-while-revalidate=600");
    // A member's screen may hold Premium values: their own, revalidated each time.
    const mine = await t.app.inject({ method: "GET", url: screen, headers: { cookie, "accept-encoding": "br" } });
    expect(mine.headers["cache-control"]).toBe("private, no-cache");
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers["content-encoding"]).toBe("br");
    const minePlain = await t.app.inject({ method: "GET", url: screen, headers: { cookie } });
    expect(minePlain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(mine.rawPayload).toString("utf8")).toBe(minePlain.body);
    // A route's own public policy keeps its lifetime and gains validators.
    const prices = await t.app.inject({ method: "GET", url: `/api/companies/${companyId}/prices` });
    expect(prices.headers["cache-control"]).toBe("public, max-age=600");
    expect(prices.headers.etag).toBeTruthy();
  });
});
