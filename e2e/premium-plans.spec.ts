import { expect, open, test } from "./fixtures";

// /plans and the upsell modals as a visitor meets them: the offer from the provider's prices,
// the feature table, the modals opened from locked things and from the hidden triggers (the axe
// scans of /plans and of a modal are in accessibility.spec.ts).

test("a guest reads the Premium offer, the feature table and the questions on /plans", async ({ page }) => {
  await open(page, "/plans");
  await expect(page.getByRole("heading", { level: 1, name: "OpenZen Premium" })).toBeVisible();
  await expect(page.getByTestId("offer-sentence")).toHaveText("$1 for 14 days, then $19.50 per month billed yearly");
  await expect(page.getByTestId("offer-monthly")).toContainText("per month");
  await expect(page.getByRole("button", { name: "Start your $1 trial" })).toBeEnabled();

  const features = page.locator("#features");
  await expect(features.getByRole("heading", { name: "What Premium unlocks" })).toBeVisible();
  for (const name of ["Zen Rating", "Value rating", "AI rating", "Top Analyst Upside", "Valuation checks (7)"]) {
    await expect(features.getByRole("rowheader", { name, exact: true }).first()).toBeVisible();
  }
  await expect(features.getByRole("heading", { name: "Due diligence checklist (38 checks)" })).toBeVisible();

  for (const q of ["Can I cancel any time?", "What happens when the trial ends?", "Can I get a refund?"]) {
    await expect(page.getByText(q)).toBeVisible();
  }
  // The claim about A-rated stocks, when made, comes from this site's own backtest.
  await expect(page.locator("body")).not.toContainText("32.52");
});

test("a guest's locked Zen Rating column opens the screener upsell, which leads to sign-up", async ({ page }) => {
  await open(page, "/stock-screener?t=11");
  await page
    .getByRole("link", { name: /Zen Rating Premium/ })
    .first()
    .click();
  const upsell = page.getByRole("dialog", { name: "Unlock the Premium Screener" });
  await expect(upsell).toContainText("Full access requires Premium.");
  await expect(upsell.getByRole("link", { name: "See all Premium features" })).toHaveAttribute(
    "href",
    "/plans#features",
  );
  await expect(upsell).toContainText("Already have a premium account?");
  const box = await upsell.boundingBox();
  expect(box?.width).toBe(404);

  // Its Sign In link closes it and opens sign-in.
  await upsell.getByRole("button", { name: "Sign In" }).click();
  await expect(upsell).toBeHidden();
  const signIn = page.getByRole("dialog", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  await signIn.getByRole("button", { name: "Close" }).click();

  // Its call to action opens sign-up.
  await page
    .getByRole("link", { name: /Zen Rating Premium/ })
    .first()
    .click();
  await page
    .getByRole("dialog", { name: "Unlock the Premium Screener" })
    .getByRole("button", { name: "Start trial" })
    .click();
  await expect(page.getByRole("dialog", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Unlock the Premium Screener" })).toBeHidden();
});

test("locked top analyst and check filters open their own upsells", async ({ page }) => {
  await open(page, "/stock-screener");
  await page.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  // A search that finds one filter shows it open.
  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Top Analyst Upside");
  await panel.getByRole("link", { name: "Unlock this filter" }).click();
  await expect(page.getByRole("dialog", { name: "Follow the Top Analysts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Follow the Top Analysts" })).toBeHidden();

  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Significantly below fair value");
  await panel.getByRole("link", { name: "Unlock this filter" }).click();
  await expect(page.getByRole("dialog", { name: "Unlock Every Due Diligence Check" })).toBeVisible();
});

test("the hidden triggers: #premium-top-analysts opens its upsell, #start-trial starts the trial", async ({ page }) => {
  await open(page, "/stock-screener#premium-top-analysts");
  await expect(page.getByRole("dialog", { name: "Follow the Top Analysts" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  await page.keyboard.press("Escape");

  await open(page, "/plans#start-trial");
  // A guest: the trial begins with signing up.
  await expect(page.getByRole("dialog", { name: "Sign Up" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
});

test("a Premium member gets no upsell and sees what Premium unlocks", async ({ page, signIn }) => {
  await signIn({ premium: true });
  await open(page, "/plans");
  await expect(page.getByTestId("premium-member")).toContainText("You have Premium");
  await expect(page.getByRole("button", { name: /trial|Get Premium/ })).toHaveCount(0);
  await open(page, "/stock-screener#premium-top-analysts");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // No lock anywhere: neither a locked column ("Premium") nor a locked cell ("Locked").
  await expect(page.getByRole("img", { name: /^(Premium|Locked)$/ })).toHaveCount(0);
});
