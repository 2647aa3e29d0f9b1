import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

// The screener "as handy as Finviz": a chosen column set, 50 rows a page and a "2B"
// market-cap bound live in the address and survive a reload; every tab's default columns fit a
// 1,440 px screen; rows become cards on a phone, sorted by a control of their own; the ticker
// stays in view while the table scrolls sideways; axe passes with the chooser open.

// Several navigations each on a machine shared with other suites: more time than the default.
test.describe.configure({ timeout: 180_000 });

async function tickers(page: Page): Promise<string[]> {
  return page.getByTestId("screener-row").locator("td:first-child").allInnerTexts();
}

async function headers(page: Page): Promise<string[]> {
  return (await page.getByRole("columnheader").allInnerTexts()).map((t) => t.replace(/[▲▼]/g, "").trim());
}

test("a screen with chosen columns, 50 rows a page and a 2B market-cap bound survives a reload", async ({ page }) => {
  await open(page, "/stock-screener");
  const chooser = page.getByTestId("column-chooser");
  await chooser.locator("summary").click();

  // Remove two columns, add one found by its alias, move it up twice from the keyboard.
  await chooser.getByRole("button", { name: "Remove: Exchange" }).click();
  await expect(page).toHaveURL(/[?&]c=ticker,name,zr,/);
  await chooser.getByRole("button", { name: "Remove: Country" }).click();
  await chooser.getByRole("searchbox", { name: "Find a column" }).fill("div yield");
  await chooser.getByRole("button", { name: "Add: Forward Dividend Yield" }).click();
  await expect(page).toHaveURL(/c=[^&]*,fdy(&|$)/);
  const up = chooser.getByRole("button", { name: "Move up: Fwd Yield" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/,fdy,dy(&|$)/);
  // The focus stays on the button, so a second Enter moves it again.
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/,fdy,pe,dy(&|$)/);
  await chooser.locator("summary").click();

  await page.getByRole("link", { name: "50 rows per page" }).click();
  await expect(page).toHaveURL(/[?&]ps=50(&|$)/);

  await page.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await panel.getByRole("searchbox", { name: "Find a filter" }).fill("market cap");
  const mcap = panel.locator("details", { has: page.locator("summary", { hasText: /^Market Cap/ }) });
  await expect(mcap).toHaveAttribute("open", "");
  // Presets show their range and fill the fields.
  await mcap.getByRole("button", { name: /^Mid: \$2B to \$10B/ }).click();
  await expect(mcap.getByRole("textbox", { name: "From ($)" })).toHaveValue("2B");
  await expect(mcap.getByRole("textbox", { name: "To ($)" })).toHaveValue("10B");
  // A bound the editor cannot read gets its message and cannot be applied.
  await mcap.getByRole("textbox", { name: "To ($)" }).fill("ten");
  await expect(mcap.getByRole("alert")).toHaveText("To: Enter an amount such as 2B, 500M or 1.5T.");
  await expect(mcap.getByRole("button", { name: "Apply" })).toBeDisabled();
  await mcap.getByRole("textbox", { name: "To ($)" }).fill("");
  await mcap.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/f(%5B|\[)mcap(%5D|\])=2000000000(%2C|,)(&|$)/);
  await panel.getByRole("button", { name: "Close filters" }).click();
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Market Cap: $2B or more");

  const url = page.url();
  const columns = await headers(page);
  expect(columns.slice(0, 2)).toEqual(["Ticker", "Company"]);
  // A guest chose a Premium column by keeping it: it shows its lock, never a value.
  expect(columns[2]).toMatch(/^Zen Rating/);
  expect(columns).not.toContain("Exchange");
  expect(columns).not.toContain("Country");
  expect(columns.indexOf("Fwd Yield")).toBe(columns.indexOf("P/E") - 1);
  const rows = await tickers(page);
  const total = Number((await page.getByTestId("screener-total").innerText()).replace(/\D/g, ""));
  expect(rows.length).toBe(Math.min(50, total));
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(`· ${total.toLocaleString("en-US")}`);

  await page.reload();
  expect(page.url()).toBe(url);
  expect(await headers(page)).toEqual(columns);
  expect(await tickers(page)).toEqual(rows);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Market Cap: $2B or more");
  await expect(page.getByRole("link", { name: "50 rows per page" })).toHaveAttribute("aria-current", "true");

  // The same screen's CSV has the chosen columns.
  const csv = await (await page.request.get(`/api/screener/export?${new URL(url).search.slice(1)}`)).text();
  expect(csv.split("\r\n")[0]).toContain("Forward Dividend Yield");
});

test("the ticker stays in view while the table scrolls sideways, and the header explains each metric", async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await open(page, "/stock-screener?t=3");
  const box = page.getByTestId("screener-table");
  const scrollable = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrollable).toBe(true);
  const ticker = page.getByTestId("screener-row").first().locator("td").first();
  const before = await ticker.boundingBox();
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const after = await ticker.boundingBox();
  expect(after!.x).toBeCloseTo(before!.x, 0);
  await expect(ticker).toBeInViewport();
  // Its background is opaque, so scrolled cells do not show through it.
  const background = await ticker.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/stock-screener?t=2");
  await page.getByRole("button", { name: "About Due Diligence Score" }).focus();
  await expect(page.getByRole("tooltip")).toContainText("average of the dimension scores");
});

test("on a phone the rows are cards with the tab's key figures", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/stock-screener?t=4");
  const card = page.getByTestId("screener-row").first();
  await expect(card).toHaveCSS("display", "grid");
  await expect(page.getByRole("columnheader").first()).toBeHidden();
  // The card fits the screen: no sideways scrolling.
  const width = await card.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  const label = await card.locator("td[data-label='P/E']").evaluate((el) => getComputedStyle(el, "::before").content);
  expect(label).toBe('"P/E"');
  await expect(card.locator("td[data-label='P/E']")).toBeVisible();
  await expect(card.locator("td").first()).toBeVisible();
});

test("on a phone the Overview cards show price, P/E and market cap, not exchange and country", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/stock-screener");
  const cards = page.getByTestId("screener-row");
  const card = cards.first();
  await expect(card).toHaveCSS("display", "grid");
  // Each figure is labelled on the card (its column's short name, drawn by CSS) and shows a value.
  for (const [label, value] of [
    ["Price", /^\$\d[\d,]*\.\d\d$/],
    ["Mkt Cap", /^\$\d[\d,.]*[KMBT]?$/],
  ] as const) {
    const cell = card.locator(`td[data-label='${label}']`);
    await expect(cell, label).toBeVisible();
    expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content), label).toBe(`"${label}"`);
    await expect(cell, label).toHaveText(value);
  }
  await expect(card.locator("td[data-label='P/E']")).toBeVisible();
  // A loss-maker has no P/E (its cell says why): among the first cards, some show one.
  await expect(
    cards
      .locator("td[data-label='P/E']")
      .filter({ hasText: /^\d[\d,]*\.\d\d$/ })
      .first(),
  ).toBeVisible();
  // The descriptive columns make way for the figures.
  await expect(card.locator("td[data-label='Exchange']")).toBeHidden();
  await expect(card.locator("td[data-label='Country']")).toBeHidden();
  // The card still fits the screen.
  expect(await card.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
});

test("the screener passes axe with the column chooser open", async ({ page }) => {
  await open(page, "/stock-screener");
  await page.getByTestId("column-chooser").locator("summary").click();
  await expect(page.getByRole("list", { name: "Shown columns" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious).toEqual([]);
});

test("the column chooser works without JavaScript", async ({ browser, baseURL }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await plain.newPage();
    await page.goto(`${baseURL}/stock-screener?t=4&ps=50`);
    await page.getByTestId("column-chooser").locator("summary").click();
    await page.getByRole("button", { name: "Remove: Graham Value" }).click();
    await expect(page).toHaveURL(/c=ticker%2Cname%2Cprice%2Cfv%2Cfvd%2Cpe/);
    await expect(page).toHaveURL(/ps=50/);
    const names = await headers(page);
    expect(names).not.toContain("Graham Value");
    expect(names).toContain("Fair Value");
  } finally {
    await plain.close();
  }
});

/** How much wider than its box a table is (0 or less: it fits without scrolling sideways). */
async function overflow(box: Locator): Promise<number> {
  return box.evaluate((el) => el.scrollWidth - el.clientWidth);
}

test("at 1,440 px every tab's default columns fit without scrolling sideways, and so do a sector's tables", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/stock-screener");
  const tabs = page.getByRole("navigation", { name: "Screener tabs" }).getByRole("link");
  const titles = await tabs.allInnerTexts();
  expect(titles).toHaveLength(11);
  const over: Record<string, number> = {};
  for (const title of titles) {
    const tab = tabs.getByText(title, { exact: true });
    await tab.click();
    // The tab is marked current once its rows are on the page.
    await expect(tab).toHaveAttribute("aria-current", "page");
    over[title] = await overflow(page.getByTestId("screener-table"));
  }
  expect(Object.entries(over).filter(([, px]) => px > 0)).toEqual([]);

  // A sector's page: its companies, its industries and its screener.
  await open(page, "/sectors");
  await page.getByTestId("group-rows").getByRole("link").first().click();
  await expect(page.getByTestId("company-rows")).toBeVisible();
  for (const region of await page
    .getByRole("region")
    .filter({ has: page.locator("table") })
    .all())
    expect(await overflow(region)).toBeLessThanOrEqual(0);
  expect(await overflow(page.getByTestId("screener-table"))).toBeLessThanOrEqual(0);
});

test("on a phone the cards have a sort control that keeps the sort in the address", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/stock-screener?t=4");
  const control = page.getByRole("form", { name: "Sort the companies" });
  await expect(control).toBeVisible();
  // It says how the cards are sorted now: the default, Market Cap from the highest.
  await expect(control.getByRole("combobox", { name: "Sort by" })).toHaveValue("mcap");
  await expect(control.getByRole("combobox", { name: "Order" })).toHaveValue("desc");

  const before = await tickers(page);
  await control.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Ticker" });
  await control.getByRole("combobox", { name: "Order" }).selectOption({ label: "Ascending" });
  await control.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/[?&]t=4&s=ticker&sd=asc$/);
  await expect.poll(() => tickers(page)).not.toEqual(before);
  const sorted = await tickers(page);
  expect(sorted).toEqual([...sorted].sort());
  expect(sorted.length).toBeGreaterThan(1);

  await page.reload();
  expect(await tickers(page)).toEqual(sorted);
  await expect(control.getByRole("combobox", { name: "Sort by" })).toHaveValue("ticker");
  await expect(control.getByRole("combobox", { name: "Order" })).toHaveValue("asc");

  // The same control the other way round.
  await control.getByRole("combobox", { name: "Order" }).selectOption({ label: "Descending" });
  await control.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/[?&]s=ticker&sd=desc$/);
  await expect
    .poll(async () => {
      const now = await tickers(page);
      return now[0] !== sorted[0] && now.join() === [...now].sort().reverse().join();
    })
    .toBe(true);

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
});

test("the cards' sort control works without JavaScript", async ({ browser, baseURL }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await plain.newPage();
    await page.goto(`${baseURL}/stock-screener?t=4&ps=50&p=2`);
    const control = page.getByRole("form", { name: "Sort the companies" });
    await control.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price/Earnings" });
    await control.getByRole("combobox", { name: "Order" }).selectOption({ label: "Ascending" });
    await control.getByRole("button", { name: "Sort" }).click();
    // The screen's other parameters ride along; a new sort starts at page 1.
    await expect(page).toHaveURL(/\?t=4&ps=50&s=pe&sd=asc$/);
    const pe = await page.getByTestId("screener-row").locator("td[data-label='P/E']").allInnerTexts();
    // Companies without a P/E come last, whichever the order.
    const numbers = pe.filter((t) => /\d/.test(t)).map((t) => Number(t.replace(/[^\d.-]/g, "")));
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  } finally {
    await plain.close();
  }
});
