import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";

// The post-signup offers (spec 2.2 and 4): configured addresses reach the browser in the
// sign-up answer, never in a sign-in's, and the pages may frame their origins and no others.

const OFFER_URL = "https://offers.example/welcome?src=openzen";
const IMS_OFFER_URL = "https://second.example/ims";
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  [t, bare] = await Promise.all([createTestApp({ OFFER_URL, IMS_OFFER_URL }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
});

async function signUp(app: TestApp, email: string) {
  const { token, cookie } = await csrfPair(app.app);
  return app.app.inject({
    method: "POST",
    url: "/users/sign-up",
    headers: { "x-csrf-token": token, cookie, accept: "application/json" },
    payload: { user: { email, password: "correct horse battery" } },
  });
}

describe("the post-signup offers", () => {
  it("come in the sign-up answer from configuration", async () => {
    const res = await signUp(t, "offers@example.com");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offerUrl: OFFER_URL, imsOfferUrl: IMS_OFFER_URL });
  });

  it("are null without configuration: no modal", async () => {
    const res = await signUp(bare, "no-offers@example.com");
    expect(res.json()).toMatchObject({ offerUrl: null, imsOfferUrl: null });
  });

  it("are not in a sign-in's answer", async () => {
    const { token, cookie } = await csrfPair(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/users/sign-in",
      headers: { "x-csrf-token": token, cookie, accept: "application/json" },
      payload: { user: { email: "offers@example.com", password: "correct horse battery", remember_me: "1" } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offerUrl: null, imsOfferUrl: null });
  });

  it("let the pages frame the offers' origins only", async () => {
    const page = await t.app.inject({ method: "GET", url: "/privacy-policy" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-src 'self' https://offers.example https://second.example");
    const none = await bare.app.inject({ method: "GET", url: "/privacy-policy" });
    expect(String(none.headers["content-security-policy"])).not.toContain("frame-src");
  });
});
