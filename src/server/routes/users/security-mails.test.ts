import { describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { linkIn } from "../../../../test/support/smtp-capture";
import { uniqueEmail } from "../../../../test/support/user-routes";
import { useMailingApp } from "../../../../test/support/mail-app";

// ASVS 2.2.3: the owner hears of every change to how the account is reached,
// and a reset link mailed before a password change cannot undo it.

const RESET_PAGE = "http://openzen.test/users/password/new";

describe("security mails and stale tokens", () => {
  const env = useMailingApp();

  async function member(password = "secret-pass") {
    const email = uniqueEmail("secure");
    const agent = new Agent(env.t.app);
    expect((await agent.json("POST", "/users/sign-up", { user: { email, password } })).statusCode).toBe(200);
    await env.smtp.nextMailTo(email); // the confirmation
    return { agent, email };
  }

  async function resetTokenFor(email: string): Promise<string> {
    expect((await new Agent(env.t.app).json("POST", "/users/password", { user: { email } })).statusCode).toBe(200);
    const link = linkIn(await env.smtp.nextMailTo(email), "http://openzen.test/?reset_password_token=");
    return new URL(link).searchParams.get("reset_password_token")!;
  }

  it("voids a reset link mailed before a password change, and mails the owner about the change", async () => {
    const { agent, email } = await member();
    const staleToken = await resetTokenFor(email);

    const changed = await agent.json("POST", "/users/settings/password", {
      user: { current_password: "secret-pass", password: "changed-pass", password_confirmation: "changed-pass" },
    });
    expect(changed.statusCode).toBe(200);
    const notice = await env.smtp.nextMailTo(email);
    expect(notice.subject).toBe("Your OpenZen password was changed");
    expect(notice.text).toContain(RESET_PAGE);

    const stale = await new Agent(env.t.app).json("PUT", "/users/password", {
      user: { reset_password_token: staleToken, password: "attacker-pass", password_confirmation: "attacker-pass" },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error.code).toBe("RESET_TOKEN_INVALID");
    const signIn = await new Agent(env.t.app).json("POST", "/users/sign-in", {
      user: { email, password: "changed-pass" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("mails the owner once a password was reset", async () => {
    const { email } = await member();
    const token = await resetTokenFor(email);
    const set = await new Agent(env.t.app).json("PUT", "/users/password", {
      user: { reset_password_token: token, password: "reset-pass", password_confirmation: "reset-pass" },
    });
    expect(set.statusCode).toBe(200);
    const notice = await env.smtp.nextMailTo(email);
    expect(notice.subject).toBe("Your OpenZen password was reset");
    expect(notice.text).toContain("Every other session was signed out.");
  });

  it("mails the old address once a new one is confirmed", async () => {
    const { agent, email } = await member();
    const next = uniqueEmail("moved");
    const res = await agent.json("POST", "/users/settings/email", {
      user: { email: next, current_password: "secret-pass" },
    });
    expect(res.statusCode).toBe(200);
    const link = linkIn(await env.smtp.nextMailTo(next), "http://openzen.test/users/confirmation");
    expect((await agent.get(link.replace("http://openzen.test", ""))).headers.location).toBe(
      "/users/confirmation/new?confirmed=1",
    );
    const notice = await env.smtp.nextMailTo(email);
    expect(notice.subject).toBe("Your OpenZen email address was changed");
    expect(notice.text).toContain(`changed to ${next}`);
    expect(notice.text).toContain(RESET_PAGE);
  });
});
