import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  BASE_URL,
  DESKTOP,
  expect,
  expectSameDocument,
  header,
  markDocument,
  open,
  seriousViolations,
  test,
} from "./fixtures";
import { api } from "../src/domain/paths";

// Smaller things a guest hits, in Chromium: the header's Sign In and Sign Up open the
// dialogs (the pages stay for direct links and no JavaScript) and a sign-in there stays on the
// page; the newsletter box is unticked; "/" focuses the search and Escape closes it; lock icons
// are SVG images with names, not an emoji.

test.use({ viewport: DESKTOP });
// Axe over a whole page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "small-pass-1";
const searchBox = (page: Page) => header(page).getByRole("combobox", { name: "Search Stocks" });

test.describe("header sign-in and sign-up", () => {
  test.beforeEach(async ({ db }) => {
    await db.deleteFrom("rate_limit_hits").execute();
    await db.deleteFrom("sign_in_throttle").execute();
  });
  test.afterAll(async ({ db }) => {
    await db.deleteFrom("users").where("email", "like", "e2e-small-%").execute();
  });

  test("Sign In and Sign Up open their dialogs over the page, and pass axe", async ({ page }) => {
    await open(page, "/privacy-policy");
    await markDocument(page);

    const signInLink = header(page).getByRole("link", { name: "Sign In", exact: true });
    await expect(signInLink).toHaveAttribute("href", "/users/sign-in");
    await signInLink.click();
    const signIn = page.getByRole("dialog", { name: "Sign In" });
    await expect(signIn).toBeVisible();
    await expect(signIn.getByLabel("Email")).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/privacy-policy`);
    expect(await seriousViolations(page), "axe with the sign-in dialog open").toEqual([]);
    await signIn.getByRole("button", { name: "Close" }).click();
    await expect(signIn).toBeHidden();

    const signUpLink = header(page).getByRole("link", { name: "Sign Up", exact: true });
    await expect(signUpLink).toHaveAttribute("href", "/users/sign-up");
    await signUpLink.click();
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await expect(signUp).toBeVisible();
    // The newsletter is asked for, never assumed.
    await expect(signUp.getByRole("checkbox", { name: "Send me the OpenZen newsletter" })).not.toBeChecked();
    expect(await seriousViolations(page), "axe with the sign-up dialog open").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(signUp).toBeHidden();

    await expect(page).toHaveURL(`${BASE_URL}/privacy-policy`);
    await expectSameDocument(page, "opening the account dialogs");
  });

  test("the full pages still work by direct link, and the header's links reach them without JavaScript", async ({
    page,
    browser,
  }) => {
    for (const [path, heading] of [
      ["/users/sign-in", "Sign In"],
      ["/users/sign-up", "Sign Up"],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main").getByLabel("Email")).toBeVisible();
    }
    await expect(
      page.getByRole("main").getByRole("checkbox", { name: "Send me the OpenZen newsletter" }),
    ).not.toBeChecked();
    expect(await seriousViolations(page), "axe on the sign-up page").toEqual([]);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${BASE_URL}/privacy-policy`);
      await header(plain).getByRole("link", { name: "Sign In", exact: true }).click();
      await expect(plain).toHaveURL(`${BASE_URL}/users/sign-in`);
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Sign In");
      await plain.goto(`${BASE_URL}/privacy-policy`);
      await header(plain).getByRole("link", { name: "Sign Up", exact: true }).click();
      await expect(plain).toHaveURL(`${BASE_URL}/users/sign-up`);
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    } finally {
      await noScript.close();
    }
  });

  test("signing up from the header leaves the newsletter off; signing in from the header stays on the page", async ({
    page,
    db,
  }) => {
    const email = `e2e-small-${Date.now()}@example.com`;
    await open(page, "/privacy-policy");
    await header(page).getByRole("link", { name: "Sign Up", exact: true }).click();
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill(PASSWORD);
    // Onboarding asks for analysts to follow as it opens; signing out below while that call is in
    // flight would answer it 401 (a console error): the test waits for its answer first.
    const suggestions = page.waitForResponse((r) => new URL(r.url()).pathname === api.followedAnalystsSuggestions());
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    // A new member goes on to onboarding (spec 2.2's post-signup page), as before.
    await expect(page).toHaveURL(/\/users\/onboarding/);
    expect((await suggestions).status()).toBe(200);
    const row = await db
      .selectFrom("users")
      .select("newsletter_opt_in")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.newsletter_opt_in).toBe(false);

    // Sign out, then sign in from the header of a page with a query: the page stays.
    await page.context().clearCookies({ name: "oz_session" });
    const here = "/stock-screener?t=8";
    await open(page, here);
    await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
    const signIn = page.getByRole("dialog", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(header(page).getByRole("button", { name: `Account menu for ${email}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(`${BASE_URL}${here}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe('"/" search shortcut', () => {
  test('"/" focuses the header search without typing a slash, and Escape closes it', async ({ page, db }) => {
    const company = await db
      .selectFrom("companies")
      .select("ticker")
      .where("delisted_on", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await open(page, "/");
    const box = searchBox(page);
    await expect(box).toHaveAttribute("aria-keyshortcuts", "/");
    await expect(box).not.toBeFocused();

    // From a link on the page: "/" moves to the search; a second Escape comes back.
    const link = page.getByRole("main").getByRole("link", { name: "Browse stock ideas" });
    await link.focus();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");

    await page.keyboard.type(company.ticker);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const grid = page.getByRole("grid", { name: "Companies" });
    await expect(grid.getByRole("row").first()).toBeVisible();
    expect(await seriousViolations(page), "axe with the search open").toEqual([]);

    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(grid).toBeHidden();
    await expect(box).toBeFocused();

    // Emptied, the field shows its hint; Escape closes that, and the next leaves the search.
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await expect(header(page).getByText("Try a NYSE/NASDAQ listed stock")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header(page).getByText("Try a NYSE/NASDAQ listed stock")).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(link).toBeFocused();
  });

  test('"/" is a character while typing, and no shortcut with Ctrl, Alt or Meta', async ({ page }) => {
    await open(page, "/users/sign-in");
    const email = page.getByRole("main").getByLabel("Email");
    await email.fill("");
    await email.focus();
    await page.keyboard.type("a/b");
    await expect(email).toHaveValue("a/b");
    await expect(email).toBeFocused();

    await page.getByRole("heading", { level: 1 }).click();
    for (const chord of ["Control+/", "Alt+/", "Meta+/"]) {
      await page.keyboard.press(chord);
      await expect(searchBox(page), chord).not.toBeFocused();
    }
    await page.keyboard.press("/");
    await expect(searchBox(page)).toBeFocused();
  });
});

test("lock icons are SVG images named Premium or Locked, not an emoji", async ({ page }) => {
  await open(page, "/stock-screener?t=11");
  const table = page.getByRole("table");
  const premium = table.getByRole("columnheader").getByRole("img", { name: "Premium" });
  await expect(premium.first()).toBeVisible();
  expect(await premium.first().evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
  // The locked column opens its upsell; its name says what it is.
  await expect(table.getByRole("link", { name: /^Zen Rating Premium$/ }).first()).toBeVisible();
  const locked = table.getByRole("cell").getByRole("img", { name: "Locked" });
  expect(await locked.count()).toBeGreaterThan(0);
  expect(await locked.first().evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
  await expect(page.locator("body")).not.toContainText("\u{1F512}");
  // Axe's rules for named images and links over the table the locks are in (screener.spec.ts
  // runs every rule over whole screener pages; all of them here took minutes on a loaded machine).
  const axe = await new AxeBuilder({ page })
    .include("table")
    .withRules(["svg-img-alt", "role-img-alt", "link-name", "aria-allowed-role", "nested-interactive"])
    .analyze();
  expect(
    axe.violations.map((v) => v.id),
    "axe on the locked columns",
  ).toEqual([]);
});
