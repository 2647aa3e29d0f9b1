import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { connect } from "../src/db/connection";
import type { ScreenerResponse } from "../src/domain/screener/contract";
import { insertSignedInUser } from "../test/support/fixtures";
import { E2E_BASE_URL, E2E_EMBEDDED_PG_PORT } from "../playwright.config";
import { expect, expectSameDocument, markDocument, open, test } from "./fixtures";

// The stock screener in Chromium against the app's demo market: a screen built by
// hand (tab, two filters, a sort, page 2) lives in the address and survives a reload and the
// back button; a free user gets no Premium value; the stock ideas are screens of their own.

const DATABASE_URL =
  process.env.DATABASE_URL || `postgres://postgres:openzen-local@localhost:${E2E_EMBEDDED_PG_PORT}/openzen`;

async function tickers(page: Page): Promise<string[]> {
  return page.getByTestId("screener-row").locator("td:first-child").allInnerTexts();
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious, what).toEqual([]);
}

test("builds a screen (tab, two filters, a sort, page 2) that the address keeps through a reload and the back button", async ({
  page,
}) => {
  await open(page, "/stock-screener");
  await expect(page.getByRole("heading", { level: 1, name: "Stock Screener" })).toBeVisible();
  const everyone = Number((await page.getByTestId("screener-total").innerText()).replace(/\D/g, ""));

  await page.getByRole("navigation", { name: "Screener tabs" }).getByRole("link", { name: "Valuation" }).click();
  await expect(page).toHaveURL(/[?&]t=4(&|$)/);
  await expect(page.getByRole("columnheader", { name: "P/E" })).toBeVisible();

  await page.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Exchange");
  await panel.getByRole("checkbox", { name: "NYSE" }).check();
  await panel.getByRole("checkbox", { name: "NASDAQ" }).check();
  await expect(panel.getByTestId("live-count").first()).toHaveText(/\d+ compan(y|ies) match/);
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/f%5Bex%5D=NYSE%2CNASDAQ|f\[ex\]=NYSE,NASDAQ/);

  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Price");
  const price = panel.locator("details", { has: page.locator("summary", { hasText: /^Price$/ }) });
  await price.locator("summary").click();
  await price.getByRole("textbox", { name: "From ($)" }).fill("1");
  await price.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/f(%5B|\[)price(%5D|\])=1(%2C|,)/);
  await panel.getByRole("button", { name: "Close filters" }).click();

  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("listitem")).toHaveText([/Exchange: NYSE, NASDAQ/, /Price: \$1 or more/]);
  const filtered = Number((await page.getByTestId("screener-total").innerText()).replace(/\D/g, ""));
  expect(filtered).toBeGreaterThan(20);
  expect(filtered).toBeLessThanOrEqual(everyone);

  await page.getByRole("columnheader", { name: "P/E" }).getByRole("link").click();
  await expect(page).toHaveURL(/s=pe&sd=desc/);
  await expect(page.getByRole("columnheader", { name: "P/E" })).toHaveAttribute("aria-sort", "descending");
  const firstPage = await tickers(page);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]p=2(&|$)/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  const secondPage = await tickers(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);

  const url = page.url();
  expect(url).toContain("t=4");
  await page.reload();
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await tickers(page)).toEqual(secondPage);

  await page.goBack();
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  expect(await tickers(page)).toEqual(firstPage);
});

test("a free user's screens carry no Premium value, and locked columns offer Premium", async ({ page, context }) => {
  const { db } = connect(DATABASE_URL, 1);
  try {
    const user = await insertSignedInUser(db, {});
    await context.addCookies([
      { name: "oz_session", value: user.token, url: E2E_BASE_URL, httpOnly: true, sameSite: "Lax" },
    ]);
    try {
      const res = await page.request.get("/api/screener/companies?t=11");
      expect(res.status()).toBe(200);
      const body = (await res.json()) as ScreenerResponse;
      const locked = body.columns.filter((c) => c.locked).map((c) => c.key);
      expect(locked).toEqual(["zr", "zr1m", "zrv", "zrg", "zrm", "zrs", "zrsf", "zrf", "zrai"]);
      expect(body.rows.length).toBeGreaterThan(0);
      for (const row of body.rows) for (const key of locked) expect(row.values).not.toHaveProperty(key);
      expect((await page.request.get("/api/screener/companies?f[zr]=A")).status()).toBe(403);

      await open(page, "/stock-screener?t=11");
      const html = await page.content();
      expect(html).not.toMatch(/"zr":"[A-F]"/);
      await page
        .getByRole("link", { name: /Zen Rating Premium/ })
        .first()
        .click();
      const upsell = page.getByRole("dialog", { name: "Unlock the Premium Screener" });
      await expect(upsell).toContainText("Full access requires Premium");
      await expect(upsell.getByRole("link", { name: "See all Premium features" })).toHaveAttribute(
        "href",
        "/plans#features",
      );
      // Signed in: no offer to sign in.
      await expect(upsell).not.toContainText("Already have a premium account?");
    } finally {
      await db.deleteFrom("users").where("id", "=", user.userId).execute();
    }
  } finally {
    await db.destroy();
  }
});

test("stock ideas are screens with their own title and copy", async ({ page, problems }) => {
  await open(page, "/stock-ideas");
  await page.getByRole("link", { name: "Strong Buy Stocks Today" }).click();
  await expect(page).toHaveURL(/\/stock-ideas\/strong-buy-stocks-today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Strong Buy Stocks Today" })).toBeVisible();
  await expect(page).toHaveTitle("Strong Buy Stocks Today · OpenZen");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Analyst Consensus: Strong Buy");

  await open(page, "/stock-screener/dividends");
  await expect(page.getByRole("heading", { level: 1, name: "Dividend Stock Screener" })).toBeVisible();
  problems.allow(/404/);
  await open(page, "/stock-ideas/no-such-idea", 404);
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the rows' links (plain anchors) open their pages in the app, without loading a new document", async ({
  page,
}) => {
  await open(page, "/stock-screener");
  await markDocument(page);
  const ticker = page.getByTestId("screener-row").first().getByRole("link").first();
  const companyPath = (await ticker.getAttribute("href"))!;
  await ticker.click();
  await expect(page).toHaveURL(new RegExp(`${escaped(companyPath)}$`));
  await expect(page.getByTestId("company-price")).toBeVisible();
  await expectSameDocument(page, "a screener row's link");

  // The Industry Rank's and an industry's tables likewise.
  await open(page, "/industries");
  await markDocument(page);
  const industry = page.getByTestId("group-rows").getByRole("rowheader").getByRole("link").first();
  const industryPath = (await industry.getAttribute("href"))!;
  await industry.click();
  await expect(page).toHaveURL(new RegExp(`${escaped(industryPath)}$`));
  const company = page.getByTestId("company-rows").getByRole("rowheader").getByRole("link").first();
  const path = (await company.getAttribute("href"))!;
  await company.click();
  await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
  await expect(page.getByTestId("company-price")).toBeVisible();
  await expectSameDocument(page, "the group tables' links");
});

test("the screener pages pass axe", async ({ page }) => {
  // Five full-page axe runs over the widest tables of the site: a slow test's time.
  test.slow();
  await open(page, "/stock-screener");
  await expectNoSeriousViolations(page, "/stock-screener");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expectNoSeriousViolations(page, "/stock-screener with the filter panel open");
  await open(page, "/stock-ideas");
  await expectNoSeriousViolations(page, "/stock-ideas");
});
