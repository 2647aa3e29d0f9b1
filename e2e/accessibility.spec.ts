import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, header, MOBILE, open, test } from "./fixtures";

// Axe scans of the home page at desktop and mobile widths, as a guest and signed in, closed and
// with the header's overlays open. Serious and critical violations fail the test.

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

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`accessibility at ${name} width`, () => {
    test.use({ viewport });

    test(`guest home page (${name})`, async ({ page }) => {
      await open(page, "/");
      await expectNoSeriousViolations(page, `guest home, ${name}`);

      if (name === "desktop") {
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

    test(`signed-in home page (${name})`, async ({ page, signIn }) => {
      const user = await signIn({ confirmed: false, watchlists: ["Dividend Kings", "Growth Ideas"] });
      await open(page, "/");
      await expect(page.getByRole("status")).toBeVisible();
      await expectNoSeriousViolations(page, `signed-in home, ${name}`);

      if (name === "desktop") {
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
  });
}
