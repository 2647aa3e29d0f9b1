import type { Locator, Page } from "@playwright/test";
import { sql, type Kysely } from "kysely";
import type { DB } from "../src/db/schema";
import { BASE_URL, DESKTOP, expect, open, seriousViolations, test } from "./fixtures";

// The company pages' charts against the demo market of the app under test: each
// chart draws the rows of the page's own table (so a bar per row, a tick per estimate), passes
// axe (each kind of chart in both themes across the tests), and the Zen Rating's component chart and history reach a Premium member
// only.

interface Company {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
}

/**
 * A listed, rated dividend payer with a fair value, a price target and at least one fiscal year
 * reported against an estimate: every chart of the pages has something to draw.
 */
async function chartedCompany(db: Kysely<DB>): Promise<Company> {
  const { rows } = await sql<Company>`
    SELECT c.id, c.name, c.ticker, c.exchange
    FROM companies c
    JOIN company_research r ON r.company_id = c.id
    JOIN ratings_latest l ON l.company_id = c.id
    WHERE c.delisted_on IS NULL AND c.pays_dividends AND r.fair_value > 0
      AND jsonb_typeof(r.forecast->'priceTarget') = 'object'
      AND (r.dividends->>'payoutRatio') IS NOT NULL
      AND EXISTS (
        SELECT 1 FROM fundamentals f JOIN analyst_estimates e
          ON e.company_id = f.company_id AND e.forecast_year = f.fiscal_year AND e.as_of < f.filed_on
        WHERE f.company_id = c.id AND f.period = 'A' AND f.eps IS NOT NULL AND e.eps IS NOT NULL
      )
    ORDER BY c.id
    LIMIT 1`.execute(db);
  if (!rows[0]) throw new Error("the demo market has no company with every chart's data");
  return rows[0];
}

function companyPath(c: Company, subpage = ""): string {
  return `/stocks/us/${c.exchange.toLowerCase()}/${c.ticker.toLowerCase()}${subpage}`;
}

/** The body rows of the page's own table, found by its accessible name. */
function tableRows(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true }).locator("tbody tr");
}

/** A chart's drawing: bars drawn, bars said to have no data, estimate ticks. */
async function drawn(chart: Locator) {
  const svg = chart.locator('svg[role="img"]');
  await expect(svg).toBeVisible();
  return {
    bars: await svg.locator("rect[data-bar]").count(),
    noData: await svg.locator("[data-no-data]").count(),
    markers: await svg.locator("line[data-marker]").count(),
  };
}

/** The first cell of each row of a chart's folded table, in order. */
async function chartTableLabels(chart: Locator): Promise<string[]> {
  return (await chart.locator("table[data-chart-table] tbody th").allTextContents()).map((t) => t.trim());
}

// Axe in one theme per test, chosen so that each kind of chart (bars, ranges) is scanned in both
// themes across the tests: a full scan per theme per page was minutes of CI for the same markup.
async function expectAccessible(page: Page, path: string, what: string, theme: "light" | "dark") {
  await page.context().addCookies([{ name: "oz_theme", value: theme, url: BASE_URL }]);
  await open(page, path);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  // The folded tables too: axe skips what is closed.
  for (const summary of await page.locator("figure details > summary").all()) await summary.click();
  const violations = await seriousViolations(page);
  if (violations.length > 0) console.log(`axe (${what}, ${theme}):\n${JSON.stringify(violations, null, 2)}`);
  expect(violations, `serious or critical axe violations: ${what}, ${theme} theme`).toEqual([]);
}

test.describe("company charts", () => {
  test.use({ viewport: DESKTOP });

  test("the earnings page draws a bar for every quarter and year of its tables and a tick for every estimate", async ({
    page,
    db,
    signIn,
  }) => {
    // Two full page loads and a full axe scan, on a machine the other suites share.
    test.slow();
    await signIn();
    const company = await chartedCompany(db);
    await open(page, companyPath(company, "/earnings"));

    const quarters = tableRows(page, `Quarterly earnings per share and revenue of ${company.name}`);
    const quarterCount = await quarters.count();
    expect(quarterCount).toBeGreaterThan(0);
    // Quarters as the table lists them (newest first), as "Q2 2025".
    const quarterLabels = (await quarters.locator("th").allTextContents()).map((t) => t.trim());
    const quarterlyEpsMissing = await quarters.locator("td:nth-child(4)").filter({ hasText: "not available" }).count();
    for (const id of ["eps-quarterly-chart", "revenue-quarterly-chart"]) {
      const chart = page.getByTestId(id);
      const d = await drawn(chart);
      expect(d.bars + d.noData, id).toBe(quarterCount);
      // Oldest first in the chart.
      expect(await chartTableLabels(chart)).toEqual([...quarterLabels].reverse());
    }
    const epsQuarterly = await drawn(page.getByTestId("eps-quarterly-chart"));
    expect(epsQuarterly.noData).toBe(quarterlyEpsMissing);

    const years = tableRows(page, `Annual earnings per share and revenue of ${company.name}, with growth`);
    const yearLabels = (await years.locator("th").allTextContents()).map((t) => t.trim());
    expect(yearLabels.length).toBeGreaterThan(0);
    const surprises = tableRows(page, `Reported earnings per share of ${company.name} against the estimate`);
    const surpriseYears = (await surprises.locator("th").allTextContents()).map((t) => t.trim());
    expect(surpriseYears.length).toBeGreaterThan(0);
    const annualEps = page.getByTestId("eps-annual-chart");
    const d = await drawn(annualEps);
    expect(d.bars + d.noData).toBe(yearLabels.length);
    expect(await chartTableLabels(annualEps)).toEqual([...yearLabels].reverse());
    // A tick for each year of the chart that the surprises table compares with an estimate, and
    // the beat or miss the surprises table says.
    const compared = surpriseYears.filter((y) => yearLabels.includes(y));
    expect(d.markers).toBe(compared.length);
    const beats = await surprises
      .filter({ hasText: "beat" })
      .filter({ has: page.locator("th") })
      .all();
    let beatsShown = 0;
    for (const row of beats) if (compared.includes((await row.locator("th").textContent())!.trim())) beatsShown++;
    await expect(annualEps.locator('[data-tone-glyph="good"]')).toHaveCount(beatsShown);
    const revenueAnnual = await drawn(page.getByTestId("revenue-annual-chart"));
    expect(revenueAnnual.bars + revenueAnnual.noData).toBe(yearLabels.length);

    await expectAccessible(page, companyPath(company, "/earnings"), "earnings", "light");
  });

  test("the dividends page draws a bar per year and per payment, and the payout ratio", async ({
    page,
    db,
    signIn,
  }) => {
    // Two full page loads and a full axe scan, on a machine the other suites share.
    test.slow();
    await signIn();
    const company = await chartedCompany(db);
    await open(page, companyPath(company, "/dividends"));
    const years = await tableRows(page, `Dividends per share of ${company.name} by calendar year`).count();
    const payments = await tableRows(page, `Every dividend of ${company.name}`).count();
    expect(years).toBeGreaterThan(0);
    expect(payments).toBeGreaterThan(0);
    expect((await drawn(page.getByTestId("dividend-annual-chart"))).bars).toBe(years);
    expect((await drawn(page.getByTestId("dividend-payments-chart"))).bars).toBe(payments);
    const payout = page.getByTestId("payout-ratio-chart");
    await expect(payout.locator('[data-mark="primary"]')).toHaveCount(1);
    await expect(payout.locator("figcaption")).toContainText(`${company.name} pays out`);
    await expectAccessible(page, companyPath(company, "/dividends"), "dividends", "dark");
  });

  test("the forecast page puts the price among the analysts' targets", async ({ page, db, signIn }) => {
    // Two full page loads and a full axe scan, on a machine the other suites share.
    test.slow();
    await signIn();
    const company = await chartedCompany(db);
    await open(page, companyPath(company, "/stock-forecast"));
    const chart = page.getByTestId("price-target-chart");
    await expect(chart.locator("[data-range]")).toHaveCount(1);
    await expect(chart.locator('[data-mark="primary"]')).toHaveCount(1);
    await expect(chart.locator('[data-mark="reference"]')).toHaveCount(1);
    // The chart's figures are the card's.
    const card = page.getByRole("region", { name: "Price target" });
    await chart.locator("summary").click();
    for (const figure of ["Low", "Average", "High"]) {
      const shown = (await card
        .locator("dl div")
        .filter({ has: page.getByText(figure, { exact: true }) })
        .locator("dd")
        .textContent())!.trim();
      await expect(chart.getByRole("row", { name: `${figure} ${shown}`, exact: true })).toBeVisible();
    }
    await expect(chart.locator("figcaption")).toHaveText(
      /^Targets run from \$[\d,.]+ to \$[\d,.]+, averaging \$[\d,.]+\. The price, \$[\d,.]+, is /,
    );
    await expectAccessible(page, companyPath(company, "/stock-forecast"), "forecast", "dark");
  });

  test("the overview draws fair value against price and the five dimensions; a free user gets no rating chart", async ({
    page,
    db,
    signIn,
  }) => {
    // Two full page loads and a full axe scan, on a machine the other suites share.
    test.slow();
    await signIn();
    const company = await chartedCompany(db);
    await open(page, companyPath(company));
    const fairValue = page.getByTestId("fair-value-chart");
    await expect(fairValue.locator('[data-mark="primary"]')).toContainText("Fair value (DCF)");
    await expect(fairValue.locator('[data-mark="reference"]')).toContainText("Price");
    await expect(fairValue.locator("[data-zone]")).toHaveCount(3);

    const gauges = page.getByTestId("dimension-gauges").getByRole("meter");
    const judged = await gauges.count();
    const noData = await page
      .getByTestId("dimension-gauges")
      .getByRole("group", { name: /score: no data$/ })
      .count();
    const dims = await drawn(page.getByTestId("dimension-scores-chart"));
    expect(dims.bars).toBe(judged);
    expect(dims.noData).toBe(noData);
    expect(dims.bars + dims.noData).toBe(5);

    // Free: the card is locked and no rating chart or history table reaches the page.
    await expect(page.getByTestId("zen-rating-card")).toHaveAttribute("data-locked", "true");
    await expect(page.getByTestId("component-grades-chart")).toHaveCount(0);
    await expect(page.getByTestId("rating-history-table")).toHaveCount(0);
    expect(await page.content()).not.toContain("rating-history-table");
    await expectAccessible(page, companyPath(company), "overview, free", "light");
  });

  test("a Premium member sees the component grades drawn and the rating history as a table", async ({
    page,
    db,
    signIn,
  }) => {
    // Two full page loads and a full axe scan, on a machine the other suites share.
    test.slow();
    await signIn({ premium: true });
    const company = await chartedCompany(db);
    await open(page, companyPath(company));
    await expect(page.getByTestId("zen-rating-card")).toHaveAttribute("data-locked", "false");
    const components = page.getByTestId("component-grades-chart");
    const d = await drawn(components);
    expect(d.bars + d.noData).toBe(7);
    // A bar for each component the card grades.
    await expect(page.getByTestId("rating-components").locator("[data-grade]")).toHaveCount(d.bars);

    const history = page.getByTestId("rating-history-table");
    await page.getByTestId("rating-history-chart").locator("summary").click();
    const months = history.locator("tbody tr");
    expect(await months.count()).toBeGreaterThan(1);
    // Newest first: the latest row is the card's grade.
    const grade = await page.getByTestId("zen-rating-card").locator("[data-grade]").first().getAttribute("data-grade");
    await expect(months.first().locator("td").first()).toHaveText(new RegExp(`^${grade} \\(`));
    await expect(page.getByTestId("rating-history-chart")).toHaveAttribute("data-state", "ready");
    await expectAccessible(page, companyPath(company), "overview, Premium", "dark");
  });
});
