import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Paying in Chromium on the local checkout provider that `npm start` runs when no
// STRIPE_SECRET_KEY is set (its port from playwright.config.ts): the checkout starts through the
// API, the card is typed on the provider's page, the browser comes back to our return address,
// and the provider's webhooks have made the member Premium.

async function startCheckout(request: APIRequestContext): Promise<{ url: string }> {
  const home = await request.get("/");
  const token = home.headers()["x-csrf-token"] ?? "";
  const res = await request.post("/api/users/checkout", {
    headers: { "x-csrf-token": token, accept: "application/json" },
    data: { cancel_to: "/screener" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function typeCard(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Pat Payer");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

const lockedPremiumFilters = async (request: APIRequestContext) =>
  (
    (await (await request.get("/api/screener/catalogue")).json()) as {
      filters: { premiumLockable: boolean; locked: boolean }[];
    }
  ).filters.filter((f) => f.premiumLockable && f.locked).length;

test("a member pays with the test card on the provider's page and comes back Premium", async ({ page, signIn }) => {
  await signIn();
  expect(await lockedPremiumFilters(page.request)).toBeGreaterThan(0);
  const { url } = await startCheckout(page.request);
  await page.goto(url);
  // The trial's $1 today, then the yearly price: the provider's own summary of our session.
  await expect(page.getByText(/\$1\.00 today, then \$234\.00 per year after 14 days/)).toBeVisible();
  await typeCard(page, "4242 4242 4242 4242");
  await page.waitForURL(/\/users\/subscription_success\?checkout=[\w-]+$/);
  const checkoutId = new URL(page.url()).searchParams.get("checkout") ?? "";
  const result = await (await page.request.get(`/api/users/checkout/${checkoutId}`)).json();
  expect(result).toMatchObject({ status: "complete", paymentIntentStatus: "succeeded", cancelTo: "/screener" });
  await expect.poll(() => lockedPremiumFilters(page.request)).toBe(0);
});

test("a declined card stays on the payment page and leaves the member free", async ({ page, signIn, problems }) => {
  // The provider's page answers a declined card with 402, which Chromium logs.
  problems.allow(/402 \(Payment Required\)/);
  await signIn();
  const { url } = await startCheckout(page.request);
  await page.goto(url);
  await typeCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toContainText("declined");
  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL(/\/users\/subscription_success\?checkout=[\w-]+&canceled=1$/);
  const checkoutId = new URL(page.url()).searchParams.get("checkout") ?? "";
  const result = await (await page.request.get(`/api/users/checkout/${checkoutId}`)).json();
  expect(result).toMatchObject({
    status: "open",
    paymentIntentStatus: "requires_payment_method",
    message: "Payment failed. Please try another payment method.",
  });
  expect(await lockedPremiumFilters(page.request)).toBeGreaterThan(0);
});
