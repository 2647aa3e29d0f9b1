import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import Stripe from "stripe";
import { E2E_CHECKOUT_PROVIDER_PORT } from "../playwright.config";
import { localProviderKeys } from "../src/server/local-provider-keys";
import { expect, open, payWith, test } from "./fixtures";

// Buying Premium, in Chromium against the app and the local checkout provider it
// starts (no STRIPE_SECRET_KEY): a guest buys Premium from a locked screener column, a declined
// card leaves a user free, and cancelling in Account Settings ends Premium at the period's end,
// reached by advancing the customer's test clock through the Stripe SDK.

const PASSWORD = "correct-horse-battery";
const SCREEN = "/stock-screener?t=11";

// The e2e server's own provider keys, made in its data folder by whichever of the two starts first.
const stripe = new Stripe(localProviderKeys(process.env.E2E_DATA_DIR ?? ".data/e2e").secretKey, {
  host: "127.0.0.1",
  port: E2E_CHECKOUT_PROVIDER_PORT,
  protocol: "http",
});

/** The locked Zen Rating column headers a visitor without Premium sees in the Zen Rating tab. */
const lockedRating = (page: Page) => page.getByRole("link", { name: /Zen Rating Premium/ });
/** Grade letters in the screener's cells (only a Premium session gets any). */
async function gradesShown(page: Page): Promise<number> {
  const cells = page.getByTestId("screener-row").locator("td");
  const texts = await cells.allTextContents();
  return texts.filter((t) => /^[ABCDF]$/.test(t.trim())).length;
}

async function expectWelcome(page: Page) {
  await page.waitForURL(/\/users\/subscription_success\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to OpenZen Premium" })).toBeVisible();
  // The account may take a moment to show the plan; the page looks again by itself.
  await expect(page.getByTestId("subscription-result")).toHaveAttribute("data-outcome", "welcome", {
    timeout: 20_000,
  });
}

/** The /plans trial button, to the provider's payment page. */
async function startTrialFromPlans(page: Page) {
  await open(page, "/plans");
  await page.getByRole("button", { name: "Start your $1 trial" }).click();
  await page.waitForURL(/\/c\/pay\//);
}

/** A signed-in free user takes the trial with the card that works. */
async function subscribeFromPlans(page: Page) {
  await startTrialFromPlans(page);
  await payWith(page, "4242 4242 4242 4242");
  await expectWelcome(page);
}

test.describe("Premium checkout", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a guest starts a trial from a locked Zen Rating column, signs up, pays and sees grades", async ({
    page,
    db,
  }) => {
    const email = `e2e-premium-${randomBytes(4).toString("hex")}@example.com`;
    try {
      await open(page, SCREEN);
      expect(await gradesShown(page)).toBe(0);
      await lockedRating(page).first().click();
      const upsell = page.getByRole("dialog", { name: "Unlock the Premium Screener" });
      await upsell.getByRole("button", { name: "Start trial" }).click();

      const signUp = page.getByRole("dialog", { name: "Sign Up" });
      await signUp.getByLabel("Email").fill(email);
      await signUp.getByLabel("Password").fill(PASSWORD);
      await signUp.getByRole("button", { name: "Sign Up" }).click();

      // Signed up, the page comes back and the checkout starts by itself: the payment page.
      await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 });
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await payWith(page, "4242 4242 4242 4242");

      await expectWelcome(page);
      await page.getByTestId("back-to-cancel").click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === SCREEN);
      await expect(lockedRating(page)).toHaveCount(0);
      await expect.poll(() => gradesShown(page)).toBeGreaterThan(0);
    } finally {
      await db.deleteFrom("users").where("email", "=", email).execute();
    }
  });

  test("a declined card shows the spec's message and leaves the user free", async ({ page, signIn, problems }) => {
    // The provider's page answers a declined card with 402, as Stripe's does; Chromium logs it.
    problems.allow(/status of 402 \(Payment Required\)/);
    await signIn();
    await startTrialFromPlans(page);
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();

    await page.waitForURL(/\/users\/subscription_success\?checkout=.*canceled=1/);
    await expect(page.getByTestId("payment-message")).toHaveText("Payment failed. Please try another payment method.");
    await expect(page.getByTestId("back-to-cancel")).toHaveAttribute("href", "/plans");

    await open(page, SCREEN);
    await expect(lockedRating(page).first()).toBeVisible();
    expect(await gradesShown(page)).toBe(0);
  });

  test("the hidden #start-trial trigger takes a signed-in user straight to the payment page", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto("/stock-ideas#start-trial");
    await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 });
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByTestId("back-to-cancel")).toHaveAttribute("href", "/stock-ideas");
  });

  test("leaving the payment page without paying charges nothing", async ({ page, signIn }) => {
    await signIn();
    await open(page, SCREEN);
    await lockedRating(page).first().click();
    await page
      .getByRole("dialog", { name: "Unlock the Premium Screener" })
      .getByRole("button", { name: "Start trial" })
      .click();
    await page.waitForURL(/\/c\/pay\//);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByTestId("nothing-charged")).toContainText("nothing was charged");
    await expect(page.getByTestId("back-to-cancel")).toHaveAttribute("href", SCREEN);
  });

  test("Account Settings: switch to monthly, cancel and resume, invoices, the billing portal", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await subscribeFromPlans(page);

    await open(page, "/users/settings");
    const billing = page.getByTestId("billing-section");
    const plan = billing.getByTestId("billing-subscription");
    await expect(plan).toContainText("billed yearly");
    await billing.getByRole("button", { name: /Switch to monthly billing/ }).click();
    await expect(plan).toContainText("billed monthly");
    await expect(billing.getByRole("button", { name: /Switch to yearly billing/ })).toBeVisible();

    await billing.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(billing.getByTestId("billing-ends")).toBeVisible();
    await billing.getByRole("button", { name: "Resume OpenZen Premium" }).click();
    await expect(billing.getByTestId("billing-renews")).toBeVisible();
    await expect(billing.getByRole("button", { name: "Cancel at period end" })).toBeVisible();

    // The trial's $1 invoice.
    await expect(billing.getByTestId("invoices").getByRole("row")).not.toHaveCount(1);
    await expect(billing.getByTestId("invoices")).toContainText("$1");

    await billing.getByRole("button", { name: "Manage billing" }).click();
    await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(/\/users\/settings$/);
  });

  test("cancelling in Account Settings ends Premium at the period's end", async ({ page, signIn }) => {
    const user = await signIn();
    await subscribeFromPlans(page);

    await open(page, "/users/settings");
    const billing = page.getByTestId("billing-section");
    await expect(billing.getByTestId("billing-subscription")).toHaveAttribute("data-status", "trialing");
    await expect(billing.getByTestId("billing-renews")).toContainText("Your trial ends on");
    await billing.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(billing.getByTestId("billing-ends")).toContainText("Your plan is cancelled and ends on");
    await expect(billing.getByRole("button", { name: "Resume OpenZen Premium" })).toBeVisible();

    // Until the period's end the member keeps Premium.
    await open(page, SCREEN);
    await expect.poll(() => gradesShown(page)).toBeGreaterThan(0);

    // Past it, through the customer's test clock.
    const [customer] = (await stripe.customers.list({ email: user.email })).data;
    expect(customer?.test_clock).toBeTruthy();
    const clockId = typeof customer!.test_clock === "string" ? customer!.test_clock : customer!.test_clock!.id;
    const clock = await stripe.testHelpers.testClocks.retrieve(clockId);
    await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: clock.frozen_time + 15 * 24 * 3600 });

    await expect(async () => {
      await open(page, SCREEN);
      await expect(lockedRating(page).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    expect(await gradesShown(page)).toBe(0);
    await open(page, "/users/settings");
    await expect(page.getByTestId("billing-offer")).toBeVisible();
  });
});
