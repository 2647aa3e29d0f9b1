import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";
import { ConfigError, loadConfig } from "../../config";
import { referringPage } from "./affiliates.routes";

// /go/{slug} against a configured table: a known slug redirects to its partner and logs the
// click; anything else is 404 and logs nothing; the table itself refuses foreign addresses.

const LINKS = {
  broker: "https://broker.example/open?ref=openzen",
  "data-partner": "https://data.example/trial",
};
/** The site's own address in tests (no PUBLIC_URL): a referring page there is kept as its path. */
const SITE = loadConfig({ NODE_ENV: "test" }).publicUrl;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    AFFILIATE_LINKS: JSON.stringify(LINKS),
    AFFILIATE_HOSTS: "broker.example,data.example",
  });
});
afterAll(async () => {
  await t?.close();
});

const clicks = () =>
  t.database.db
    .selectFrom("affiliate_clicks")
    .select(["slug", "referring_page", "user_id", "clicked_at"])
    .orderBy("id")
    .execute();

describe("GET /go/{slug}", () => {
  it("redirects a guest to the partner's address and logs the click with the page it came from", async () => {
    const before = new Date();
    const res = await t.app.inject({
      method: "GET",
      url: "/go/broker",
      headers: { referer: `${SITE}/stocks/us/nyse/abc?x=1` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(LINKS.broker);
    expect(res.headers["cache-control"]).toBe("no-store");
    const [click] = await clicks();
    expect(click).toMatchObject({ slug: "broker", referring_page: "/stocks/us/nyse/abc", user_id: null });
    expect(click!.clicked_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("logs the signed-in member's id", async () => {
    const user = await insertSignedInUser(t.database.db);
    const res = await t.app.inject({ method: "GET", url: "/go/data-partner", headers: { cookie: user.cookie } });
    expect(res.headers.location).toBe(LINKS["data-partner"]);
    const last = (await clicks()).at(-1)!;
    expect(last).toMatchObject({ slug: "data-partner", referring_page: null });
    expect(Number(last.user_id)).toBe(user.userId);
  });

  it.each([
    "/go/unknown",
    "/go/BROKER",
    "/go/broker%2F..%2F",
    "/go/https%3A%2F%2Fevil.example",
    "/go/__proto__",
    "/go/constructor",
    "/go/broker?to=https://evil.example",
  ])("never sends anyone elsewhere: %s", async (url) => {
    const before = (await clicks()).length;
    const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    if (url.startsWith("/go/broker?")) {
      // The query changes nothing: the table's address, not the request's.
      expect(res.headers.location).toBe(LINKS.broker);
      return;
    }
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain("evil.example");
    expect((await clicks()).length).toBe(before);
  });

  it("answers an unknown slug's API caller with the registry's code", async () => {
    const res = await t.app.inject({ method: "GET", url: "/go/nope", headers: { accept: "application/json" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});

describe("the affiliate table's configuration", () => {
  it("refuses to start with an address off the allow-list or not https", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        AFFILIATE_LINKS: '{"x":"https://evil.example/"}',
        AFFILIATE_HOSTS: "broker.example",
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        AFFILIATE_LINKS: '{"x":"http://broker.example/"}',
        AFFILIATE_HOSTS: "broker.example",
      }),
    ).toThrow(/https/);
    expect(loadConfig({ NODE_ENV: "test" }).affiliateLinks.size).toBe(0);
  });
});

describe("referringPage", () => {
  it("keeps this site's path and another site's origin only", () => {
    expect(referringPage("https://openzen.example/market-map?period=1w#x", "https://openzen.example")).toBe(
      "/market-map",
    );
    expect(referringPage("https://news.example/story/123?utm=1", "https://openzen.example")).toBe(
      "https://news.example",
    );
    expect(referringPage("not a url", "https://openzen.example")).toBeNull();
    expect(referringPage("data:text/html,hi", "https://openzen.example")).toBeNull();
    expect(referringPage(undefined, "https://openzen.example")).toBeNull();
  });
});
