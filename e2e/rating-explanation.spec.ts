import type { Page } from "@playwright/test";
import { sql } from "kysely";
import { paths } from "../src/domain/paths";
import { expect, open, seriousViolations, test } from "./fixtures";

// Why a grade is what it is: the company page explains a Premium member's Zen Rating
// factor by factor, and a free member's page and loader data do not even carry it; the
// screener's "Why not?" box checks a ticker against the screen, filter by filter.

// Axe and the page's two answers take a while on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

interface Listed {
  exchange: string;
  ticker: string;
  name: string;
  mcap: number;
}

/** The largest listed company the rating run kept factors for. */
async function ratedCompany(db: Parameters<Parameters<typeof test>[2]>[0]["db"]): Promise<Listed> {
  const { rows } = await sql<Listed>`
    SELECT c.exchange, c.ticker, c.name, r.market_cap::float8 AS mcap
      FROM rating_factors f JOIN companies c ON c.id = f.company_id
      JOIN company_research r ON r.company_id = c.id
     WHERE c.delisted_on IS NULL AND r.market_cap > 0
     ORDER BY r.market_cap DESC LIMIT 1`.execute(db);
  expect(rows.length, "the demo market's rating run kept factors").toBe(1);
  return rows[0]!;
}

/** What the server sends for the page and for client navigation, with this browser's cookies. */
async function answers(page: Page, path: string): Promise<{ html: string; data: string }> {
  const html = await page.request.get(path);
  const data = await page.request.get(`${path}.data`);
  expect(html.status()).toBe(200);
  expect(data.status()).toBe(200);
  return { html: await html.text(), data: await data.text() };
}

test.describe("the explanation of a Zen Rating", () => {
  test("a Premium member sees, for each component, the factors that moved it with value and sector percentile", async ({
    page,
    db,
    signIn,
  }) => {
    const company = await ratedCompany(db);
    await signIn({ premium: true });
    const path = paths.company(company);
    await open(page, path);
    const section = page.getByTestId("rating-explanation");
    await expect(section).toHaveAttribute("data-locked", "false");
    await expect(page.getByRole("heading", { level: 2, name: "Why this Zen Rating" })).toBeVisible();
    const components = section.locator("[data-explained-component]");
    await expect(components).toHaveCount(7);
    // At least one component names its drivers: a value, a sector percentile and the direction.
    const driver = section.locator("tr[data-factor]").first();
    await expect(driver).toBeVisible();
    await expect(driver.locator("td").nth(1)).toHaveText(/^(\d+(st|nd|rd|th)|No data)$/);
    // The value in its unit (a percentage, a multiple, a count in words), never a bare fraction.
    await expect(driver.locator("td").first()).toHaveText(/^(No data|[\u2212+]?[\d,]+(\.\d+)?(%| pts|x| [a-z].*)?)$/);
    await expect(driver.locator("td").first()).not.toHaveText(/^[\u2212-]?0\.\d{3,}$/);
    await expect(driver.locator("td").nth(2)).toHaveText(/scores better$/);
    // What changed since the month-end before.
    await expect(section.getByTestId("component-change").first()).toContainText("Since");

    const { html, data } = await answers(page, path);
    expect(html).toContain("data-explained-component");
    expect(data).toContain("sectorPercentile");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a free member gets the invitation, and neither the page nor its loader data carries the explanation", async ({
    page,
    db,
    signIn,
  }) => {
    const company = await ratedCompany(db);
    await signIn();
    const path = paths.company(company);
    await open(page, path);
    const section = page.getByTestId("rating-explanation");
    await expect(section).toHaveAttribute("data-locked", "true");
    await expect(section.getByRole("link", { name: "See why with Premium" })).toBeVisible();
    await expect(section.locator("[data-explained-component]")).toHaveCount(0);

    const { html, data } = await answers(page, path);
    for (const [what, body] of [
      ["HTML", html],
      ["loader data", data],
    ] as const) {
      expect(body, what).not.toContain("data-explained-component");
      expect(body, what).not.toContain("sectorPercentile");
      expect(body, what).not.toContain("previousSectorPercentile");
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the screener's Why not? box", () => {
  test("shows each filter with the company's value and whether it passes", async ({ page, db }) => {
    const company = await ratedCompany(db);
    const half = Math.floor(company.mcap / 2);
    await open(page, `/stock-screener?f[mcap]=${half},`);
    const box = page.getByTestId("why-not");
    await box.getByLabel("Ticker").fill(company.ticker.toLowerCase());
    await box.getByRole("button", { name: "Check" }).click();
    const row = box.locator('tr[data-filter="mcap"]');
    await expect(row).toHaveAttribute("data-passed", "true");
    await expect(row.getByRole("rowheader")).toHaveText("Market Cap");
    await expect(row).toContainText("Passes");
    await expect(row.locator("td").nth(1)).toHaveText(/^\$\d/);
    await expect(box.getByTestId("why-not-verdict")).toHaveAttribute("data-passes", "true");
    expect(await seriousViolations(page)).toEqual([]);

    // A screen the company cannot pass: the same check says which filter it fails.
    await open(page, `/stock-screener?f[mcap]=,${half}`);
    await box.getByLabel("Ticker").fill(company.ticker);
    await box.getByRole("button", { name: "Check" }).click();
    await expect(row).toHaveAttribute("data-passed", "false");
    await expect(row).toContainText("Fails");
    await expect(box.getByTestId("why-not-verdict")).toHaveAttribute("data-passes", "false");
    await expect(box.getByTestId("why-not-verdict")).toContainText("fails 1 of the 1 filters");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("says so for a ticker no listed company has", async ({ page, problems }) => {
    // The browser logs the 404 the box answers in words.
    problems.allow(/\/api\/screener\/why-not\/ZZZZZZ/);
    await open(page, "/stock-screener?f[mcap]=1,");
    const box = page.getByTestId("why-not");
    await box.getByLabel("Ticker").fill("ZZZZZZ");
    await box.getByRole("button", { name: "Check" }).click();
    await expect(box.getByRole("alert")).toHaveText("No listed company has the ticker ZZZZZZ.");
  });
});
