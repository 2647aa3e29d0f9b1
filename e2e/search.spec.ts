import type { Page, Request } from "@playwright/test";
import type { Kysely } from "kysely";
import type { DB } from "../src/db/schema";
import {
  BASE_URL,
  DESKTOP,
  expect,
  expectSameDocument,
  header,
  markDocument,
  MOBILE,
  open,
  seriousViolations,
  test,
} from "./fixtures";

// Company search in the header (spec sections 4, 5, 8, 9), against the demo market of the app
// under test: debounced, URL-encoded requests, none for blank terms, keyboard selection, the
// company page on Enter, errors under the field, and the mobile overlay. The results are a grid
// (WAI-ARIA combobox with grid popup, decision 029): a row per company with its Watch cell.

interface Company {
  name: string;
  ticker: string;
  exchange: string;
}

async function listedCompanies(db: Kysely<DB>): Promise<Company[]> {
  return db
    .selectFrom("companies")
    .select(["name", "ticker", "exchange"])
    .where("delisted_on", "is", null)
    .orderBy("id")
    .execute();
}

/** A company whose first name word no other listed company shares, so a search for it is unambiguous. */
async function distinctiveCompany(db: Kysely<DB>): Promise<Company> {
  const companies = await listedCompanies(db);
  const firstWord = (c: Company) => c.name.split(" ")[0]!.toLowerCase();
  const found = companies.find(
    (c) =>
      firstWord(c).length >= 5 &&
      companies.filter((o) => o.name.toLowerCase().includes(firstWord(c).slice(0, 5))).length === 1,
  );
  if (!found) throw new Error("the demo market has no company with a distinctive name");
  return found;
}

function companyPath(c: Company): string {
  return `/stocks/us/${c.exchange.toLowerCase()}/${c.ticker.toLowerCase()}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function searchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/companies/search") requests.push(request);
  });
  return requests;
}

/** Five cookies of ~4 KB push the request headers past the server's 16 KB limit (HTTP 431); and one to keep. */
async function addOversizedCookies(page: Page) {
  await page.evaluate(() => {
    for (let i = 0; i < 5; i++) document.cookie = `bloat${i}=${"x".repeat(3900)}; path=/`;
    document.cookie = "theme=dark; path=/";
  });
}

function searchField(page: Page) {
  return header(page).getByRole("combobox", { name: "Search Stocks" });
}

test.describe("company search on wide screens", () => {
  test.use({ viewport: DESKTOP });

  test("part of a name lists the company; the keyboard chooses it and opens its page", async ({ page, db }) => {
    const company = await distinctiveCompany(db);
    const requests = searchRequests(page);
    await open(page, "/");
    await markDocument(page);

    const field = searchField(page);
    await expect(field).toHaveAttribute("placeholder", "Search for a company");
    await field.click();
    await expect(header(page).getByText("Try a NYSE/NASDAQ listed stock")).toBeVisible();
    await field.pressSequentially(company.name.split(" ")[0]!.slice(0, 5).toLowerCase(), { delay: 40 });

    const grid = header(page).getByRole("grid", { name: "Companies" });
    const option = grid.getByRole("row", { name: new RegExp(escapeRegExp(company.name)) });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-haspopup", "grid");
    // Typed within the debounce: one request, for the whole term.
    expect(requests.map((r) => new URL(r.url()).searchParams.get("q"))).toEqual([
      company.name.slice(0, 5).toLowerCase(),
    ]);

    const options = await grid.getByRole("row").all();
    const position = (await Promise.all(options.map((o) => o.textContent()))).findIndex((text) =>
      text?.includes(company.name),
    );
    for (let i = 0; i <= position; i++) await field.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    const [companyCell, watchCell] = [option.getByRole("gridcell").first(), option.getByRole("gridcell").nth(1)];
    await expect(field).toHaveAttribute("aria-activedescendant", (await companyCell.getAttribute("id"))!);
    // Right and Left move between the company and its Watch cell; the popup stays as it was.
    await field.press("ArrowRight");
    await expect(field).toHaveAttribute("aria-activedescendant", (await watchCell.getAttribute("id"))!);
    await expect(watchCell.getByRole("button", { name: `Watch ${company.ticker}` })).toBeVisible();
    await field.press("ArrowLeft");
    await expect(field).toHaveAttribute("aria-activedescendant", (await companyCell.getAttribute("id"))!);
    await expect(field).toHaveValue(company.name.split(" ")[0]!.slice(0, 5).toLowerCase());

    await field.press("Enter");
    await expect(page).toHaveURL(companyPath(company));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.name);
    await expectSameDocument(page, "choosing a search result");
    // The chosen company's name is now the term; it is not searched again.
    await expect(field).toHaveValue(company.name);
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(1);
  });

  test("a ticker lists its company first; Enter opens the first result", async ({ page, db }) => {
    const company = (await listedCompanies(db))[3]!;
    await open(page, "/privacy-policy");
    const field = searchField(page);
    await field.fill(company.ticker.toLowerCase());
    const first = header(page).getByRole("row").first();
    await expect(first).toContainText(company.ticker);
    await expect(first).toContainText(company.name);
    await field.press("Enter");
    await expect(page).toHaveURL(companyPath(company));
  });

  test("blank terms send nothing; terms are URL-encoded; nothing found says so", async ({ page }) => {
    const requests = searchRequests(page);
    await open(page, "/");
    const field = searchField(page);
    await field.fill("   ");
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(0);
    await expect(header(page).getByText("Try a NYSE/NASDAQ listed stock")).toBeVisible();

    await field.fill("Q&Q/Qé");
    await expect(header(page).getByText("No results; try a NYSE/NASDAQ listed stock.")).toBeVisible();
    expect(requests.map((r) => new URL(r.url()).search)).toEqual(["?q=Q%26Q%2FQ%C3%A9"]);
    await expect(field).toHaveAttribute("aria-expanded", "false");

    await field.fill("");
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(1);
  });

  test("Escape closes the list and the mouse chooses too", async ({ page, db }) => {
    const company = (await listedCompanies(db))[5]!;
    await open(page, "/");
    const field = searchField(page);
    await field.fill(company.ticker);
    const option = header(page).getByRole("row", { name: new RegExp(escapeRegExp(company.name)) });
    await expect(option).toBeVisible();
    await field.press("Escape");
    await expect(option).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await field.press("ArrowDown");
    await expect(option).toBeVisible();
    await option.getByRole("gridcell").first().click();
    await expect(page).toHaveURL(companyPath(company));
  });

  test("a failed search shows its error under the field", async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 503/);
    await page.route("**/api/companies/search?**", (route) => route.fulfill({ status: 503, body: "" }));
    await open(page, "/");
    const field = searchField(page);
    await field.fill("corp");
    const alert = header(page).getByRole("alert");
    await expect(alert).toHaveText("Service Unavailable (503)");
    await expect(field).toHaveAttribute("aria-describedby", (await alert.getAttribute("id"))!);

    await page.route("**/api/companies/search?**", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message: "Try again shortly." } }),
      }),
    );
    await field.fill("corpo");
    await expect(alert).toHaveText("503 Try again shortly.");
  });

  test("oversized cookies that make the server refuse a search are removed and the search retried once", async ({
    page,
    db,
    problems,
  }) => {
    problems.allow(/status of 431/);
    const company = (await listedCompanies(db))[2]!;
    const requests = searchRequests(page);
    await open(page, "/");
    // After the check one second after load (the next test), so that the search meets them.
    await expect(page.locator("html")).toHaveAttribute("data-cookie-check", "done");
    // And after the field's first focus has brought the combobox's code (the test after next).
    await searchField(page).focus();
    await expect(header(page).getByText("Try a NYSE/NASDAQ listed stock")).toBeVisible();
    await addOversizedCookies(page);
    await searchField(page).fill(company.ticker);
    await expect(header(page).getByRole("row").first()).toContainText(company.name);
    expect(requests).toHaveLength(2);
    const left = await page.evaluate(() => document.cookie);
    expect(left).toContain("theme=dark");
    expect(left).not.toContain("bloat");
  });

  test("oversized cookies that make the server refuse the search field's code are removed and the code fetched again", async ({
    page,
    db,
    problems,
  }) => {
    problems.allow(/status of 431/);
    const company = (await listedCompanies(db))[2]!;
    const requests = searchRequests(page);
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-cookie-check", "done");
    await addOversizedCookies(page);
    // The first focus fetches the combobox's code, which the server refuses with the cookies.
    await searchField(page).fill(company.ticker);
    await expect(header(page).getByRole("row").first()).toContainText(company.name);
    await expect(searchField(page)).toHaveValue(company.ticker);
    expect(requests).toHaveLength(1);
    const left = await page.evaluate(() => document.cookie);
    expect(left).toContain("theme=dark");
    expect(left).not.toContain("bloat");
  });

  test("one second after load, oversized and blocklisted cookies are removed without a search", async ({ page }) => {
    await page.context().addCookies([
      { name: "bloat", value: "x".repeat(600), url: BASE_URL },
      { name: "cto_bundle", value: "1", url: BASE_URL },
      { name: "_ga", value: "y".repeat(600), url: BASE_URL },
      { name: "theme", value: "dark", url: BASE_URL },
    ]);
    const requests = searchRequests(page);
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-cookie-check", "done");
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["_ga", "theme"]));
    expect(names).not.toContain("bloat");
    expect(names).not.toContain("cto_bundle");
    expect(requests).toHaveLength(0);
  });

  test("the open combobox has no serious accessibility violations", async ({ page, db }) => {
    const company = (await listedCompanies(db))[0]!;
    await open(page, "/");
    await searchField(page).fill(company.ticker);
    await expect(header(page).getByRole("row").first()).toBeVisible();
    await searchField(page).press("ArrowDown");
    expect(await seriousViolations(page)).toEqual([]);
    // With a Watch cell highlighted too.
    await searchField(page).press("ArrowRight");
    await expect(
      header(page)
        .getByRole("row")
        .first()
        .getByRole("button", { name: /^Watch / }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a signed-in member watches a company from the results and finds it in the watchlist", async ({
    page,
    db,
    signIn,
  }) => {
    const company = await distinctiveCompany(db);
    await signIn({ watchlists: ["My Watchlist"] });
    await open(page, "/");
    const field = searchField(page);
    await field.fill(company.ticker);
    const row = header(page).getByRole("row", { name: new RegExp(escapeRegExp(company.name)) });
    const watch = row.getByRole("button", { name: `Watch ${company.ticker}` });
    await expect(watch).toHaveAttribute("aria-pressed", "false");

    // The keyboard: down to the company's row, right to its Watch cell, Enter watches it.
    const rows = await header(page).getByRole("row").all();
    const position = (await Promise.all(rows.map((r) => r.textContent()))).findIndex((t) => t?.includes(company.name));
    for (let i = 0; i <= position; i++) await field.press("ArrowDown");
    await field.press("ArrowRight");
    await expect(field).toHaveAttribute(
      "aria-activedescendant",
      (await row.getByRole("gridcell").nth(1).getAttribute("id"))!,
    );
    await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/users/watchlists_companies" && r.request().method() === "POST",
      ),
      field.press("Enter"),
    ]);
    // Still in the search, the popup open, the company now watched.
    await expect(watch).toHaveAttribute("aria-pressed", "true");
    await expect(watch).toHaveText("Watching");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-expanded", "true");

    await open(page, "/users/watchlists");
    await page.getByTestId("watchlist-item").first().getByRole("link", { name: "My Watchlist" }).click();
    const table = page.getByRole("table", { name: "Companies of My Watchlist" });
    await expect(table.getByRole("link", { name: company.ticker, exact: true })).toBeVisible();

    // The mouse takes it out again.
    await searchField(page).fill(company.ticker);
    await expect(watch).toHaveAttribute("aria-pressed", "true");
    await watch.click();
    await expect(watch).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(page.getByText("This watchlist is empty", { exact: false })).toBeVisible();
  });

  test("a guest's Watch in the results opens sign-up, and the company waits for the first watchlist", async ({
    page,
    db,
  }) => {
    const company = (await listedCompanies(db))[6]!;
    await open(page, "/");
    await searchField(page).fill(company.ticker);
    await header(page)
      .getByRole("row")
      .first()
      .getByRole("button", { name: `Watch ${company.ticker}` })
      .click();
    await expect(page.getByRole("dialog", { name: "Sign Up" })).toBeVisible();
    const waiting = await page.evaluate(() => localStorage.getItem("oz_companies_to_watch"));
    expect(JSON.parse(waiting!)).toEqual([
      expect.objectContaining({ ticker: company.ticker, exchange: company.exchange }),
    ]);
  });

  test("the 404 page's field searches too", async ({ page, db, problems }) => {
    problems.allow(new RegExp(`status of 404 \\(Not Found\\) \\(${BASE_URL}/no-such-page-search:`));
    const company = (await listedCompanies(db))[1]!;
    await open(page, "/no-such-page-search", 404);
    const field = page.getByRole("main").getByRole("combobox", { name: "Search Stocks" });
    await field.fill(company.ticker);
    await expect(page.getByRole("main").getByRole("row").first()).toContainText(company.name);
    await field.press("Enter");
    await expect(page).toHaveURL(companyPath(company));
  });
});

test.describe("company search on small screens", () => {
  test.use({ viewport: MOBILE });

  test("the full-screen overlay searches, and closes on the way to the company", async ({ page, db }) => {
    const company = await distinctiveCompany(db);
    await open(page, "/");
    await header(page).getByRole("button", { name: "Search Stocks" }).click();
    const overlay = page.getByRole("dialog", { name: "Search Stocks" });
    const field = overlay.getByRole("combobox", { name: "Search Stocks" });
    await expect(field).toBeFocused();
    await field.pressSequentially(company.name.split(" ")[0]!.toLowerCase(), { delay: 20 });
    const option = overlay.getByRole("row", { name: new RegExp(escapeRegExp(company.name)) });
    await expect(option).toBeVisible();
    await expect(option.getByRole("button", { name: `Watch ${company.ticker}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Escape closes the list first, and only then the overlay.
    await field.press("Escape");
    await expect(option).toBeHidden();
    await expect(overlay).toBeVisible();
    await field.press("ArrowDown");
    await option.getByRole("gridcell").first().click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(companyPath(company));
  });
});
