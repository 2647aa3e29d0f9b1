import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../test/support/app";
import { useBillingApp } from "../../../test/support/checkout-provider";
import { eventually } from "../../../test/support/eventually";
import { insertSignedInUser } from "../../../test/support/fixtures";
import type { CheckoutResponse } from "../../domain/contracts/billing";
import { api, paths } from "../../domain/paths";

// One address per visitor: with PUBLIC_URL set, other host names are sent there before anything
// is set; without it, return and mail links follow the address used, if it is this machine's own.

const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; details?: unknown } }>().error;

describe("with PUBLIC_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "http://openzen.test" });
  });
  afterAll(async () => t.close());

  it("sends a page opened under another host name to the same path at PUBLIC_URL, setting nothing", async () => {
    for (const host of ["127.0.0.1:3000", "localhost:3000", "OPENZEN.test.evil.example", "openzen.test:8080"]) {
      const res = await t.app.inject({ method: "GET", url: "/stock-screener?t=valuation&p=2", headers: { host } });
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location).toBe("http://openzen.test/stock-screener?t=valuation&p=2");
      expect(res.headers["set-cookie"], host).toBeUndefined();
    }
    const head = await t.app.inject({ method: "HEAD", url: "/plans", headers: { host: "127.0.0.1" } });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("http://openzen.test/plans");
  });

  it("never redirects off the site, whatever the Host header or the path say", async () => {
    const forged = await t.app.inject({
      method: "GET",
      url: "//attacker.example/x",
      headers: { host: "attacker.example" },
    });
    expect(forged.statusCode).toBe(301);
    expect(new URL(forged.headers.location as string).host).toBe("openzen.test");
    const odd = await t.app.inject({ method: "GET", url: "/", headers: { host: "openzen.test/../attacker.example" } });
    expect(odd.statusCode).toBe(301);
    expect(odd.headers.location).toBe("http://openzen.test/");
  });

  it("refuses a form post or API call under another host name with 421 and the address to use", async () => {
    const user = await insertSignedInUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: api.checkout(),
      headers: { host: "127.0.0.1:3000", cookie: user.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode, res.body).toBe(421);
    expect(errorOf(res)).toMatchObject({ code: "MISDIRECTED_REQUEST", details: { publicUrl: "http://openzen.test" } });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers health checks and webhooks under any host name", async () => {
    const health = await t.app.inject({ method: "GET", url: "/healthz", headers: { host: "10.0.0.7:3000" } });
    expect(health.statusCode).toBe(200);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
      payload: "{}",
    });
    expect(hook.statusCode).not.toBe(421);
    expect(hook.statusCode).toBeLessThan(500);
  });

  it("serves its own host name as before", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { host: "openzen.test" } });
    expect(res.statusCode).toBe(200);
    const page = await t.app.inject({ method: "GET", url: "/plans", headers: { host: "openzen.test:80" } });
    expect(page.statusCode).toBe(200);
  });
});

describe("without PUBLIC_URL", () => {
  // PORT 3000 by default; the app is reached at localhost:3000, 127.0.0.1:3000 or [::1]:3000.
  const billing = useBillingApp({ PUBLIC_URL: "" });
  const app = () => billing.t.app;

  async function startCheckoutAt(host: string): Promise<string> {
    const user = await insertSignedInUser(billing.t.database.db);
    const { token, cookie } = await csrfPair(app(), user.cookie);
    const res = await app().inject({
      method: "POST",
      url: api.checkout(),
      headers: { host, cookie, "x-csrf-token": token, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await billing.checkout.stripe.checkout.sessions.retrieve(res.json<CheckoutResponse>().sessionId);
    return session.success_url ?? "";
  }

  it("serves every host name without redirecting", async () => {
    const res = await app().inject({ method: "GET", url: "/plans", headers: { host: "127.0.0.1:3000" } });
    expect(res.statusCode).toBe(200);
  });

  it("brings the payer back to the address they paid from", async () => {
    expect(await startCheckoutAt("127.0.0.1:3000")).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:3000${paths.subscriptionSuccess()}\\?checkout=`),
    );
    expect(await startCheckoutAt("[::1]:3000")).toMatch(/^http:\/\/\[::1\]:3000\//);
    expect(await startCheckoutAt("localhost:3000")).toMatch(/^http:\/\/localhost:3000\//);
  });

  it("ignores a host name that is not this machine's, or another port, for links", async () => {
    expect(await startCheckoutAt("attacker.example:3000")).toMatch(/^http:\/\/localhost:3000\//);
    expect(await startCheckoutAt("127.0.0.1:4000")).toMatch(/^http:\/\/localhost:3000\//);
  });

  it("mails links at the address the person used, never at a forged one", async () => {
    const db = billing.t.database.db;
    const resetLinkAt = async (host: string, ip: string) => {
      const user = await insertSignedInUser(db);
      const { token, cookie } = await csrfPair(app());
      const res = await app().inject({
        method: "POST",
        url: "/users/password",
        remoteAddress: ip,
        headers: {
          host,
          cookie,
          "x-csrf-token": token,
          "content-type": "application/json",
          accept: "application/json",
        },
        payload: JSON.stringify({ user: { email: user.email } }),
      });
      expect(res.statusCode, res.body).toBe(200);
      // The mail goes out after the answer (which takes the same time whether or not the address has an account).
      const mail = () =>
        db.selectFrom("mail_outbox").select("text_body").where("recipient", "=", user.email).executeTakeFirst();
      await eventually(async () => (await mail()) !== undefined, "the reset mail");
      return /(http\S*reset_password_token=\S+)/.exec((await mail())!.text_body)?.[1] ?? "";
    };
    expect(await resetLinkAt("127.0.0.1:3000", "10.9.0.1")).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/\?reset_password_token=/,
    );
    expect(await resetLinkAt("attacker.example", "10.9.0.2")).toMatch(
      /^http:\/\/localhost:3000\/\?reset_password_token=/,
    );
  });
});
