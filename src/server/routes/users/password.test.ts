import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { linkIn } from "../../../../test/support/smtp-capture";
import { uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { MESSAGES } from "../../../domain/auth/messages";
import { POST_SIGNUP_PATH } from "../../../domain/paths";

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("reset_password_token")!;
}

describe("password reset", () => {
  const env = useMailingApp();

  async function signUp(email: string) {
    const agent = new Agent(env.t.app);
    expect((await agent.json("POST", "/users/sign-up", { user: { email, password: "old-pass" } })).statusCode).toBe(
      200,
    );
    await env.smtp.nextMailTo(email); // the confirmation
    return agent;
  }

  it("mails a link, sets the password with it once, confirms the address and ends the other sessions", async () => {
    const email = uniqueEmail("reset");
    const other = await signUp(email);

    const requester = new Agent(env.t.app);
    const res = await requester.json("POST", "/users/password", { user: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email });
    const mail = await env.smtp.nextMailTo(email);
    expect(mail.subject).toBe("Reset your OpenZen password");
    expect(mail.html).toContain("Choose a new password");
    const link = linkIn(mail, "http://openzen.test/?reset_password_token=");
    expect(link.endsWith("#set-password")).toBe(true);

    const set = await requester.json("PUT", "/users/password", {
      user: { reset_password_token: tokenOf(link), password: "new-pass", password_confirmation: "new-pass" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.headers.location).toBe(POST_SIGNUP_PATH);
    expect((await requester.get("/")).body).toContain(email);
    expect((await other.get("/")).body).not.toContain(email);

    const user = await env.t.database.db
      .selectFrom("users")
      .select("confirmed_at")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.confirmed_at).toBeInstanceOf(Date);

    expect(
      (await new Agent(env.t.app).json("POST", "/users/sign-in", { user: { email, password: "old-pass" } })).statusCode,
    ).toBe(401);
    expect(
      (await new Agent(env.t.app).json("POST", "/users/sign-in", { user: { email, password: "new-pass" } })).statusCode,
    ).toBe(200);

    const reuse = await new Agent(env.t.app).json("PUT", "/users/password", {
      user: { reset_password_token: tokenOf(link), password: "third-pass", password_confirmation: "third-pass" },
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({
      error: { code: "RESET_TOKEN_INVALID", message: MESSAGES.setPasswordFailed },
      errors: { reset_password_token: [MESSAGES.tokenInvalid] },
    });
  });

  it("answers an unknown address exactly like a known one, and mails nothing", async () => {
    const ghost = uniqueEmail("ghost");
    const res = await new Agent(env.t.app).json("POST", "/users/password", { user: { email: ghost } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: ghost });
    await expect(env.smtp.nextMailTo(ghost, 500)).rejects.toThrow(/no mail/);
  });

  it("refuses an expired token", async () => {
    const email = uniqueEmail("late");
    await signUp(email);
    await new Agent(env.t.app).json("POST", "/users/password", { user: { email } });
    const token = tokenOf(linkIn(await env.smtp.nextMailTo(email), "http://openzen.test/"));
    await env.t.database.db
      .updateTable("user_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "reset_password")
      .execute();
    const res = await new Agent(env.t.app).json("PUT", "/users/password", {
      user: { reset_password_token: token, password: "new-pass", password_confirmation: "new-pass" },
    });
    expect(res.json().error.code).toBe("RESET_TOKEN_INVALID");
  });

  it("validates the new password with the spec's messages", async () => {
    const res = await new Agent(env.t.app).json("PUT", "/users/password", {
      user: { password: "abcdef", password_confirmation: "abcdeg" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: "SET_PASSWORD_INVALID", message: MESSAGES.setPasswordFailed },
      errors: {
        reset_password_token: [MESSAGES.resetTokenMissing],
        password: [MESSAGES.passwordsDoNotMatch],
        password_confirmation: [MESSAGES.passwordsDoNotMatch],
      },
    });
    const empty = await new Agent(env.t.app).json("POST", "/users/password", { user: { email: "" } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: [MESSAGES.inputRequired] });
  });

  it("as a form, redirects to the sent notice", async () => {
    const res = await new Agent(env.t.app).form("/users/password", { "user[email]": uniqueEmail("form") });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/users/password/new?sent=1");
  });

  it("limits reset requests per address with 429", async () => {
    const email = uniqueEmail("flood");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await new Agent(env.t.app).json("POST", "/users/password", { user: { email } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("confirmation mail again", () => {
  const env = useMailingApp();

  it("sends a fresh link to a signed-in unconfirmed user; the older link stops working", async () => {
    const email = uniqueEmail("resend");
    const agent = new Agent(env.t.app);
    await agent.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } });
    const first = linkIn(await env.smtp.nextMailTo(email), "http://openzen.test/users/confirmation");
    const res = await agent.json("POST", "/users/confirmation", {});
    expect(res.statusCode).toBe(200);
    const second = linkIn(await env.smtp.nextMailTo(email), "http://openzen.test/users/confirmation");
    expect(second).not.toBe(first);
    expect((await agent.get(first.replace("http://openzen.test", ""))).headers.location).toContain(
      "error=CONFIRMATION_TOKEN_INVALID",
    );
    expect((await agent.get(second.replace("http://openzen.test", ""))).headers.location).toBe(
      "/users/confirmation/new?confirmed=1",
    );
  });

  it("answers a guest the same whether or not the address exists", async () => {
    const res = await new Agent(env.t.app).json("POST", "/users/confirmation", {
      user: { email: uniqueEmail("nobody") },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
