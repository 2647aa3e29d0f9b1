import { DESKTOP, expect, open, seriousViolations, test, waitForZenInvestorRecord } from "./fixtures";

// Zen Investor's public pages in Chromium: a visitor reads the record on the landing page, goes to
// the past trades and opens a sell alert with its reasons, then a market update and a webinar;
// each page passes axe without a serious violation.

test.use({ viewport: DESKTOP });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await waitForZenInvestorRecord();
});

test("a visitor reads the record, a past trade and a market update", async ({ page }) => {
  // Five pages each scanned by axe: more than the default 30 s on a shared machine.
  test.setTimeout(120_000);
  await open(page, "/stock-picks");
  await expect(page.getByRole("heading", { level: 1, name: "Zen Investor" })).toBeVisible();
  await expect(page.getByTestId("zen-investor-rule")).toContainText("Holds up to 20 companies");
  await expect(page.getByRole("table", { name: /^Whole record/ })).toBeVisible();
  await expect(page.getByTestId("zen-investor-data-note")).toContainText("Simulated data");
  await expect(page.getByRole("link", { name: /^Subscribe for/ })).toHaveAttribute("href", "/stock-picks/order-form");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "See every past trade" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Past trades" })).toBeVisible();
  const rows = page.getByTestId("past-trades").getByRole("row");
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The first row's sale date opens its sell alert.
  await rows.first().getByRole("link").last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Sell / })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Checks that day" })).toBeVisible();
  await expect(page.getByTestId("alert-position")).toContainText("held");
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, "/stock-picks");
  await page.getByTestId("market-updates").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Market update/ })).toBeVisible();
  await expect(page.getByTestId("update-portfolio")).toContainText("The model portfolio returned");
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, "/stock-picks/webinars/checking-the-ledger");
  await expect(page.getByRole("heading", { level: 1, name: /hash-chained ledger/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
