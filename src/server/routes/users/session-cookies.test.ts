import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { createTestApp, type TestApp } from "../../../../test/support/app";

// Over https the session and anti-forgery cookies carry the __Host- prefix, and
// the anti-forgery secret is renewed at sign-in.

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((c: string) => c.startsWith(`${name}=`));
}

describe("session and anti-forgery cookies over https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://openzen.test" });
  });
  afterAll(() => t.close());

  it("are __Host- cookies: Secure, Path=/, no Domain", async () => {
    const agent = new Agent(t.app);
    const page = await agent.get("/");
    const csrf = setCookie(page, "__Host-oz_csrf");
    expect(csrf).toBeDefined();
    expect(setCookie(page, "oz_csrf")).toBeUndefined();

    const email = uniqueEmail("https");
    const res = await agent.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } });
    expect(res.statusCode).toBe(200);
    const session = setCookie(res, "__Host-oz_session");
    expect(session).toBeDefined();
    expect(setCookie(res, "oz_session")).toBeUndefined();
    for (const cookie of [csrf!, session!]) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    // The prefixed cookie is the one that signs in, and signs out.
    expect((await agent.get("/")).body).toContain(email);
    expect((await agent.json("DELETE", "/users/sign-out")).statusCode).toBe(204);
    expect((await agent.get("/")).body).not.toContain(email);
  });
});

describe("the anti-forgery secret at sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is renewed: the token from before sign-in no longer works, the one handed out with the answer does", async () => {
    const email = uniqueEmail("rotate");
    expect(
      (await new Agent(t.app).json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode,
    ).toBe(200);

    const agent = new Agent(t.app);
    const before = await agent.get("/");
    const oldToken = String(before.headers["x-csrf-token"]);
    const oldSecret = agent.cookie("oz_csrf");
    const signIn = await agent.json("POST", "/users/sign-in", { user: { email, password: "secret-pass" } });
    expect(signIn.statusCode).toBe(200);
    expect(agent.cookie("oz_csrf")).toBeDefined();
    expect(agent.cookie("oz_csrf")).not.toBe(oldSecret);
    expect(signIn.headers["x-csrf-token"]).not.toBe(oldToken);

    const withOldToken = await t.app.inject({
      method: "POST",
      url: "/api/screener/saved",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-csrf-token": oldToken,
        cookie: `oz_session=${agent.cookie("oz_session")}; oz_csrf=${agent.cookie("oz_csrf")}`,
      },
      payload: JSON.stringify({ name: "Cheap", f: { pe: "0,15" } }),
    });
    expect(withOldToken.statusCode).toBe(403);
    expect(withOldToken.json().error.code).toBe("CSRF_TOKEN_INVALID");
    const withNewToken = await agent.json("POST", "/api/screener/saved", { name: "Cheap", f: { pe: "0,15" } });
    expect(withNewToken.statusCode).toBe(201);
  });
});
