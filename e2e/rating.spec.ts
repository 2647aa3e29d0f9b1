import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { COMPONENT_INFO, COMPONENTS } from "../src/domain/rating/components";
import { GRADE_INFO, GRADES } from "../src/domain/rating/grades";
import { expect, MOBILE, open, test } from "./fixtures";

// The Zen Rating pages against the demo market of the app under test: the explainer
// with the backtest our code ran, the industry and sector rankings and their pages, and the
// rating card of a company page, locked for guests and free users and whole for Premium.

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const violations = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
  if (violations.length > 0) console.log(`axe violations (${what}):\n${JSON.stringify(violations, null, 2)}`);
  expect(violations, `serious or critical axe violations: ${what}`).toEqual([]);
}

async function expectDescription(page: Page, matches: RegExp) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(matches);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
}

/** A signed percentage as the pages print returns: +12.3%, −4.5%, 0.0%. */
const RETURN = /^[+\u2212]?\d+\.\d%$/;

function card(page: Page): Locator {
  return page.getByTestId("zen-rating-card");
}

/** The industry ranked first and the path of the first company it lists. */
async function topIndustryAndCompany(
  page: Page,
): Promise<{ industryPath: string; industryName: string; companyPath: string; companyName: string }> {
  await open(page, "/industries");
  const first = page.getByTestId("group-rows").getByRole("row").first().getByRole("rowheader").getByRole("link");
  const industryName = (await first.textContent())!.trim();
  const industryPath = (await first.getAttribute("href"))!;
  await open(page, industryPath);
  const company = page.getByTestId("company-rows").getByRole("row").first().getByRole("rowheader").getByRole("link");
  return {
    industryPath,
    industryName,
    companyPath: (await company.getAttribute("href"))!,
    companyName: (await company.textContent())!.trim(),
  };
}

test.describe("the Zen Ratings explainer", () => {
  test("shows the backtest of the five grades with numeric returns and the growth chart", async ({ page }) => {
    await open(page, "/zen-ratings");
    await expect(page).toHaveTitle(/^Zen Ratings: .* · OpenZen$/);
    await expectDescription(page, /A-rated stocks returned [+\u2212]?\d+\.\d% a year/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zen Ratings");

    // The seven components with their factor counts and descriptions.
    const components = page.getByTestId("rating-components");
    for (const key of COMPONENTS) {
      const info = COMPONENT_INFO[key];
      const item = components.locator(`[data-component="${key}"]`);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(info.name);
      await expect(item).toContainText(`${info.factors} ${info.factors === 1 ? "factor" : "factors"}`);
      await expect(item).toContainText(info.description);
    }

    // The grade table: five grades in order, 'Buy' for B, a measured return for each.
    const table = page.getByRole("table", { name: "Backtest of the Zen Rating by grade, with the market" });
    const rows = table.getByTestId("grade-rows").getByRole("row");
    await expect(rows).toHaveCount(5);
    for (const [i, grade] of GRADES.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole("rowheader")).toHaveText(`Grade ${grade}`);
      const cells = row.getByRole("cell");
      await expect(cells.nth(0)).toHaveText(GRADE_INFO[grade].recommendation);
      await expect(cells.nth(1)).toHaveText(GRADE_INFO[grade].band);
      await expect(cells.nth(2)).toHaveText(RETURN);
    }
    await expect(rows.nth(1).getByRole("cell").nth(0)).toHaveText("Buy");
    await expect(table.getByTestId("market-row").getByRole("cell").first()).toHaveText(RETURN);

    // The growth of $1, drawn in the browser, with its legend of six lines.
    const chart = page.getByTestId("growth-chart");
    await expect(chart).toHaveAttribute("data-state", "ready");
    await expect(chart.locator("canvas").first()).toBeVisible();
    await expect(page.getByTestId("growth-legend").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByTestId("growth-summary")).toContainText("Growth of $1 invested on");

    // The period and the data it ran on: the demo market of the e2e app.
    await expect(page.getByTestId("backtest-period")).toHaveText(/^\w{3} \d{4} to Jun 2025, \d+ months$/);
    await expect(page.getByTestId("data-source")).toContainText("simulated demo market");
    await expectNoSeriousViolations(page, "explainer");
  });

  test("fits a phone, as do the rankings; wide tables scroll inside themselves", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, "/zen-ratings");
    await expect(page.getByTestId("growth-chart")).toHaveAttribute("data-state", "ready");
    await expectNoSidewaysScroll(page, "the explainer");
    await expectNoSeriousViolations(page, "explainer, phone");
    await open(page, "/industries");
    await expectNoSidewaysScroll(page, "the industry rank");
    const first = page.getByTestId("group-rows").getByRole("row").first().getByRole("rowheader").getByRole("link");
    await open(page, (await first.getAttribute("href"))!);
    await expectNoSidewaysScroll(page, "an industry's page");
    await expectNoSeriousViolations(page, "industry, phone");
  });
});

test.describe("industry and sector rankings", () => {
  test("the industries are ranked 1 to n and lead to an industry's companies", async ({ page }) => {
    await open(page, "/industries");
    await expect(page).toHaveTitle("Industry Rank: Industries Ranked by Zen Rating · OpenZen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industry Rank");
    const rows = page.getByTestId("group-rows").getByRole("row");
    const count = await rows.count();
    expect(count, "the demo market has industries").toBeGreaterThan(1);
    // A guest sees the averages and rank of groups of enough rated companies, ranked 1 to n;
    // smaller groups follow without them (decision 019).
    let ranked = 0;
    for (let i = 0; i < count; i++) {
      const cells = rows.nth(i).getByRole("cell");
      if ((await cells.nth(0).textContent()) === "–") {
        await expect(cells.nth(3).locator('[data-locked="true"]'), `locked average of row ${i + 1}`).toBeVisible();
        continue;
      }
      expect(ranked, `ranked rows come first (row ${i + 1})`).toBe(i);
      ranked++;
      await expect(cells.nth(0), `rank of row ${i + 1}`).toHaveText(String(i + 1));
      await expect(cells.nth(3), `average grade of row ${i + 1}`).toHaveText(
        /^Grade [ABCDF] (Strong Buy|Buy|Hold|Sell|Strong Sell)$/,
      );
      await expect(cells.nth(4), `average score of row ${i + 1}`).toHaveText(/^\d{1,2}\.\d$/);
    }
    expect(ranked, "the demo market has industries of enough rated companies").toBeGreaterThan(0);
    await expectNoSeriousViolations(page, "industries");

    // The first industry's page: its rank, its sector, its companies.
    const first = rows.first().getByRole("rowheader").getByRole("link");
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/industries\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} Industry: Stocks Ranked by Zen Rating · OpenZen`);
    await expect(page.getByTestId("group-rank")).toHaveText("#1");
    const companies = page.getByTestId("company-rows").getByRole("row");
    expect(await companies.count()).toBeGreaterThan(0);
    await expect(companies.first().getByRole("rowheader").getByRole("link")).toHaveAttribute(
      "href",
      /^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/,
    );
    // A guest sees where the grades would be, locked.
    await expect(page.getByTestId("company-rows").locator("[data-grade]")).toHaveCount(0);
    await expect(companies.first().locator('[data-locked="true"]')).toBeVisible();
    await expect(
      page.getByTestId("premium-invitation").getByRole("link", { name: "Unlock the Zen Rating with Premium" }),
    ).toHaveAttribute("href", "/plans#features");
    await expectNoSeriousViolations(page, "industry, guest");
  });

  test("the sectors are ranked and a sector lists its industries", async ({ page }) => {
    await open(page, "/sectors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sectors");
    const rows = page.getByTestId("group-rows").getByRole("row");
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first().getByRole("cell").first()).toHaveText("1");
    await expectNoSeriousViolations(page, "sectors");

    const first = rows.first().getByRole("rowheader").getByRole("link");
    const name = (await first.textContent())!.trim();
    await open(page, (await first.getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { level: 2, name: `Industries in ${name}` })).toBeVisible();
    const industries = page
      .getByRole("table", { name: `Industries of the ${name} sector by Industry Rank` })
      .getByRole("row");
    expect(await industries.count(), "a header row and at least one industry").toBeGreaterThan(1);
    expect(await page.getByTestId("company-rows").getByRole("row").count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, "sector, guest");
  });

  test("a Premium session sees the grades of an industry's companies", async ({ page, signIn }) => {
    await signIn({ premium: true });
    const { industryPath } = await topIndustryAndCompany(page);
    await open(page, industryPath);
    const companies = page.getByTestId("company-rows").getByRole("row");
    await expect(companies.first().locator("[data-grade]")).toHaveText(/^Grade [ABCDF]$/);
    await expect(page.getByTestId("premium-invitation")).toHaveCount(0);
    await expectNoSeriousViolations(page, "industry, Premium");
  });

  test("an unknown industry or sector is the 404 page", async ({ page, problems }) => {
    problems.allow(/status of 404 \(Not Found\)/);
    for (const path of ["/industries/no-such-industry", "/sectors/no-such-sector"]) {
      await open(page, path, 404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });
});

test.describe("the rating card of a company page", () => {
  const COMPONENT_NAMES = COMPONENTS.map((key) => COMPONENT_INFO[key].name);

  test("a guest sees it locked, without a grade, and the way to Premium", async ({ page }) => {
    const { companyPath } = await topIndustryAndCompany(page);
    await open(page, companyPath);
    await expect(card(page)).toHaveAttribute("data-locked", "true");
    await expect(card(page).locator("[data-grade]")).toHaveCount(0);
    const components = card(page).locator("[data-component]");
    await expect(components).toHaveCount(7);
    for (const [i, name] of COMPONENT_NAMES.entries()) {
      await expect(components.nth(i)).toContainText(name);
      await expect(components.nth(i)).toContainText("Locked");
      // No grade letter and no recommendation where a component grade would be.
      expect(await components.nth(i).textContent()).not.toMatch(/\b[ABCDF]\b|Buy|Hold|Sell/);
    }
    await expect(card(page).getByRole("link", { name: "Unlock the Zen Rating with Premium" })).toHaveAttribute(
      "href",
      "/plans#features",
    );
    await expect(card(page)).toContainText("Already have a premium account?");
    await expect(card(page).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/users/sign-in");
    await expect(page.getByTestId("rating-history-chart")).toHaveCount(0);
    await expectNoSeriousViolations(page, "company overview, guest");
  });

  test("a signed-in free user sees it locked without the sign-in prompt", async ({ page, signIn }) => {
    await signIn();
    const { companyPath } = await topIndustryAndCompany(page);
    await open(page, companyPath);
    await expect(card(page)).toHaveAttribute("data-locked", "true");
    await expect(card(page).locator("[data-grade]")).toHaveCount(0);
    await expect(card(page).getByRole("link", { name: "Unlock the Zen Rating with Premium" })).toBeVisible();
    await expect(card(page)).not.toContainText("Already have a premium account?");
  });

  test("a Premium session sees the grade, the score, the seven component grades and the history", async ({
    page,
    signIn,
  }) => {
    await signIn({ premium: true });
    const { companyPath } = await topIndustryAndCompany(page);
    await open(page, companyPath);
    await expect(card(page)).toHaveAttribute("data-locked", "false");
    const badge = card(page).locator("[data-grade]").first();
    const grade = (await badge.getAttribute("data-grade")) as keyof typeof GRADE_INFO;
    expect(GRADES).toContain(grade);
    await expect(badge).toHaveText(`Grade ${grade}`);
    await expect(page.getByTestId("rating-recommendation")).toHaveText(GRADE_INFO[grade].recommendation);
    await expect(page.getByTestId("rating-score")).toHaveText(/^Score \d{1,2}\.\d out of 10$/);
    const components = card(page).locator("[data-component]");
    await expect(components).toHaveCount(7);
    for (const [i, name] of COMPONENT_NAMES.entries()) {
      await expect(components.nth(i)).toContainText(name);
      await expect(components.nth(i).locator("[data-grade]")).toHaveText(
        /^Grade [ABCDF], (Strong Buy|Buy|Hold|Sell|Strong Sell)$/,
      );
    }
    await expect(card(page).getByRole("link", { name: "Unlock the Zen Rating with Premium" })).toHaveCount(0);
    const chart = page.getByTestId("rating-history-chart");
    await expect(chart).toHaveAttribute("data-state", "ready");
    await expect(chart.locator("canvas").first()).toBeVisible();
    await expect(page.getByTestId("rating-history-summary")).toContainText(
      `${grade} (${GRADE_INFO[grade].recommendation}) on the latest date`,
    );
    await expectNoSeriousViolations(page, "company overview, Premium");
  });
});
