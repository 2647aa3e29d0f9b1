import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { csrfPair } from "../../../../test/support/app";
import { linkIn } from "../../../../test/support/smtp-capture";
import { sessionAnswer, uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { MESSAGES } from "../../../domain/auth/messages";
import { POST_SIGNUP_PATH } from "../../../domain/paths";

describe("POST /users/sign-up", () => {
  const env = useMailingApp();
  /** The member's row as sign-up wrote it. */
  const userByEmail = (email: string) =>
    env.t.database.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("creates the user with the utm parameters and context, signs in and mails a confirmation link", async () => {
    const agent = new Agent(env.t.app);
    const email = uniqueEmail("new");
    const res = await agent.json(
      "POST",
      "/users/sign-up?utm_source=newsletter&utm_campaign=spring&utm_medium=&other=x",
      {
        user: { email, password: "secret-pass" },
        context: "watchlist",
      },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // A new member starts with one empty watchlist.
    expect(body).toEqual(sessionAnswer(email, ["My Watchlist"]));
    const row = await env.t.database.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", body.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      utm_source: "newsletter",
      utm_campaign: "spring",
      utm_medium: null,
      signup_context: "watchlist",
      confirmed_at: null,
      // No newsletter unless asked for.
      newsletter_opt_in: false,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const session = res.cookies.find((c) => c.name === "oz_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const mail = await env.smtp.nextMailTo(email);
    expect(mail.subject).toBe("Confirm your OpenZen email address");
    expect(mail.html).toContain("Confirm my email");
    const link = linkIn(mail, "http://openzen.test/users/confirmation?confirmation_token=");

    // Following the link confirms the address, once.
    const confirm = await agent.get(link.replace("http://openzen.test", ""));
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe("/users/confirmation/new?confirmed=1");
    const confirmed = await env.t.database.db
      .selectFrom("users")
      .select("confirmed_at")
      .where("id", "=", body.user.id)
      .executeTakeFirstOrThrow();
    expect(confirmed.confirmed_at).toBeInstanceOf(Date);
    const again = await agent.get(link.replace("http://openzen.test", ""));
    expect(again.headers.location).toBe("/users/confirmation/new?error=CONFIRMATION_TOKEN_INVALID");

    // The page now knows the user.
    const page = await agent.get("/");
    expect(page.body).toContain(email);
  });

  it("creates one account for repeated POSTs with the same Idempotency-Key", async () => {
    const email = uniqueEmail("retry");
    const { token, cookie } = await csrfPair(env.t.app);
    const post = () =>
      env.t.app.inject({
        method: "POST",
        url: "/users/sign-up",
        remoteAddress: "10.77.0.9",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          "x-csrf-token": token,
          "idempotency-key": "signup-4d1e",
          cookie,
        },
        payload: JSON.stringify({ user: { email, password: "secret-pass" } }),
      });
    const first = await post();
    const retry = await post();
    expect(first.statusCode).toBe(200);
    // Not 'Email has already been taken': the retry is answered with the first result.
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await env.t.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    await env.smtp.nextMailTo(email);
    await expect(env.smtp.nextMailTo(email, 300)).rejects.toThrow(/no mail/);
  });

  it("answers field errors with the spec's messages", async () => {
    const agent = new Agent(env.t.app);
    const res = await agent.json("POST", "/users/sign-up", { user: { email: "nope", password: "123" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: "SIGN_UP_INVALID", message: "Failed to sign up!" },
      errors: { email: [MESSAGES.invalidEmail], password: [MESSAGES.passwordTooShort] },
    });
  });

  it("refuses a taken address whatever its case", async () => {
    const email = uniqueEmail("taken");
    expect(
      (await new Agent(env.t.app).json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } }))
        .statusCode,
    ).toBe(200);
    const res = await new Agent(env.t.app).json("POST", "/users/sign-up", {
      user: { email: email.toUpperCase(), password: "other-pass" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: "EMAIL_TAKEN", message: "Failed to sign up!" },
      errors: { email: ["has already been taken"] },
    });
  });

  it("takes an email-capture sign-up without signing in, and answers the same for a known address", async () => {
    const email = uniqueEmail("optin");
    const first = await new Agent(env.t.app).json("POST", "/users/sign-up", {
      user: { email, optinmonster_campaign_id: "spring-24" },
    });
    const second = await new Agent(env.t.app).json("POST", "/users/sign-up", {
      user: { email, optinmonster_campaign_id: "spring-24" },
    });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: { email, id: null, cioId: null, cioUnsubscribed: false },
        watchlists: [],
        offerUrl: null,
        imsOfferUrl: null,
      });
      expect(res.cookies.find((c) => c.name === "oz_session")).toBeUndefined();
    }
    const row = await userByEmail(email);
    expect(row).toMatchObject({
      optinmonster_campaign_id: "spring-24",
      password_hash: null,
      signup_context: "optin-monster",
      // The email-capture tool is itself a newsletter sign-up.
      newsletter_opt_in: true,
    });
    const mail = await env.smtp.nextMailTo(email);
    expect(mail.subject).toBe("Welcome to OpenZen: choose your password");
    expect(linkIn(mail, "http://openzen.test/?reset_password_token=")).toMatch(/#set-password$/);
  });

  it("signs an address up from the newsletter page's form with its campaign, mails the opt-in link and lands on the thank-you page", async () => {
    const agent = new Agent(env.t.app);
    const page = await agent.get("/users/optin?campaign=spring-24&utm_source=newsletter");
    expect(page.statusCode).toBe(200);
    const form = /<form [^>]*data-testid="optin-form" action="([^"]+)"/.exec(page.body);
    expect(form?.[1]).toBe("/users/sign-up?utm_source=newsletter");
    const campaign = /name="user\[optinmonster_campaign_id\]" value="([^"]*)"/.exec(page.body)?.[1];
    expect(campaign).toBe("spring-24");

    const email = uniqueEmail("optin-form");
    const res = await agent.form(form![1]!.replaceAll("&amp;", "&"), {
      "user[email]": email,
      "user[optinmonster_campaign_id]": campaign!,
    });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/newsletter-thank-you"]);
    expect(res.cookies.find((c) => c.name === "oz_session")).toBeUndefined();
    const row = await userByEmail(email);
    expect(row).toMatchObject({
      optinmonster_campaign_id: "spring-24",
      newsletter_opt_in: true,
      password_hash: null,
      utm_source: "newsletter",
    });
    // Double opt-in: the address is confirmed from the mail's link, not by the form.
    expect(row.confirmed_at).toBeNull();
    const mail = await env.smtp.nextMailTo(email);
    expect(linkIn(mail, "http://openzen.test/?reset_password_token=")).toMatch(/#set-password$/);
    const thanks = await agent.get("/newsletter-thank-you");
    expect(thanks.statusCode).toBe(200);
  });

  it("subscribes to the newsletter only when the box is ticked (JSON or form)", async () => {
    const optInOf = async (email: string) =>
      (
        await env.t.database.db
          .selectFrom("users")
          .select("newsletter_opt_in")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).newsletter_opt_in;
    const cases: [Record<string, unknown>, boolean][] = [
      [{}, false],
      [{ newsletter_opt_in: true }, true],
      [{ newsletter_opt_in: "1" }, true],
      [{ newsletter_opt_in: false }, false],
      [{ newsletter_opt_in: "0" }, false],
      [{ newsletter_opt_in: "yes please" }, false],
    ];
    for (const [extra, expected] of cases) {
      const email = uniqueEmail("news");
      const res = await new Agent(env.t.app).json("POST", "/users/sign-up", {
        user: { email, password: "secret-pass", ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(await optInOf(email), JSON.stringify(extra)).toBe(expected);
    }
    // The no-JavaScript form: an unticked box sends nothing, a ticked one '1'.
    const unticked = uniqueEmail("news-form");
    await new Agent(env.t.app).form("/users/sign-up", { "user[email]": unticked, "user[password]": "secret-pass" });
    expect(await optInOf(unticked)).toBe(false);
    const ticked = uniqueEmail("news-form");
    await new Agent(env.t.app).form("/users/sign-up", {
      "user[email]": ticked,
      "user[password]": "secret-pass",
      "user[newsletter_opt_in]": "1",
    });
    expect(await optInOf(ticked)).toBe(true);
  });

  it("works as a plain form: 303 to the post-signup page, or back with the error", async () => {
    const agent = new Agent(env.t.app);
    const ok = await agent.form("/users/sign-up", {
      "user[email]": uniqueEmail("form"),
      "user[password]": "secret-pass",
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(POST_SIGNUP_PATH);
    expect(agent.cookie("oz_session")).toBeDefined();

    const bad = await new Agent(env.t.app).form("/users/sign-up", {
      "user[email]": "",
      "user[password]": "secret-pass",
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/users/sign-up?error=SIGN_UP_INVALID&e_email=inputRequired");
  });

  it("refuses a form post without the anti-forgery token", async () => {
    const res = await env.t.app.inject({
      method: "POST",
      url: "/users/sign-up",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "user[email]=a@b.co&user[password]=secret-pass",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
  });

  it("limits sign-ups per client address with 429", async () => {
    const agent = new Agent(env.t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await agent.json("POST", "/users/sign-up", { user: { email: "bad" } })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    const limited = await agent.json("POST", "/users/sign-up", { user: { email: "bad" } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: "AUTH_RATE_LIMITED",
      message: "Too many attempts. Please wait a while and try again.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
