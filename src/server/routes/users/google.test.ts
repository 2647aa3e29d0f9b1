import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { startOidcProvider, type LocalOidcProvider } from "../../../../test/support/oidc-provider";
import { startSmtpCapture, type SmtpCapture } from "../../../../test/support/smtp-capture";
import { POST_SIGNUP_PATH } from "../../../domain/paths";

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
  let smtp: SmtpCapture;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/users/auth/google/callback`] });
    smtp = await startSmtpCapture();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    await smtp.close();
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
    expect(done.headers.location).toBe(`${POST_SIGNUP_PATH}?campaign=spring-24&resume_checkout=1`);
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
    // A new member starts with one empty watchlist, however they signed up.
    const watchlists = await t.database.db
      .selectFrom("watchlists")
      .select("name")
      .where("user_id", "=", row.id)
      .execute();
    expect(watchlists).toEqual([{ name: "My Watchlist" }]);
  });

  it("opened as a page, offers the dialogs' start of Google sign-in with the address's campaign", async () => {
    provider.nextUser = { sub: "g-page", email: "page.google@example.com", email_verified: true };
    const agent = new Agent(t.app);
    const page = await agent.get("/users/auth/google?campaign=autumn-26");
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("This section is coming soon.");
    const action = /<form action="([^"]+)" method="post"/.exec(page.body)?.[1]?.replace(/&amp;/g, "&");
    expect(action).toBe("/users/auth/google?campaign=autumn-26");
    expect(page.body).toContain("Continue with Google");
    // The button posts that form: the round trip signs the visitor in.
    const done = await signInWithGoogle(agent, action!.slice("/users/auth/google".length));
    expect(done.headers.location).toBe(`${POST_SIGNUP_PATH}?campaign=autumn-26`);
  });

  const signInWithPassword = (email: string, password: string) =>
    new Agent(t.app).json("POST", "/users/sign-in", { user: { email, password } });

  it("links a confirmed account with the same verified address, keeps its password and tells the owner", async () => {
    const email = "existing.user@example.com";
    const owner = new Agent(t.app);
    expect((await owner.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode).toBe(
      200,
    );
    const confirmation = await smtp.nextMailTo(email);
    const link = new URL(/https?:\/\/\S+confirmation_token=\S+/.exec(confirmation.text)![0]);
    expect((await owner.get(`${link.pathname}${link.search}`)).headers.location).toContain("confirmed=1");

    provider.nextUser = { sub: "g-existing", email, email_verified: true };
    const agent = new Agent(t.app);
    const done = await signInWithGoogle(agent);
    expect(done.headers.location).toBe(POST_SIGNUP_PATH);
    const row = await t.database.db
      .selectFrom("users")
      .select(["google_subject", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.google_subject).toBe("g-existing");
    expect(row.confirmed_at).toBeInstanceOf(Date);
    // The owner's own password and session stay: the address was theirs already.
    expect((await owner.get("/")).body).toContain(email);
    expect((await signInWithPassword(email, "secret-pass")).statusCode).toBe(200);
    const notice = await smtp.nextMailTo(email);
    expect(notice.subject).toBe("Google sign-in was added to your OpenZen account");
    expect(notice.text).toContain("http://openzen.test/users/password/new");
    expect(notice.text).not.toContain("we removed it");
  });

  it("takes an unconfirmed password account back from whoever registered the address (pre-hijacking)", async () => {
    const email = "victim@example.com";
    // The squatter registers the victim's address with a password and stays signed in.
    const squatter = new Agent(t.app);
    expect(
      (await squatter.json("POST", "/users/sign-up", { user: { email, password: "squatter-pass" } })).statusCode,
    ).toBe(200);
    await smtp.nextMailTo(email); // the confirmation link, which the squatter never sees
    expect((await squatter.get("/")).body).toContain(email);
    // A reset the squatter asked for earlier must not outlive the take-over either.
    expect((await squatter.json("POST", "/users/password", { user: { email } })).statusCode).toBe(200);
    const reset = await smtp.nextMailTo(email);
    const resetToken = new URL(/https?:\/\/\S+reset_password_token=\S+/.exec(reset.text)![0]).searchParams.get(
      "reset_password_token",
    );

    provider.nextUser = { sub: "g-victim", email, email_verified: true };
    const owner = new Agent(t.app);
    const done = await signInWithGoogle(owner);
    expect(done.headers.location).toBe(POST_SIGNUP_PATH);
    expect((await owner.get("/")).body).toContain(email);

    // The squatter's session, password and pending link no longer work.
    expect((await squatter.get("/")).body).not.toContain(email);
    const retry = await signInWithPassword(email, "squatter-pass");
    expect(retry.statusCode).toBe(401);
    const set = await new Agent(t.app).json("PUT", "/users/password", {
      user: { reset_password_token: resetToken, password: "taken-over", password_confirmation: "taken-over" },
    });
    expect(set.statusCode).toBe(422);
    const row = await t.database.db
      .selectFrom("users")
      .select(["password_hash", "google_subject", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, google_subject: "g-victim" });
    expect(row.confirmed_at).toBeInstanceOf(Date);

    const notice = await smtp.nextMailTo(email);
    expect(notice.subject).toBe("Google sign-in was added to your OpenZen account");
    expect(notice.text).toContain("we removed it and signed out every session");
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
