import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { linkIn } from "../test/support/smtp-capture";
import { BASE_URL, DESKTOP, expect, header, open, test } from "./fixtures";

// Accounts end to end in Chromium: sign up in the dialog, follow the mailed confirmation link,
// sign out, fail a sign-in with the spec's messages, reset the password through the mailed
// link, sign in with remember me. Mail travels over real SMTP to the capture server the
// fixtures start (SMTP_URL in playwright.config.ts).

test.use({ viewport: DESKTOP });

const PASSWORD = "first-pass-1";
const NEW_PASSWORD = "second-pass-2";

async function signOut(page: Page, email: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${email}` })
    .click();
  await page
    .getByRole("menu", { name: /^Account/ })
    .getByRole("menuitem", { name: "Sign Out" })
    .click();
  await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accounts", () => {
  // Every request here comes from one address, and the e2e database outlives a run: start
  // each test with fresh rate-limit counters.
  test.beforeEach(async ({ db }) => {
    await db.deleteFrom("rate_limit_hits").execute();
    await db.deleteFrom("sign_in_throttle").execute();
  });
  test.afterAll(async ({ db }) => {
    await db.deleteFrom("users").where("email", "like", "e2e-acct-%").execute();
  });

  test("sign up, confirm, sign out, fail a sign-in, reset the password, sign in with remember me", async ({
    page,
    smtp,
    db,
    problems,
  }) => {
    // The failed sign-in answers 401, which Chromium logs as a failed resource.
    problems.allow(/status of 401 \(Unauthorized\).*\/users\/sign-in/);
    const email = `e2e-acct-${Date.now()}@example.com`;

    // Sign up in the dialog that the #sign-up hash opens; the hash is cleared.
    await open(page, "/?utm_source=e2e#sign-up");
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await expect(signUp).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    await expect(signUp.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(signUp.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    expect(await seriousViolations(page), "axe on the sign-up dialog").toEqual([]);

    await signUp.getByLabel("Email").fill("not-an-address");
    await signUp.getByLabel("Password").fill("123");
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await expect(signUp.getByText("Email Not a valid email address.")).toBeVisible();
    await expect(signUp.getByText("Password Minimum password length of 6.")).toBeVisible();

    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill(PASSWORD);
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    // Spec 2.2's post-signup page: a new member's onboarding (decision 025).
    await expect(page).toHaveURL(`${BASE_URL}/users/onboarding`);
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
    await expect(page.getByText("Please check your inbox and confirm your email address.")).toBeVisible();
    const row = await db
      .selectFrom("users")
      .select(["utm_source", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ utm_source: "e2e", confirmed_at: null });

    // The confirmation mail's link confirms the address; the banner goes away.
    const confirmation = await smtp.nextMailTo(email);
    expect(confirmation.subject).toBe("Confirm your OpenZen email address");
    await page.goto(linkIn(confirmation, `${BASE_URL}/users/confirmation?confirmation_token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Confirmed");
    await expect(page.getByText("Your email address is confirmed. Thank you!")).toBeVisible();
    await expect(page.getByText("Please check your inbox and confirm your email address.")).toHaveCount(0);

    await signOut(page, email);

    // A failed sign-in shows the spec's messages, then the server's.
    await open(page, "/#sign-in");
    const signIn = page.getByRole("dialog", { name: "Sign In" });
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByText("Email Input required.")).toBeVisible();
    await expect(signIn.getByText("Password Input required.")).toBeVisible();
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("wrong-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByRole("alert")).toHaveText("Invalid email or password.");

    // Forgot password from the sign-in dialog; aborting reopens sign-in.
    await signIn.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Forgot Password" });
    await expect(forgot).toBeVisible();
    await forgot.getByRole("button", { name: "Back to Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
    await page.getByRole("dialog", { name: "Sign In" }).getByRole("button", { name: "Forgot password?" }).click();
    await forgot.getByLabel("Email").fill(email);
    await forgot.getByRole("button", { name: "Send Reset Link" }).click();
    const sent = page.getByRole("dialog", { name: "Check Your Email" });
    await expect(sent).toContainText(email);
    await sent.getByRole("button", { name: "OK" }).click();

    // The mailed link opens the set-password dialog; the new password signs in.
    const reset = await smtp.nextMailTo(email);
    expect(reset.subject).toBe("Reset your OpenZen password");
    const resetLink = linkIn(reset, `${BASE_URL}/?reset_password_token=`);
    await open(page, resetLink.replace(BASE_URL, ""));
    const setPassword = page.getByRole("dialog", { name: "Set New Password" });
    await expect(setPassword).toBeVisible();
    expect(page.url()).toBe(`${BASE_URL}/`);
    await setPassword.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await setPassword.getByLabel("Repeated password").fill("something-else");
    await setPassword.getByRole("button", { name: "Set Password" }).click();
    await expect(setPassword.getByText("Password Passwords do not match!", { exact: true })).toBeVisible();
    await expect(setPassword.getByText("Repeated password Passwords do not match!", { exact: true })).toBeVisible();
    await setPassword.getByLabel("Repeated password").fill(NEW_PASSWORD);
    await setPassword.getByRole("button", { name: "Set Password" }).click();
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
    await signOut(page, email);

    // Sign in with remember me: a persistent cookie of two weeks (the hash opens the dialog on any page).
    await open(page, "/privacy-policy#sign-in");
    const again = page.getByRole("dialog", { name: "Sign In" });
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Password").fill(NEW_PASSWORD);
    await again.getByLabel("Remember me").check();
    await again.getByRole("button", { name: "Sign In" }).click();
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "oz_session");
    expect(cookie?.httpOnly).toBe(true);
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  test("Google sign-in against the local OpenID provider keeps the campaign", async ({ page, google }) => {
    const email = `e2e-acct-google-${Date.now()}@example.com`;
    google.nextUser = { sub: `e2e-${Date.now()}`, email, email_verified: true };
    await open(page, "/privacy-policy?campaign=e2e-spring#sign-up");
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await signUp.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/users/onboarding?campaign=e2e-spring`);
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
    // Google vouched for the address: no confirmation banner.
    await expect(page.getByText("Please check your inbox and confirm your email address.")).toHaveCount(0);
  });

  test("the registration wall counts a company once a month, whatever its tabs, comes up at the sixth company and cannot be dismissed", async ({
    page,
    db,
  }) => {
    // Two dozen page loads, then axe: minutes on a loaded machine.
    test.setTimeout(300_000);
    const companies = await db
      .selectFrom("companies")
      .select(["exchange", "ticker"])
      .where("delisted_on", "is", null)
      .orderBy("id")
      .limit(6)
      .execute();
    expect(companies).toHaveLength(6);
    const [first, ...others] = companies.map((c) => `/stocks/us/${c.exchange.toLowerCase()}/${c.ticker.toLowerCase()}`);
    const sixth = others.pop()!;
    const tabs = (base: string) => [
      base,
      `${base}/stock-forecast`,
      `${base}/earnings`,
      `${base}/dividends`,
      `${base}/ownership`,
    ];
    // Every tab of the first company, several of four more, then the first again: five companies.
    const views = [
      ...tabs(first!),
      ...others.flatMap((base) => tabs(base).slice(0, 3)),
      `${first}/earnings`,
      `${others[0]}/ownership`,
    ];
    for (const path of views) {
      await open(page, path);
      await expect(page.getByRole("dialog"), `no wall on ${path}`).toHaveCount(0);
    }
    // Other pages do not count.
    await open(page, "/privacy-policy");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The sixth company puts it up, on any of its pages, and the copy says what counts.
    const base = sixth;
    await open(page, `${base}/dividends`);
    await expect(page.getByRole("dialog", { name: "Sign Up to Keep Researching" })).toContainText(
      "a company counts once, whichever of its pages you open",
    );
    await open(page, base);
    const wall = page.getByRole("dialog", { name: "Sign Up to Keep Researching" });
    await expect(wall).toBeVisible();
    expect(await seriousViolations(page), "axe on the registration wall").toEqual([]);
    await page.mouse.click(5, 400);
    await page.keyboard.press("Escape");
    await expect(wall).toBeVisible();
    await expect(wall.getByRole("button", { name: "Close" })).toHaveCount(0);

    await wall.getByRole("button", { name: "Sign In" }).click();
    const signInWall = page.getByRole("dialog", { name: "Sign In to Keep Researching" });
    await expect(signInWall.getByLabel("Remember me")).toBeVisible();
    await signInWall.getByRole("button", { name: "Sign Up" }).click();
    await expect(wall).toBeVisible();

    // Signing up at the wall comes back to the company page, as a member: no wall.
    const email = `e2e-acct-wall-${Date.now()}@example.com`;
    await wall.getByLabel("Email").fill(email);
    await wall.getByLabel("Password").fill(PASSWORD);
    await wall.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(`${BASE_URL}${base}`);
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an expired anti-forgery token sends the sign-in to its page with the message (spec 8)", async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 403 \(Forbidden\)/);
    await open(page, "/privacy-policy#sign-in");
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await page.evaluate(() => (document.cookie = "oz_csrf_token=expired; path=/; samesite=lax"));
    await dialog.getByLabel("Email").fill("someone@example.com");
    await dialog.getByLabel("Password").fill("whatever-pass");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/users/sign-in`);
    await expect(page.getByRole("alert")).toHaveText(
      "Your session has expired or the form is out of date. Please refresh the page and try again.",
    );
  });

  test("the unconfirmed banner's resend link sends a fresh confirmation mail", async ({ page, signIn, smtp }) => {
    const user = await signIn({ confirmed: false });
    await open(page, "/");
    await page.getByRole("status").getByRole("link", { name: "Resend the confirmation email" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resend Confirmation");
    await expect(page.getByText(`We will send a new confirmation link to ${user.email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Resend Confirmation Email" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent it a new link" })).toBeVisible();
    const mail = await smtp.nextMailTo(user.email);
    await page.goto(linkIn(mail, `${BASE_URL}/users/confirmation?confirmation_token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Confirmed");
    await expect(page.getByText("Please check your inbox and confirm your email address.")).toHaveCount(0);
  });

  test("account pages pass axe", async ({ page, signIn }) => {
    for (const path of ["/users/sign-in", "/users/sign-up", "/users/password/new", "/users/confirmation/new"]) {
      await open(page, path);
      expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    }
    await signIn();
    await open(page, "/users/settings");
    expect(await seriousViolations(page), "axe on /users/settings").toEqual([]);
  });

  test("settings: preferences, a first password, and deleting the account", async ({ page, signIn, db }) => {
    // A user made by the fixture has no password yet, like one who came through Google.
    const user = await signIn();
    await open(page, "/users/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Settings");
    await expect(page.getByText(`Your address is ${user.email}.`)).toBeVisible();

    const preferences = page.getByRole("region", { name: "Email preferences" });
    await preferences.getByLabel("Send me the OpenZen newsletter").uncheck();
    await preferences.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your email preferences are saved." })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Email preferences" }).getByLabel("Send me the OpenZen newsletter"),
    ).not.toBeChecked();

    const password = page.getByRole("region", { name: "Password" });
    await expect(password.getByLabel("Current password")).toHaveCount(0);
    await password.getByLabel("New password").fill(NEW_PASSWORD);
    await password.getByLabel("Repeated password").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();

    // Now the password guards the deletion.
    const remove = page.getByRole("region", { name: "Delete account" });
    await remove.getByLabel("Current password").fill("not-my-password");
    await remove.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your current password is not correct.");
    await page.getByRole("region", { name: "Delete account" }).getByLabel("Current password").fill(NEW_PASSWORD);
    await page
      .getByRole("region", { name: "Delete account" })
      .getByRole("button", { name: "Delete My Account" })
      .click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect(await db.selectFrom("users").select("id").where("id", "=", user.userId).executeTakeFirst()).toBeUndefined();
  });

  test("the full pages work without JavaScript", async ({ browser, db }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `e2e-acct-nojs-${Date.now()}@example.com`;
    await page.goto("/users/sign-up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/users/onboarding`);
    await expect(page.getByText("Please check your inbox and confirm your email address.")).toBeVisible();
    expect(await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeDefined();

    await context.clearCookies();
    await page.goto("/users/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/users/sign-in?error=INVALID_CREDENTIALS`);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

    await page.goto("/users/password/new");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toContainText("we have sent it a link");
    await context.close();
  });
});
