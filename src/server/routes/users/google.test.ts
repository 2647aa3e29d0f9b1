import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { startOidcProvider, type LocalOidcProvider } from "../../../../test/support/oidc-provider";

// Google sign-in end to end against a real OpenID provider (oidc-provider) on a local port:
// the app's redirect, the provider's authorization, the code exchange and the ID token checks.

const PUBLIC_URL = "http://openzen.test";

/** Follows the provider's redirects like a browser until it sends us back to the app. */
async function throughProvider(start: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = start;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(PUBLIC_URL)) return location.slice(PUBLIC_URL.length);
    const res = await fetch(location, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const next = res.headers.get("location");
    if (!next) throw new Error(`provider stopped at ${location} with ${res.status}: ${await res.text()}`);
    location = new URL(next, location).href;
  }
  throw new Error("too many redirects");
}

describe("Google sign-in (OpenID Connect)", () => {
  let t: TestApp;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/users/auth/google/callback`] });
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function signInWithGoogle(agent: Agent, query = "") {
    const start = await agent.form(`/users/auth/google${query}`, {});
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    const callback = await throughProvider(String(start.headers.location));
    expect(callback).toMatch(/^\/users\/auth\/google\/callback\?/);
    return agent.get(callback);
  }

  it("creates a confirmed account and keeps campaign and resume_checkout through the round trip", async () => {
    provider.nextUser = { sub: "g-new", email: "new.google@example.com", email_verified: true };
    const agent = new Agent(t.app);
    const done = await signInWithGoogle(agent, "?campaign=spring-24&resume_checkout=1");
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/?campaign=spring-24&resume_checkout=1");
    const row = await t.database.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "new.google@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      google_subject: "g-new",
      password_hash: null,
      utm_campaign: "spring-24",
      signup_context: "google",
    });
    expect(row.confirmed_at).toBeInstanceOf(Date);
    expect((await agent.get("/")).body).toContain("new.google@example.com");
  });

  it("links an existing account with the same verified address", async () => {
    const email = "existing.user@example.com";
    expect(
      (await new Agent(t.app).json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode,
    ).toBe(200);
    provider.nextUser = { sub: "g-existing", email, email_verified: true };
    const agent = new Agent(t.app);
    const done = await signInWithGoogle(agent);
    expect(done.headers.location).toBe("/");
    const row = await t.database.db
      .selectFrom("users")
      .select(["google_subject", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.google_subject).toBe("g-existing");
    expect(row.confirmed_at).toBeInstanceOf(Date);
  });

  it("refuses an unverified address", async () => {
    provider.nextUser = { sub: "g-unverified", email: "unverified@example.com", email_verified: false };
    const done = await signInWithGoogle(new Agent(t.app));
    expect(done.headers.location).toBe("/users/sign-in?error=GOOGLE_SIGN_IN_FAILED");
    expect(
      await t.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "unverified@example.com")
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("refuses a callback without the flow cookie or with a forged state", async () => {
    const agent = new Agent(t.app);
    const start = await agent.form("/users/auth/google", {});
    const callback = await throughProvider(String(start.headers.location));
    const stranger = new Agent(t.app);
    expect((await stranger.get(callback)).headers.location).toBe("/users/sign-in?error=GOOGLE_SIGN_IN_FAILED");
    const forged = callback.replace(/state=[^&]+/, "state=forged");
    expect((await agent.get(forged)).headers.location).toBe("/users/sign-in?error=GOOGLE_SIGN_IN_FAILED");
  });

  it("needs the anti-forgery token to start", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/users/auth/google",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("Google sign-in, not configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 GOOGLE_SIGN_IN_UNAVAILABLE", async () => {
    const res = await new Agent(t.app).json("POST", "/users/auth/google", {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("GOOGLE_SIGN_IN_UNAVAILABLE");
  });
});
