import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, expect, header, MOBILE, open, test, waitForZenInvestorRecord } from "./fixtures";

// Axe scans of the home page at desktop and mobile widths, as a guest and signed in, closed and
// with the header's overlays open, of the Premium plans page with an upsell modal, and of Zen
// Investor's pages (the record, past trades, a buy and a sell alert, a market update, a webinar,
// the order form and a subscriber's dashboard), in the light and the dark theme. Serious and
// critical violations fail the test.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const violations = await seriousViolations(page);
  if (violations.length > 0) console.log(`axe violations (${what}):\n${JSON.stringify(violations, null, 2)}`);
  expect(violations, `serious or critical axe violations: ${what}`).toEqual([]);
}

const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "mobile", viewport: MOBILE },
];

const THEMES = ["light", "dark"] as const;

// Zen Investor's pages read its ledger, which the server writes at start: wait for its record once.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await waitForZenInvestorRecord();
});

for (const [{ name: width, viewport }, theme] of VIEWPORTS.flatMap((v) => THEMES.map((t) => [v, t] as const))) {
  const name = `${width}, ${theme}`;
  test.describe(`accessibility at ${width} width in the ${theme} theme`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "oz_theme", value: theme, url: BASE_URL }]);
    });

    test(`guest home page (${name})`, async ({ page }) => {
      await open(page, "/");
      await expectNoSeriousViolations(page, `guest home, ${name}`);

      if (width === "desktop") {
        await header(page).getByRole("button", { name: "Services" }).click();
        await expect(page.getByRole("menu", { name: "Services" })).toBeVisible();
        await expectNoSeriousViolations(page, `guest home, ${name}, Services menu open`);
      } else {
        await header(page).getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expectNoSeriousViolations(page, `guest home, ${name}, drawer open`);
        await page.keyboard.press("Escape");
        await header(page).getByRole("button", { name: "Search Stocks" }).click();
        await expect(page.getByRole("dialog", { name: "Search Stocks" })).toBeVisible();
        await expectNoSeriousViolations(page, `guest home, ${name}, search open`);
      }
    });

    test(`Premium plans page and an upsell modal (${name})`, async ({ page }) => {
      await open(page, "/plans");
      await expect(page.getByTestId("offer-sentence")).toBeVisible();
      await expectNoSeriousViolations(page, `plans, ${name}`);
      // The hidden trigger, on the page already open.
      await page.evaluate(() => {
        window.location.hash = "premium-top-analysts";
      });
      await expect(page.getByRole("dialog", { name: "Follow the Top Analysts" })).toBeVisible();
      await expectNoSeriousViolations(page, `plans, ${name}, top analysts upsell open`);
    });

    test(`signed-in home page (${name})`, async ({ page, signIn }) => {
      const user = await signIn({ confirmed: false, watchlists: ["Dividend Kings", "Growth Ideas"] });
      await open(page, "/");
      await expect(page.getByRole("status")).toBeVisible();
      await expectNoSeriousViolations(page, `signed-in home, ${name}`);

      if (width === "desktop") {
        await header(page)
          .getByRole("button", { name: `Account menu for ${user.email}` })
          .click();
        await expect(page.getByRole("menu", { name: /^Account/ })).toBeVisible();
        await expectNoSeriousViolations(page, `signed-in home, ${name}, account menu open`);
      } else {
        await header(page).getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expectNoSeriousViolations(page, `signed-in home, ${name}, drawer open`);
      }
    });

    test(`Zen Investor pages (${name})`, async ({ page, signIn }) => {
      // Nine page loads and nine scans of long tables on a shared machine.
      test.setTimeout(180_000);
      await open(page, "/stock-picks");
      await expect(page.getByRole("heading", { level: 1, name: "Zen Investor" })).toBeVisible();
      await expectNoSeriousViolations(page, `Zen Investor landing, ${name}`);
      const marketUpdate = await page.getByTestId("market-updates").getByRole("link").first().getAttribute("href");

      await open(page, "/stock-picks/past-trades");
      const trade = page.getByTestId("past-trades").getByRole("row").first();
      await expect(trade).toBeVisible();
      await expectNoSeriousViolations(page, `past trades, ${name}`);
      const buy = await trade.locator('a[href^="/stock-picks/buy/"]').first().getAttribute("href");
      const sell = await trade.locator('a[href^="/stock-picks/sell/"]').first().getAttribute("href");

      for (const [path, heading, what] of [
        [buy!, /^Buy /, "buy alert"],
        [sell!, /^Sell /, "sell alert"],
        [marketUpdate!, /^Market update/, "market update"],
        ["/stock-picks/webinars/checking-the-ledger", /hash-chained ledger/, "webinar"],
        ["/stock-picks/order-form", /^Order Zen Investor/, "order form, guest"],
      ] as const) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page, `${what}, ${name}`);
      }

      await signIn({ zenInvestor: true });
      await open(page, "/stock-picks/order-form");
      await expect(page.getByRole("heading", { level: 1, name: /^Order Zen Investor/ })).toBeVisible();
      await expectNoSeriousViolations(page, `order form, subscriber, ${name}`);
      await open(page, "/stock-picks/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Your Zen Investor dashboard" })).toBeVisible();
      await expect(page.getByTestId("open-positions").getByRole("row").first()).toBeVisible();
      await expectNoSeriousViolations(page, `subscriber dashboard, ${name}`);
    });
  });
}
