import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";
import { linkIn } from "../../../../test/support/smtp-capture";
import { uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";
import { AUTH_ERROR_MESSAGES } from "../../../domain/auth/messages";
import { addressKey } from "../../accounts/tokens";

// Guessing passwords slows an address down (a doubling wait, at most 100 failures
// a day) instead of locking it, and the owner gets in from a browser that signed in before or
// after following a mailed link. Waiting is simulated by moving the back-off's clock in the
// database, not by sleeping.

describe("sign-in back-off", () => {
  const env = useMailingApp();

  async function member() {
    const email = uniqueEmail("owner");
    const owner = new Agent(env.t.app);
    expect((await owner.json("POST", "/users/sign-up", { user: { email, password: "owner-pass" } })).statusCode).toBe(
      200,
    );
    await env.smtp.nextMailTo(email);
    return { email, owner };
  }

  /** Each guess from another client address, as a botnet would. */
  const guess = (email: string, password: string) =>
    new Agent(env.t.app).json("POST", "/users/sign-in", { user: { email, password } });

  /** As if the wait were over. */
  const waitOut = (email: string) =>
    env.t.database.db
      .updateTable("sign_in_throttle")
      .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
      .where("key", "=", `address:${addressKey(email)}`)
      .execute();

  it("lets five failures pass, then doubles the wait after each one, answering the spec's message", async () => {
    const { email } = await member();
    for (let i = 0; i < 5; i++) expect((await guess(email, `guess-${i}`)).statusCode).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await guess(email, `more-${i}`)).statusCode).toBe(401);
      const refused = await guess(email, "owner-pass");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: "AUTH_RATE_LIMITED",
        message: AUTH_ERROR_MESSAGES.AUTH_RATE_LIMITED,
      });
      waits.push(String(refused.headers["retry-after"]));
      await waitOut(email);
    }
    expect(waits).toEqual(["1", "2", "4", "8"]);
    // Once the wait is over the right password works, and the address starts afresh.
    expect((await guess(email, "owner-pass")).statusCode).toBe(200);
    expect((await guess(email, "typo-pass")).statusCode).toBe(401);
    expect((await guess(email, "owner-pass")).statusCode).toBe(200);
  });

  it("never locks the owner out: the known device's right password works during strangers' back-off", async () => {
    const { email, owner } = await member();
    // The owner signs in once from this browser: it becomes a known device.
    await owner.json("DELETE", "/users/sign-out");
    expect((await owner.json("POST", "/users/sign-in", { user: { email, password: "owner-pass" } })).statusCode).toBe(
      200,
    );
    await owner.json("DELETE", "/users/sign-out");

    for (let i = 0; i < 12; i++) await guess(email, `guess-${i}`);
    expect((await guess(email, "owner-pass")).statusCode).toBe(429);

    const back = await owner.json("POST", "/users/sign-in", { user: { email, password: "owner-pass" } });
    expect(back.statusCode).toBe(200);
    expect((await owner.get("/")).body).toContain(email);
  });

  it("lets the owner back in after the mailed reset link, from any browser", async () => {
    const { email } = await member();
    for (let i = 0; i < 12; i++) await guess(email, `guess-${i}`);
    const elsewhere = new Agent(env.t.app);
    expect(
      (await elsewhere.json("POST", "/users/sign-in", { user: { email, password: "owner-pass" } })).statusCode,
    ).toBe(429);
    expect((await elsewhere.json("POST", "/users/password", { user: { email } })).statusCode).toBe(200);
    const link = linkIn(await env.smtp.nextMailTo(email), "http://openzen.test/?reset_password_token=");
    const token = new URL(link).searchParams.get("reset_password_token");
    const set = await elsewhere.json("PUT", "/users/password", {
      user: { reset_password_token: token, password: "fresh-pass", password_confirmation: "fresh-pass" },
    });
    expect(set.statusCode).toBe(200);
    await env.smtp.nextMailTo(email); // the "password was reset" notice
    await elsewhere.json("DELETE", "/users/sign-out");
    expect(
      (await elsewhere.json("POST", "/users/sign-in", { user: { email, password: "fresh-pass" } })).statusCode,
    ).toBe(200);
    // And the back-off of the address itself started over.
    expect((await guess(email, "fresh-pass")).statusCode).toBe(200);
  });

  it("allows at most 100 failed attempts per address a day, however long each wait", async () => {
    const { email } = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      statuses.push((await guess(email, `guess-${i}`)).statusCode);
      await waitOut(email);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(statuses[100]).toBe(429);
    const refused = await guess(email, "owner-pass");
    expect(refused.statusCode).toBe(429);
    // Until the day's window ends, not just a short wait.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
  }, 60_000);

  it("treats an address without an account exactly like one with an account", async () => {
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 6; i++) expect((await guess(ghost, `guess-${i}`)).statusCode).toBe(401);
    expect((await guess(ghost, "guess-again")).statusCode).toBe(429);
  });
});

describe("per-client limits behind a proxy (TRUST_PROXY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  async function attempt(forwardedFor: string) {
    const { token, cookie } = await csrfPair(t.app);
    return t.app.inject({
      method: "POST",
      url: "/users/sign-in",
      // The proxy's own address; it appends the client's to whatever the client sent.
      remoteAddress: "10.0.0.2",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        "x-csrf-token": token,
        cookie,
        "x-forwarded-for": forwardedFor,
      },
      payload: JSON.stringify({ user: {} }),
    });
  }

  it("counts the address the proxy saw, so a forged X-Forwarded-For does not reset the count", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(`198.51.100.${i + 1}, 203.0.113.9`)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses[30]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await attempt("203.0.113.10")).statusCode).toBe(422);
  });
});
