import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Kysely } from "kysely";
import type { DB } from "../src/db/schema";
import { expect, open, test } from "./fixtures";

// The screener of a sector's and an industry's page in Chromium against the app's demo market:
// a screen built on the page (tab, filter, sort) stays within the group, lives in the address
// without the group's own filter, survives a reload and works without JavaScript; the ranking
// pages hand a screen on to each group.

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious, what).toEqual([]);
}

/** The sector with the most rated companies, from the ranking page. */
async function largestSector(page: Page): Promise<{ name: string; path: string }> {
  await open(page, "/sectors");
  const rows = page.getByTestId("group-rows").getByRole("row");
  let best = { name: "", path: "", companies: -1 };
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const companies = Number(await row.getByRole("cell").nth(1).innerText());
    const link = row.getByRole("rowheader").getByRole("link");
    if (companies > best.companies)
      best = { name: (await link.innerText()).trim(), path: (await link.getAttribute("href"))!, companies };
  }
  return best;
}

/** The tickers of the sector's companies the screener lists (listed ones: those with a snapshot row). */
async function sectorTickers(db: Kysely<DB>, slug: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("companies")
    .innerJoin("sectors", "sectors.id", "companies.sector_id")
    .innerJoin("screener_snapshot", "screener_snapshot.company_id", "companies.id")
    .select("companies.ticker")
    .where("sectors.slug", "=", slug)
    .execute();
  return new Set(rows.map((r) => r.ticker));
}

async function tickers(screener: Locator): Promise<string[]> {
  return screener.getByTestId("screener-row").locator("td:first-child").allInnerTexts();
}

async function total(screener: Locator): Promise<number> {
  return Number((await screener.getByTestId("screener-total").innerText()).replace(/\D/g, ""));
}

test("a sector's screener keeps to the sector: tab, filter and sort in the address without f[sid], through a reload", async ({
  page,
  db,
}) => {
  const sector = await largestSector(page);
  const slug = sector.path.split("/").pop()!;
  const members = await sectorTickers(db, slug);
  const sectorId = (await db.selectFrom("sectors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  await open(page, sector.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sector.name);
  const screener = page.getByRole("region", { name: `Screen ${sector.name} stocks` });
  await expect(screener.getByRole("heading", { level: 2 })).toHaveText(`Screen ${sector.name} stocks`);
  await expect(page.getByTestId("company-rows")).toBeVisible();

  // Every company of the sector, and only those: the overview's Sector column says so. The
  // screener's table is drawn once it comes near the screen (render-when-near), as for a reader
  // who scrolls down to it; its words are read once the browser has drawn it, a frame or so later
  // (until then a header's text is its markup's whole text, hidden labels included).
  await screener.getByTestId("screener-table").scrollIntoViewIfNeeded();
  const headers = async () => (await screener.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
  await expect.poll(headers).toContain("Sector");
  const everyone = await total(screener);
  expect(everyone).toBe(members.size);
  const sectorColumn = (await headers()).indexOf("Sector");
  expect(sectorColumn).toBeGreaterThan(0);
  for (const cell of await screener
    .getByTestId("screener-row")
    .locator(`td:nth-child(${sectorColumn + 1})`)
    .allInnerTexts())
    expect(cell).toBe(sector.name);

  await screener.getByRole("navigation", { name: "Screener tabs" }).getByRole("link", { name: "Valuation" }).click();
  await expect(page).toHaveURL(new RegExp(`${sector.path}\\?t=4$`));
  await expect(screener.getByRole("columnheader", { name: "P/E" })).toBeVisible();

  // The panel offers no sector filter here, and its live count is the sector's.
  await screener.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Sector");
  await expect(panel.locator("summary", { hasText: /^Sector$/ })).toHaveCount(0);
  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("Price");
  const price = panel.locator("details", { has: page.locator("summary", { hasText: /^Price$/ }) });
  await price.locator("summary").click();
  await price.getByRole("textbox", { name: "From ($)" }).fill("1");
  await expect(price.getByTestId("live-count")).toHaveText(/^\d+ compan(y|ies) match$/);
  const counted = Number((await price.getByTestId("live-count").innerText()).replace(/\D/g, ""));
  await price.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/f(%5B|\[)price(%5D|\])=1(%2C|,)/);
  await panel.getByRole("button", { name: "Close filters" }).click();
  await expect(screener.getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveText([
    /^Price: \$1 or more/,
  ]);
  expect(await total(screener)).toBe(counted);
  expect(counted).toBeLessThanOrEqual(members.size);

  await screener.getByRole("columnheader", { name: "P/E" }).getByRole("link").click();
  await expect(page).toHaveURL(/s=pe&sd=desc/);
  await expect(screener.getByRole("columnheader", { name: "P/E" })).toHaveAttribute("aria-sort", "descending");
  const rows = await tickers(screener);
  expect(rows.length).toBeGreaterThan(0);
  for (const ticker of rows) expect(members, `${ticker} is a ${sector.name} company`).toContain(ticker);

  const url = page.url();
  expect(decodeURIComponent(url)).toBe(`${new URL(sector.path, url).href}?t=4&f[price]=1,&s=pe&sd=desc`);
  expect(url).not.toMatch(/sid/);
  // The export is the sector's screen: the group's filter is in its link, and its rows are the screen's.
  const exportHref = (await screener.getByRole("link", { name: "Export CSV" }).getAttribute("href"))!;
  expect(exportHref).toBe(`/api/screener/export?t=4&f[sid]=${sectorId}&f[price]=1,&s=pe&sd=desc`);
  const csv = await (await page.request.get(exportHref)).text();
  expect(csv.trim().split("\r\n")).toHaveLength(counted + 1);

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(screener.getByRole("columnheader", { name: "P/E" })).toHaveAttribute("aria-sort", "descending");
  expect(await tickers(screener)).toEqual(rows);
  await expectNoSeriousViolations(page, "a sector's page with a screen");

  await page.goBack();
  await expect(page).toHaveURL(/f(%5B|\[)price(%5D|\])=1(%2C|,)$/);
  await expect(screener.getByRole("columnheader", { name: "P/E" })).not.toHaveAttribute("aria-sort", /./);
});

test("the ranking pages hand the address's screen on to each group, whose page renders it without JavaScript", async ({
  page,
  browser,
}) => {
  await open(page, "/industries?t=4&p=2&f[price]=1,&utm_source=mail");
  const link = page.getByTestId("group-rows").getByRole("row").first().getByRole("rowheader").getByRole("link");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/industries\/[a-z0-9-]+\?t=4&f\[price\]=1,#screen$/);
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.split("?")[0]}\\?t=4&f(%5B|\\[)price(%5D|\\])=1(%2C|,)#screen$`));
  const screener = page.getByRole("region", { name: `Screen ${name} stocks` });
  await expect(
    screener.getByRole("navigation", { name: "Screener tabs" }).getByRole("link", { name: "Valuation" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(screener.getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveText([
    /^Price: \$1 or more/,
  ]);
  await expect(screener).toBeInViewport();
  const rows = await tickers(screener);
  expect(rows.length).toBeGreaterThan(0);

  await open(page, "/sectors?s=pe&sd=asc");
  await expect(page.getByTestId("group-rows").getByRole("rowheader").getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/sectors\/[a-z0-9-]+\?s=pe&sd=asc#screen$/,
  );

  // The first view is the server's: the same rows with JavaScript off.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await plain.newPage();
    const response = await noScript.goto(new URL(href, page.url()).href);
    expect(response!.status()).toBe(200);
    expect(await tickers(noScript.getByRole("region", { name: `Screen ${name} stocks` }))).toEqual(rows);
  } finally {
    await plain.close();
  }
});

test("a large sector lists its companies a page at a time, Previous and Next as links that keep the screen, without JavaScript", async ({
  page,
  browser,
}) => {
  const sector = await largestSector(page);
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await plain.newPage();
    await noScript.goto(new URL(`${sector.path}?s=pe&sd=asc`, page.url()).href);
    const rows = noScript.getByTestId("company-rows").getByRole("row");
    const ids = () => rows.evaluateAll((rs) => rs.map((r) => r.getAttribute("data-company-id")));
    // One page, the screener's page size, and the count of all of them.
    await expect(rows).toHaveCount(20);
    const nav = noScript.getByRole("navigation", { name: "Pages of companies" });
    await expect(nav).toContainText(/^Page 1 of \d+ · \d+ companies/);
    const total = Number(/· (\d+) companies/.exec(await nav.innerText())![1]);
    expect(total).toBeGreaterThan(20);
    const first = await ids();

    await nav.getByRole("link", { name: "Next" }).click();
    await expect(noScript).toHaveURL(/\?s=pe&sd=asc&p=2$/);
    await expect(nav).toContainText(/^Page 2 of /);
    const second = await ids();
    expect(second.length).toBe(Math.min(20, total - 20));
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // The numbering goes on from page 1.
    await expect(rows.first().getByRole("cell").first()).toHaveText("21");
    // The screen (its sort) stays, and the embedded screener is on its page 2 as well.
    await expect(
      noScript.getByRole("region", { name: `Screen ${sector.name} stocks` }).getByRole("navigation", { name: "Pages" }),
    ).toContainText(/Page 2 of/);

    await nav.getByRole("link", { name: "Previous" }).click();
    await expect(noScript).toHaveURL(/\?s=pe&sd=asc$/);
    expect(await ids()).toEqual(first);
  } finally {
    await plain.close();
  }
});
