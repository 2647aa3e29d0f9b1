import { beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import type { TestApp } from "../../../../test/support/app";
import { sessionAnswer, uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { MESSAGES } from "../../../domain/auth/messages";
import { REDIRECT_COOKIE } from "../../../domain/auth/constants";
import { POST_SIGNUP_PATH } from "../../../domain/paths";

describe("POST /users/sign-in", () => {
  const app = useMailingApp();
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = app.t;
    email = uniqueEmail("member");
    const res = await new Agent(t.app).json("POST", "/users/sign-up", { user: { email, password: "right-pass" } });
    expect(res.statusCode).toBe(200);
    const user = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto("watchlists").values({ user_id: user.id, name: "Dividends", position: 0 }).execute();
  });

  it("signs in with a browser-session cookie and answers the user and watchlists (sign-up's first one and theirs)", async () => {
    const agent = new Agent(t.app);
    const res = await agent.json("POST", "/users/sign-in", {
      user: { email: email.toUpperCase(), password: "right-pass" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sessionAnswer(email, ["My Watchlist", "Dividends"]));
    const cookie = res.cookies.find((c) => c.name === "oz_session") as
      { maxAge?: number; expires?: Date; httpOnly?: boolean } | undefined;
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it("keeps the session two weeks with remember me", async () => {
    const res = await new Agent(t.app).json("POST", "/users/sign-in", {
      user: { email, password: "right-pass", remember_me: "1" },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "oz_session") as { maxAge?: number } | undefined;
    expect(cookie?.maxAge).toBe(14 * 24 * 3600);
  });

  it("rotates the session: the session from before sign-in is revoked", async () => {
    const agent = new Agent(t.app);
    await agent.json("POST", "/users/sign-in", { user: { email, password: "right-pass" } });
    const before = agent.cookie("oz_session")!;
    await agent.json("POST", "/users/sign-in", { user: { email, password: "right-pass" } });
    const after = agent.cookie("oz_session")!;
    expect(after).not.toBe(before);
    const old = new Agent(t.app);
    old.setCookie("oz_session", before);
    expect((await old.get("/")).body).not.toContain(email);
  });

  it("answers the same 401 for an unknown address and a wrong password", async () => {
    const wrong = await new Agent(t.app).json("POST", "/users/sign-in", { user: { email, password: "wrong-pass" } });
    const unknown = await new Agent(t.app).json("POST", "/users/sign-in", {
      user: { email: uniqueEmail("ghost"), password: "wrong-pass" },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password." } });
      expect(res.cookies.find((c) => c.name === "oz_session")).toBeUndefined();
    }
  });

  it("answers field errors with the spec's messages", async () => {
    const res = await new Agent(t.app).json("POST", "/users/sign-in", {
      user: { email: "", password: "x".repeat(129) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: "SIGN_IN_INVALID", message: MESSAGES.signInFailed },
      errors: { email: [MESSAGES.inputRequired], password: [MESSAGES.passwordTooLong] },
    });
  });

  it("as JSON (the dialog), names the redirect-after-login cookie's path in Location as it spends the cookie", async () => {
    const agent = new Agent(t.app);
    agent.setCookie(REDIRECT_COOKIE, encodeURIComponent("/users/settings"));
    const res = await agent.json("POST", "/users/sign-in", { user: { email, password: "right-pass" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBe("/users/settings");
    expect(agent.cookie(REDIRECT_COOKIE)).toBeUndefined();
  });

  it("as a form, goes where the redirect-after-login cookie says, and only to a local path", async () => {
    const agent = new Agent(t.app);
    agent.setCookie(REDIRECT_COOKIE, encodeURIComponent("/stock-ideas/dividends?x=1"));
    const res = await agent.form("/users/sign-in", {
      "user[email]": email,
      "user[password]": "right-pass",
      "user[remember_me]": "1",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/stock-ideas/dividends?x=1");
    expect(agent.cookie(REDIRECT_COOKIE)).toBeUndefined();

    const evil = new Agent(t.app);
    evil.setCookie(REDIRECT_COOKIE, encodeURIComponent("//evil.example/"));
    const res2 = await evil.form("/users/sign-in", { "user[email]": email, "user[password]": "right-pass" });
    expect(res2.headers.location).toBe(POST_SIGNUP_PATH);

    const failed = await new Agent(t.app).form("/users/sign-in", {
      "user[email]": email,
      "user[password]": "wrong-pass",
    });
    expect(failed.headers.location).toBe("/users/sign-in?error=INVALID_CREDENTIALS");
  });

  it("limits attempts per client address", async () => {
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await agent.json("POST", "/users/sign-in", { user: {} })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("describes the account routes in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/users/sign-in",
        "/users/sign-up",
        "/users/password",
        "/users/confirmation",
        "/users/settings/password",
        "/users/auth/google",
      ]),
    );
    expect(doc.paths["/users/sign-in"].post.responses["422"]).toBeDefined();
  });

  it("signs out: DELETE /users/sign-out ends the session", async () => {
    const agent = new Agent(t.app);
    await agent.json("POST", "/users/sign-in", { user: { email, password: "right-pass" } });
    const token = agent.cookie("oz_session")!;
    const res = await agent.json("DELETE", "/users/sign-out");
    expect(res.statusCode).toBe(204);
    const replay = new Agent(t.app);
    replay.setCookie("oz_session", token);
    expect((await replay.get("/")).body).not.toContain(email);
  });

  it("signs out a JSON client that sends Content-Type: application/json with an empty body", async () => {
    const agent = new Agent(t.app);
    await agent.json("POST", "/users/sign-in", { user: { email, password: "right-pass" } });
    expect((await agent.get("/")).body).toContain(email);
    const res = await agent.json("DELETE", "/users/sign-out", "");
    expect(res.statusCode, res.body).toBe(204);
    expect((await agent.get("/")).body).not.toContain(email);
  });

  it("answers account calls with Cache-Control: no-store", async () => {
    const agent = new Agent(t.app);
    const signUp = await agent.json("POST", "/users/sign-up", {
      user: { email: uniqueEmail("private"), password: "right-pass" },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers["cache-control"]).toBe("no-store");
    const settings = await agent.get("/users/settings");
    expect(settings.statusCode).toBe(200);
    expect(settings.headers["cache-control"]).toBe("no-store");
  });
});
