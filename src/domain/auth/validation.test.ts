import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  isOptinSignUp,
  parseContext,
  parseEmailOnly,
  parseOptin,
  parseSetPassword,
  parseSignIn,
  parseSignUp,
} from "./validation";

describe("auth form validation (spec 5)", () => {
  it("asks for both fields when they are missing", () => {
    expect(parseSignIn({ user: {} })).toEqual({
      ok: false,
      errors: { email: [MESSAGES.inputRequired], password: [MESSAGES.inputRequired] },
    });
    expect(parseSignIn(null)).toEqual({
      ok: false,
      errors: { email: [MESSAGES.inputRequired], password: [MESSAGES.inputRequired] },
    });
    expect(parseSignIn({ user: { email: "   ", password: "" } })).toEqual({
      ok: false,
      errors: { email: [MESSAGES.inputRequired], password: [MESSAGES.inputRequired] },
    });
  });

  it("rejects addresses that do not look like one", () => {
    for (const email of ["plain", "a@b", "a b@c.com", "a@@b.com", "@b.com", "a@.com", 42, ["a@b.com"]]) {
      expect(parseSignUp({ user: { email, password: "secret1" } })).toEqual({
        ok: false,
        errors: { email: [MESSAGES.invalidEmail] },
      });
    }
  });

  it("bounds the password length to 6 to 128", () => {
    expect(parseSignUp({ user: { email: "a@b.co", password: "12345" } })).toEqual({
      ok: false,
      errors: { password: [MESSAGES.passwordTooShort] },
    });
    expect(parseSignUp({ user: { email: "a@b.co", password: "x".repeat(129) } })).toEqual({
      ok: false,
      errors: { password: [MESSAGES.passwordTooLong] },
    });
    expect(parseSignUp({ user: { email: "a@b.co", password: "123456" } }).ok).toBe(true);
    expect(parseSignUp({ user: { email: "a@b.co", password: "x".repeat(128) } }).ok).toBe(true);
  });

  it("opts into the newsletter only when the box says so (unticked by default)", () => {
    const optIn = (value: unknown) => {
      const parsed = parseSignUp({ user: { email: "a@b.co", password: "123456", newsletter_opt_in: value } });
      return parsed.ok ? parsed.value.newsletter_opt_in : "invalid";
    };
    expect(parseSignUp({ user: { email: "a@b.co", password: "123456" } })).toEqual({
      ok: true,
      value: { email: "a@b.co", password: "123456", newsletter_opt_in: false },
    });
    for (const yes of [true, "1", "on", "true"]) expect(optIn(yes)).toBe(true);
    for (const no of [false, "0", "", "off", "yes", 1, null, {}, ["1"]]) expect(optIn(no)).toBe(false);
  });

  it("trims the address and reads remember me", () => {
    expect(parseSignIn({ user: { email: " Ann@Example.com ", password: "secret1", remember_me: "1" } })).toEqual({
      ok: true,
      value: { email: "Ann@Example.com", password: "secret1", remember_me: true },
    });
    expect(parseSignIn({ user: { email: "a@b.co", password: "secret1" } })).toMatchObject({
      ok: true,
      value: { remember_me: false },
    });
  });

  it("needs the reset token and equal passwords, marking both fields when they differ", () => {
    expect(parseSetPassword({ user: { password: "abcdefg", password_confirmation: "abcdefh" } })).toEqual({
      ok: false,
      errors: {
        reset_password_token: [MESSAGES.resetTokenMissing],
        password: [MESSAGES.passwordsDoNotMatch],
        password_confirmation: [MESSAGES.passwordsDoNotMatch],
      },
    });
    expect(
      parseSetPassword({ user: { reset_password_token: "t", password: "abcdefg", password_confirmation: "abcdefg" } })
        .ok,
    ).toBe(true);
  });

  it("tells the email-capture sign-up apart and keeps its campaign", () => {
    expect(isOptinSignUp({ user: { email: "a@b.co", optinmonster_campaign_id: "spring" } })).toBe(true);
    expect(isOptinSignUp({ user: { email: "a@b.co", password: "secret1" } })).toBe(false);
    expect(parseOptin({ user: { email: "a@b.co", optinmonster_campaign_id: "spring" } })).toEqual({
      ok: true,
      value: { email: "a@b.co", optinmonster_campaign_id: "spring" },
    });
  });

  it("reads the forgot-password address and the sign-up context", () => {
    expect(parseEmailOnly({ user: { email: "" } })).toEqual({ ok: false, errors: { email: [MESSAGES.inputRequired] } });
    expect(parseContext({ context: "watchlist" })).toBe("watchlist");
    expect(parseContext({ context: "<script>" })).toBeUndefined();
    expect(parseContext("x")).toBeUndefined();
  });
});
