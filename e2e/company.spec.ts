import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Kysely } from "kysely";
import { DIMENSION_SIZES } from "../src/domain/checks/scoring";
import { SCORED_CATEGORIES } from "../src/domain/checks/types";
import type { DB } from "../src/db/schema";
import { BASE_URL, DESKTOP, expect, expectSameDocument, markDocument, MOBILE, open, test } from "./fixtures";
import { GUEST_VIEWS_KEY } from "../src/domain/auth/guest-views";

// The company pages against the demo market of the app under test: the overview and
// its four subpages, server-rendered, with the price chart drawn in the browser, the
// due-diligence gauges agreeing with the checks shown, locked checks for guests, canonical
// lower-case paths, the 404 page for unknown tickers, a phone-size run, and axe on every page.

interface Company {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
}

/**
 * The listed dividend payer with the lowest id, and one that has never paid a dividend (a
 * company that stopped paying says so differently).
 */
async function demoCompanies(db: Kysely<DB>): Promise<{ payer: Company; nonPayer: Company | undefined }> {
  const listed = await db
    .selectFrom("companies")
    .select((eb) => [
      "id",
      "name",
      "ticker",
      "exchange",
      "pays_dividends",
      eb
        .exists(eb.selectFrom("dividends").select("company_id").whereRef("dividends.company_id", "=", "companies.id"))
        .as("ever_paid"),
    ])
    .where("delisted_on", "is", null)
    .orderBy("id")
    .execute();
  const payer = listed.find((c) => c.pays_dividends);
  if (!payer) throw new Error("the demo market has no listed dividend payer");
  return { payer, nonPayer: listed.find((c) => !c.pays_dividends && !c.ever_paid) };
}

function companyPath(c: Company, subpage = ""): string {
  return `/stocks/us/${c.exchange.toLowerCase()}/${c.ticker.toLowerCase()}${subpage}`;
}

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

function chart(page: Page): Locator {
  return page.getByTestId("price-chart");
}

function checklist(page: Page): Locator {
  return page.getByTestId("checklist");
}

/**
 * The lines are drawn as SVG once the prices arrive; the interactive chart (a canvas) takes their
 * place on the first pointer over the chart or focus in it, `how` says which.
 */
async function expectChartDrawn(page: Page, how: "pointer" | "focus" = "pointer") {
  await expect(chart(page)).toHaveAttribute("data-state", "drawn");
  await expect(chart(page).getByTestId("price-preview")).toBeVisible();
  await expect(chart(page).locator("canvas")).toHaveCount(0);
  if (how === "pointer") await chart(page).getByTestId("price-preview").hover();
  else await chart(page).getByRole("group", { name: "Chart range" }).getByRole("button", { name: "1 year" }).focus();
  await expect(chart(page)).toHaveAttribute("data-state", "ready");
  await expect(chart(page).locator("canvas").first()).toBeVisible();
  await expect(chart(page).getByTestId("price-preview")).toHaveCount(0);
}

async function expectDescription(page: Page, includes: string) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toContain(includes);
}

/** The rounded score each gauge shows must be the one the visible checks give (spec 9). */
async function expectGaugesAgreeWithChecks(page: Page) {
  const dimensionScores: number[] = [];
  for (const category of SCORED_CATEGORIES) {
    const group = checklist(page).locator(`section[data-category="${category}"]`);
    const passed = await group.locator('li[data-status="passed"]').count();
    const label = category[0]!.toUpperCase() + category.slice(1);
    const meter = page.getByRole("meter", { name: `${label} score` });
    const noData = page.getByRole("group", { name: `${label} score: no data` });
    if ((await meter.count()) === 0 && (await noData.count()) > 0) {
      // None of the dimension's checks had data: "No data", still 0 in the overall.
      await expect(noData).toContainText("None of its checks had data");
      expect(passed).toBe(0);
      dimensionScores.push(0);
      continue;
    }
    if ((await meter.count()) === 0) {
      // No dividend in 10 years: no dividend dimension, and the checklist says why.
      expect(category, "only the dividend dimension may be left out").toBe("dividend");
      await expect(group).toContainText("paid no dividend in the last 10 years");
      continue;
    }
    const score = (passed / DIMENSION_SIZES[category]) * 100;
    dimensionScores.push(score);
    await expect(meter, `${label}: ${passed} of ${DIMENSION_SIZES[category]} passed`).toHaveAttribute(
      "aria-valuenow",
      String(Math.round(score)),
    );
  }
  const overall = dimensionScores.reduce((a, b) => a + b, 0) / dimensionScores.length;
  await expect(page.getByRole("meter", { name: "Overall score" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round(overall)),
  );
}

test.describe("company pages on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("a guest walks the overview and its four subpages", async ({ page, db }) => {
    // Five full page loads with their charts: more than one page's time on a loaded CI machine.
    test.slow();
    // This walk views more company pages than a guest may in a month; forget the count on each
    // load so the registration wall (its own test is in accounts.spec.ts) stays down.
    await page.addInitScript((key) => localStorage.removeItem(key), GUEST_VIEWS_KEY);
    const { payer: company } = await demoCompanies(db);
    const tickerName = `${company.name} (${company.ticker})`;

    // Overview.
    await open(page, companyPath(company));
    await expect(page).toHaveTitle(`${tickerName} Stock Price, Due Diligence Score and Fair Value · OpenZen`);
    await expectDescription(page, tickerName);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.name);
    await expect(page.getByTestId("company-price")).toHaveText(/^Price \$[\d,]+\.\d{2}$/);
    const tabs = page.getByRole("navigation", { name: "Company pages" });
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);

    // The chart draws after load; the range buttons cut it and say so.
    await expectChartDrawn(page, "focus");
    const ranges = page.getByRole("group", { name: "Chart range" });
    await expect(ranges.getByRole("button", { name: "1 year" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("chart-summary")).toHaveText(/^1 year: \$/);
    await ranges.getByRole("button", { name: "1 month" }).click();
    await expect(ranges.getByRole("button", { name: "1 month" })).toHaveAttribute("aria-pressed", "true");
    await expect(ranges.getByRole("button", { name: "1 year" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("chart-summary")).toHaveText(
      /^1 month: \$[\d,.]+ on (May|Jun) \d+, 2025 to \$[\d,.]+ on Jun 30, 2025/,
    );
    await ranges.getByRole("button", { name: "all history" }).click();
    await expect(page.getByTestId("chart-summary")).toHaveText(/^All history: \$[\d,.]+ on \w+ \d+, 20(0|1)\d to /);
    const tenDay = page.getByRole("checkbox", { name: "10-day" });
    await expect(tenDay).not.toBeChecked();
    await tenDay.check();
    await expect(tenDay).toBeChecked();
    await expect(chart(page).locator("canvas").first()).toBeVisible();

    // A guest sees every check locked: a preview, and the way to Premium.
    const checks = checklist(page).getByRole("listitem");
    expect(await checks.count()).toBeGreaterThan(0);
    await expect(checklist(page).locator('li:not([data-status="locked"])')).toHaveCount(0);
    for (const check of await checks.all()) {
      await expect(check).toContainText("Locked");
      await expect(check).toContainText("…");
      await expect(check.getByRole("link", { name: "Subscribe to Premium" })).toHaveAttribute(
        "href",
        "/plans#features",
      );
    }
    await expect(page.getByRole("meter", { name: "Overall score" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Zen Rating", exact: true })).toBeVisible();
    // A guest's rating card is locked: no grade reaches the page.
    await expect(page.getByTestId("zen-rating-card")).toHaveAttribute("data-locked", "true");
    await expectNoSeriousViolations(page, "overview, guest");

    // The four subpages, reached through the tabs on the client.
    await markDocument(page);
    const subpages = [
      {
        tab: "Forecast",
        path: "/stock-forecast",
        title: "Stock Forecast, Price Target and Analyst Ratings",
        headings: ["Analyst consensus", "Price target", "Estimates", "Recent analyst ratings"],
      },
      {
        tab: "Earnings",
        path: "/earnings",
        title: "Earnings: EPS, Revenue and Surprises",
        headings: ["Next earnings", "Quarterly results", "Annual results", "Earnings surprises"],
      },
      {
        tab: "Dividends",
        path: "/dividends",
        title: "Dividend History, Yield and Payout Ratio",
        headings: ["Dividend summary"],
      },
      {
        tab: "Ownership",
        path: "/ownership",
        title: "Insider Trading and Ownership",
        headings: ["Insider buying and selling", "Insider transactions"],
      },
    ];
    for (const sub of subpages) {
      await tabs.getByRole("link", { name: sub.tab }).click();
      await expect(page).toHaveURL(companyPath(company, sub.path));
      await expect(page).toHaveTitle(`${tickerName} ${sub.title} · OpenZen`);
      await expect(tabs.getByRole("link", { name: sub.tab })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.name);
      await expect(page.getByTestId("company-price")).toHaveText(/^Price \$[\d,]+\.\d{2}$/);
      for (const heading of sub.headings)
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expectSameDocument(page, `${sub.tab} tab`);
    }

    // Each subpage also renders on the server on its own, and passes axe.
    for (const sub of subpages) {
      await open(page, companyPath(company, sub.path));
      await expect(page).toHaveTitle(`${tickerName} ${sub.title} · OpenZen`);
      await expectDescription(page, tickerName);
      await expectNoSeriousViolations(page, `${sub.tab}, guest`);
    }

    // The dividend payer's figures.
    await open(page, companyPath(company, "/dividends"));
    await expect(page.getByRole("heading", { level: 2, name: "Dividend history" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: `Every dividend of ${company.name}` })
        .getByRole("row")
        .nth(1),
    ).toContainText("$");
  });

  test("when the prices cannot be loaded the chart says so", async ({ page, db, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 503/);
    const { payer: company } = await demoCompanies(db);
    await page.route("**/api/companies/*/prices", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message: "Try again shortly." } }),
      }),
    );
    await open(page, companyPath(company));
    await expect(chart(page)).toHaveAttribute("data-state", "failed");
    await expect(chart(page)).toContainText("The price chart could not be loaded: Try again shortly.");
    await expect(chart(page).locator("canvas")).toHaveCount(0);
  });

  test("a company that pays no dividend says so", async ({ page, db }) => {
    const { nonPayer } = await demoCompanies(db);
    expect(nonPayer, "the demo market has a listed company without dividends").toBeDefined();
    await open(page, companyPath(nonPayer!, "/dividends"));
    await expect(page.getByTestId("dividend-status")).toHaveText(`${nonPayer!.name} does not pay a dividend.`);
    await expectNoSeriousViolations(page, "dividends of a non-payer");
  });

  test("a delisted company's page says when it was delisted", async ({ page, db }) => {
    const delisted = await db
      .selectFrom("companies")
      .select(["id", "name", "ticker", "exchange"])
      .where("delisted_on", "is not", null)
      .orderBy("id")
      .executeTakeFirst();
    expect(delisted, "the demo market has a delisted company").toBeDefined();
    await open(page, companyPath(delisted!));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(delisted!.name);
    await expect(page.getByTestId("delisted-notice")).toHaveText(
      /^Delisted on \w{3} \d{1,2}, \d{4}\b.*\. The page shows its history up to then\.$/,
    );
    await expectChartDrawn(page);
    await expectNoSeriousViolations(page, "overview of a delisted company");
  });

  test("for a Premium session the gauges agree with the checks", async ({ page, db, signIn }) => {
    const { payer: company } = await demoCompanies(db);
    // A live Premium subscription row, as checkout will write it.
    await signIn({ premium: true });

    await open(page, companyPath(company));
    const checks = checklist(page).getByRole("listitem");
    expect(await checks.count()).toBeGreaterThanOrEqual(33);
    await expect(checklist(page).locator('li[data-status="locked"]')).toHaveCount(0);
    await expect(checklist(page).getByRole("link", { name: "Subscribe to Premium" })).toHaveCount(0);
    for (const check of await checks.all()) {
      await expect(check).toContainText(/^(Passed|Failed|Not available)/);
    }
    await expectGaugesAgreeWithChecks(page);
    await expectNoSeriousViolations(page, "overview, Premium");
  });

  test("an upper-case path redirects permanently to the lower-case one", async ({ request, db }) => {
    const { payer: company } = await demoCompanies(db);
    for (const sub of ["", "/stock-forecast", "/earnings", "/dividends", "/ownership"]) {
      const upper = `/stocks/us/${company.exchange.toUpperCase()}/${company.ticker.toUpperCase()}${sub}`;
      const response = await request.get(upper, { maxRedirects: 0 });
      expect(response.status(), upper).toBe(301);
      expect(response.headers()["location"], upper).toBe(companyPath(company, sub));
    }
  });

  test("an unknown ticker shows the 404 page with a search field", async ({ page, problems }) => {
    for (const path of ["/stocks/us/nasdaq/nosuchtickr", "/stocks/us/nyse/nosuchtickr/earnings"]) {
      problems.allow(
        new RegExp(
          `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${BASE_URL}${path}:`,
        ),
      );
      await open(page, path, 404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found · OpenZen");
      await expect(page.getByRole("main").getByRole("combobox", { name: "Search Stocks" })).toBeVisible();
    }
  });
});

test.describe("company page on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the overview fits the screen; tables and tabs scroll inside themselves", async ({ page, db }) => {
    const { payer: company } = await demoCompanies(db);
    await open(page, companyPath(company));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.name);
    await expectChartDrawn(page);
    await page.getByRole("group", { name: "Chart range" }).getByRole("button", { name: "3 months" }).click();
    await expect(page.getByTestId("chart-summary")).toHaveText(/^3 months: /);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "the page scrolls sideways on a phone").toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "overview, phone");

    await open(page, companyPath(company, "/earnings"));
    const overflowEarnings = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflowEarnings, "the earnings page scrolls sideways on a phone").toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "earnings, phone");
  });
});
