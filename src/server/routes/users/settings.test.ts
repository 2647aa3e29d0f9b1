import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { linkIn } from "../../../../test/support/smtp-capture";
import { uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { MESSAGES } from "../../../domain/auth/messages";

describe("/users/settings", () => {
  const env = useMailingApp();

  async function member(password = "secret-pass") {
    const email = uniqueEmail("settings");
    const agent = new Agent(env.t.app);
    expect((await agent.json("POST", "/users/sign-up", { user: { email, password } })).statusCode).toBe(200);
    await env.smtp.nextMailTo(email);
    return { agent, email };
  }

  it("sends a guest to sign in, to come back afterwards", async () => {
    const res = await new Agent(env.t.app).get("/users/settings");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/users/sign-in");
    const cookie = String(res.headers["set-cookie"]).match(/oz_redirect_after_login=([^;]*)/)?.[1];
    expect(decodeURIComponent(cookie ?? "")).toBe("/users/settings");
  });

  it("needs a signed-in user", async () => {
    const res = await new Agent(env.t.app).json("POST", "/users/settings/preferences", {
      user: { newsletter_opt_in: "0" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("SIGN_IN_REQUIRED");
  });

  it("changes the address only once the new one is confirmed", async () => {
    const { agent, email } = await member();
    const wrong = await agent.json("POST", "/users/settings/email", {
      user: { email: uniqueEmail("new"), current_password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: "PASSWORD_INCORRECT" },
      errors: { current_password: [MESSAGES.currentPasswordIncorrect] },
    });

    const next = uniqueEmail("new");
    const res = await agent.json("POST", "/users/settings/email", {
      user: { email: next, current_password: "secret-pass" },
    });
    expect(res.statusCode).toBe(200);
    const page = await agent.get("/users/settings");
    expect(page.body).toContain(next);
    expect(
      (await env.t.database.db.selectFrom("users").select("email").where("email", "=", email).executeTakeFirst())
        ?.email,
    ).toBe(email);

    const link = linkIn(await env.smtp.nextMailTo(next), "http://openzen.test/users/confirmation");
    expect((await agent.get(link.replace("http://openzen.test", ""))).headers.location).toBe(
      "/users/confirmation/new?confirmed=1",
    );
    expect(
      await env.t.database.db.selectFrom("users").select("email").where("email", "=", next).executeTakeFirst(),
    ).toEqual({ email: next });
  });

  it("changes the password and ends the other sessions, keeping this one", async () => {
    const { agent, email } = await member();
    const other = new Agent(env.t.app);
    await other.json("POST", "/users/sign-in", { user: { email, password: "secret-pass" } });
    const res = await agent.json("POST", "/users/settings/password", {
      user: { current_password: "secret-pass", password: "better-pass", password_confirmation: "better-pass" },
    });
    expect(res.statusCode).toBe(200);
    expect((await agent.get("/")).body).toContain(email);
    expect((await other.get("/")).body).not.toContain(email);
    expect(
      (await new Agent(env.t.app).json("POST", "/users/sign-in", { user: { email, password: "better-pass" } }))
        .statusCode,
    ).toBe(200);
  });

  it("saves email preferences from a plain form", async () => {
    const { agent, email } = await member();
    const res = await agent.form("/users/settings/preferences", { "user[newsletter_opt_in]": "0" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/users/settings?saved=preferences");
    const row = await env.t.database.db
      .selectFrom("users")
      .select("newsletter_opt_in")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.newsletter_opt_in).toBe(false);
  });

  it("deletes the account with its personal data and signs out", async () => {
    const { agent, email } = await member();
    const user = await env.t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await env.t.database.db.insertInto("watchlists").values({ user_id: user.id, name: "Mine" }).execute();
    const refused = await agent.json("POST", "/users/settings/delete", { user: { current_password: "wrong-pass" } });
    expect(refused.statusCode).toBe(422);
    const res = await agent.json("POST", "/users/settings/delete", { user: { current_password: "secret-pass" } });
    expect(res.statusCode).toBe(200);
    expect(agent.cookie("oz_session")).toBeUndefined();
    for (const table of ["users", "sessions", "watchlists", "user_tokens"] as const) {
      const column = table === "users" ? "id" : "user_id";
      const rows = await env.t.database.db.selectFrom(table).select(column).where(column, "=", user.id).execute();
      expect(rows, table).toEqual([]);
    }
  });
});
