import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { REDIRECT_COOKIE } from "../../../domain/auth/constants";
import { readCookie } from "../../lib/cookies";
import { afterAuthPath, dialogReturnPath, returnHereAfterSignIn } from "./after-sign-in";

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

describe("a sign-in through a dialog stays on the page", () => {
  beforeEach(() => {
    Object.assign(globalThis, { document: { cookie: "" } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "document");
  });

  it("returns to the page the dialog was opened over, query and all", () => {
    expect(dialogReturnPath("/stocks/us/nasdaq/beai/earnings", "")).toBe("/stocks/us/nasdaq/beai/earnings");
    expect(dialogReturnPath("/stock-screener", "?t=8&p=2")).toBe("/stock-screener?t=8&p=2");
    expect(dialogReturnPath("/", "")).toBe("/");
  });

  it("not to the account forms themselves: they go to the post-signup page", () => {
    for (const path of [
      "/users/sign-in",
      "/users/sign-in/",
      "/users/sign-up",
      "/users/password/new",
      "/users/password",
    ])
      expect(dialogReturnPath(path, "?x=1"), path).toBeNull();
    // A path that merely starts with the same letters is another page.
    expect(dialogReturnPath("/users/sign-independent", "")).toBe("/users/sign-independent");
  });

  it("never returns off the site", () => {
    expect(dialogReturnPath("//evil.example/x", "")).toBeNull();
  });

  it("remembers the page in the redirect cookie, unless a place was asked for already", () => {
    returnHereAfterSignIn("/analysts", "?page=2");
    expect(readCookie(REDIRECT_COOKIE, document.cookie)).toBe("/analysts?page=2");
    expect(afterAuthPath("/analysts?page=2", null)).toBe("/analysts?page=2");

    // A watch or the wall remembered its place first: that place wins.
    document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent("/stocks/us/nyse/cou")}`;
    returnHereAfterSignIn("/analysts", "");
    expect(document.cookie).toBe(`${REDIRECT_COOKIE}=${encodeURIComponent("/stocks/us/nyse/cou")}`);

    // On the sign-in page itself nothing is remembered.
    document.cookie = "";
    returnHereAfterSignIn("/users/sign-in", "");
    expect(document.cookie).toBe("");
  });
});
