import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../domain/auth/messages";
import { interpretAnswer, utmQuery } from "./account-calls";

describe("reading an account call's answer (spec 8)", () => {
  it("passes a success through with its Location", () => {
    expect(interpretAnswer(200, '{"ok":true}', "/", MESSAGES.setPasswordFailed)).toEqual({
      ok: true,
      data: { ok: true },
      location: "/",
    });
    expect(interpretAnswer(204, "", null, MESSAGES.signInFailed)).toEqual({ ok: true, data: null, location: null });
  });

  it("gives a 4xx's field errors and the server's message", () => {
    const body = JSON.stringify({
      error: { code: "SIGN_IN_INVALID", message: "Failed to sign in!" },
      errors: { email: ["Not a valid email address."], bad: "x" },
    });
    expect(interpretAnswer(422, body, null, "default")).toEqual({
      ok: false,
      status: 422,
      message: "Failed to sign in!",
      fieldErrors: { email: ["Not a valid email address."] },
    });
  });

  it("falls back to the form's default when a 4xx names no error", () => {
    expect(interpretAnswer(400, "{}", null, MESSAGES.signUpFailed)).toMatchObject({
      ok: false,
      message: "Failed to sign up!",
      fieldErrors: {},
    });
    expect(interpretAnswer(401, '{"error":"Plain words"}', null, MESSAGES.signInFailed)).toMatchObject({
      message: "Plain words",
    });
  });

  it("reads an unreadable body as a timeout", () => {
    expect(interpretAnswer(504, "<html>Gateway Timeout</html>", null, MESSAGES.signInFailed)).toMatchObject({
      ok: false,
      message: MESSAGES.requestTimedOut,
    });
    expect(interpretAnswer(200, null, null, MESSAGES.signInFailed)).toMatchObject({
      ok: false,
      message: MESSAGES.requestTimedOut,
    });
  });

  it("calls any other failure the unknown error", () => {
    expect(interpretAnswer(500, '{"error":{"code":"INTERNAL"}}', null, MESSAGES.signInFailed)).toMatchObject({
      ok: false,
      message: "Unknown error. Please refresh the page and try again or email support@openzen.example",
    });
  });

  it("sends only the non-empty utm parameters of the page address", () => {
    expect(utmQuery("?utm_source=news&utm_medium=&x=1&utm_term=t")).toEqual({
      utm_source: "news",
      utm_medium: undefined,
      utm_campaign: undefined,
      utm_term: "t",
      utm_content: undefined,
    });
  });
});
