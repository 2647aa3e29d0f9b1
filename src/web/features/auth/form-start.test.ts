import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/auth/messages";
import { formStartFrom } from "./form-start";

describe("a form page after a post without JavaScript", () => {
  it("shows the code's message and the named field messages", () => {
    const start = formStartFrom(
      new URLSearchParams("error=SIGN_UP_INVALID&e_email=invalidEmail&e_password=passwordTooShort"),
    );
    expect(start).toEqual({
      message: MESSAGES.signUpFailed,
      errors: { email: [MESSAGES.invalidEmail], password: [MESSAGES.passwordTooShort] },
    });
  });

  it("puts no words of a link's own on the page", () => {
    const start = formStartFrom(new URLSearchParams("error=You+have+won&e_email=Click+here&e_%3Cb%3E=invalidEmail"));
    expect(start.errors).toEqual({});
    expect(start.message).toMatch(/^Unknown error\. Please refresh the page/);
  });

  it("shows nothing without an error", () => {
    expect(formStartFrom(new URLSearchParams(""))).toEqual({ message: null, errors: {} });
  });
});
