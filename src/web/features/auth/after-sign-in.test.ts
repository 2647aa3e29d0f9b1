import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { afterAuthPath } from "./after-sign-in";

// Where the browser goes after signing in or up; with the subscription workflow the page it
// loads carries ?resume_checkout=1, so the checkout starts there (spec 4).

describe("the page after sign-in or sign-up", () => {
  beforeEach(() => {
    // A document whose cookies the test sets; the module only reads and writes document.cookie.
    Object.assign(globalThis, { document: { cookie: "" } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "document");
  });

  it("keeps the server's redirect when the dialog was not opened for a checkout", () => {
    expect(afterAuthPath("/stock-screener?t=11", null)).toBe("/stock-screener?t=11");
    expect(afterAuthPath("/stock-screener?t=11", "watchlist")).toBe("/stock-screener?t=11");
  });

  it("carries the subscription workflow across the page load", () => {
    expect(afterAuthPath("/stock-screener?t=11", "subscription")).toBe("/stock-screener?t=11&resume_checkout=1");
    expect(afterAuthPath("/plans", "subscription")).toBe("/plans?resume_checkout=1");
  });

  it("falls back to the post-signup page, still with the workflow", () => {
    expect(afterAuthPath(null, "subscription")).toBe(`${POST_SIGNUP_PATH}?resume_checkout=1`);
  });

  it("never follows a redirect off the site", () => {
    expect(afterAuthPath("//evil.example/x", "subscription")).toBe(`${POST_SIGNUP_PATH}?resume_checkout=1`);
  });
});
