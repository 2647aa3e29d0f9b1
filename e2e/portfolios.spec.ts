import { sql } from "kysely";
import { BASE_URL, DESKTOP, expect, open, seriousViolations, test } from "./fixtures";

// Portfolios as a member meets them: a new portfolio, a Charles Schwab file imported with a
// preview, then a file of the member's own layout with its columns chosen; the page shows the
// holdings, the dividend calendar and the performance against the market, and passes an axe scan.

test.use({ viewport: DESKTOP });

test("a member imports broker files and sees holdings, income and performance", async ({
  page,
  db,
  signIn,
  problems,
}) => {
  test.slow();
  // The generic file's first preview is answered 422 (its layout is unknown): the browser logs it.
  problems.allow(/status of 422/);
  // So is the 404 of a portfolio that is not the member's, opened on purpose.
  problems.allow(/status of 404 .*u=portfolio:999999999/);
  await signIn({});
  // Two dividend payers of the demo market, quoted through 2024.
  const payers = await db
    .selectFrom("companies as c")
    .select(["c.id", "c.ticker"])
    .where("c.delisted_on", "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("dividends as d")
          .select("d.company_id")
          .whereRef("d.company_id", "=", "c.id")
          .where("d.ex_date", ">=", sql<Date>`'2024-06-01'::date`),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("price_years as p")
          .select("p.company_id")
          .whereRef("p.company_id", "=", "c.id")
          .where("p.year", "=", 2024),
      ),
    )
    .orderBy("c.id")
    .limit(2)
    .execute();
  expect(payers).toHaveLength(2);
  const [a, b] = payers;
  // Shares bought on a date, in today's shares: the demo market splits some companies.
  const sharesNow = async (companyId: number, date: string, shares: number) => {
    const splits = await db
      .selectFrom("splits")
      .select("ratio")
      .where("company_id", "=", companyId)
      .where("ex_date", ">", sql<Date>`${date}::date`)
      .where("ex_date", "<=", sql<Date>`'2025-06-30'::date`)
      .execute();
    return splits.reduce((n, s) => n * s.ratio, shares);
  };

  await open(page, "/users/portfolios");
  await page.getByLabel("Portfolio name").fill("Retirement");
  await page.getByRole("button", { name: "New portfolio" }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_URL}/users/portfolios/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Retirement" })).toBeVisible();
  const portfolioUrl = page.url();

  const schwab = [
    `"Transactions  for account Individual ...123"`,
    `"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"`,
    `"01/08/2024","Buy","${a!.ticker}","A","20","$50.00","$1.00","-$1,001.00"`,
    `"02/05/2024","Buy","${b!.ticker}","B","10","$30.00","","-$300.00"`,
    `"03/14/2025","Qualified Dividend","${a!.ticker}","A","","","","$4.00"`,
    `"Transactions Total","","","","","","",""`,
  ].join("\n");
  const fileInput = page.getByLabel("Broker file (CSV)");
  await fileInput.setInputFiles({ name: "schwab.csv", mimeType: "text/csv", buffer: Buffer.from(schwab) });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText("Charles Schwab: 3 to import, 0 imported before");
  await expect(preview.getByTestId("preview-row")).toHaveCount(3);
  await preview.getByRole("button", { name: "Import 3 transactions" }).click();
  await expect(page.getByRole("status")).toHaveText("Imported 3 transactions from schwab.csv.");
  // The first report with holdings in a web worker builds the market's index from every stored price.
  await expect(page.getByTestId("holding-row")).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId("holding-row").filter({ hasText: a!.ticker })).toContainText(
    String(await sharesNow(a!.id, "2024-01-08", 20)),
  );

  // The same file again adds nothing.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(preview).toContainText("0 to import, 3 imported before");

  // A file of the member's own layout: its columns are chosen once.
  const own = `When,What,Ticker,Shares,Cost,Total\n2024-04-01,Bought,${b!.ticker},5,32,-160\n`;
  await fileInput.setInputFiles({ name: "mine.csv", mimeType: "text/csv", buffer: Buffer.from(own) });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toContainText("choose which column holds what");
  const columns = page.getByRole("group", { name: "Your file's columns" });
  for (const [field, column] of [
    ["Date", "When"],
    ["Action (buy, sell, dividend ...)", "What"],
    ["Ticker", "Ticker"],
    ["Shares", "Shares"],
    ["Price", "Cost"],
    ["Amount", "Total"],
  ] as const)
    await columns.getByRole("combobox", { name: field, exact: true }).selectOption(column);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(preview).toContainText("Your columns: 1 to import");
  await preview.getByRole("button", { name: "Import 1 transaction" }).click();
  await expect(page.getByRole("status")).toHaveText("Imported 1 transaction from mine.csv.");
  await expect(page.getByTestId("holding-row").filter({ hasText: b!.ticker })).toContainText(
    String((await sharesNow(b!.id, "2024-02-05", 10)) + (await sharesNow(b!.id, "2024-04-01", 5))),
  );

  // Income by month and by day, performance against the market.
  await expect(page.getByTestId("income-chart")).toBeVisible();
  await expect(page.getByTestId("income-days")).toContainText("Received");
  await expect(page.getByTestId("income-days")).toContainText("Projected");
  await expect(page.getByTestId("performance-periods")).toContainText("Since the start");
  await expect(page.getByTestId("performance-chart").getByTestId("line-chart")).toHaveCount(2);
  await expect(page.getByTestId("grades-locked")).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // A deposit by hand; then the screener over the holdings.
  const form = page.getByRole("region", { name: "Add a transaction" });
  await form.getByRole("combobox", { name: "Kind" }).selectOption("cash_in");
  await form.getByLabel("Date").fill("2025-06-02");
  await form.getByLabel("Amount").fill("250");
  await form.getByRole("button", { name: "Add transaction" }).click();
  // The $4.00 dividend received stays in cash beside the deposit.
  await expect(page.getByTestId("portfolio-cash")).toHaveText("$254.00");
  await expect(form.getByLabel("Amount")).toHaveValue("");
  // A sale of more than is held is refused in the server's words; the form keeps what was typed.
  await form.getByRole("combobox", { name: "Kind" }).selectOption("sell");
  await form.getByLabel("Date").fill("2025-06-02");
  await form.getByLabel("Ticker").fill(a!.ticker);
  await form.getByLabel("Shares").fill("1000000");
  await form.getByLabel("Price").fill("1");
  await form.getByRole("button", { name: "Add transaction" }).click();
  await expect(form.getByRole("alert")).toContainText(`${a!.ticker}: Sells 1000000 shares on 2025-06-02 when`);
  await expect(form.getByLabel("Shares")).toHaveValue("1000000");
  await expect(page.getByTestId("portfolio-cash")).toHaveText("$254.00");
  const portfolioId = /\/users\/portfolios\/(\d+)/.exec(portfolioUrl)![1];
  await page.getByRole("link", { name: "Screen these stocks" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/stock-screener?u=portfolio:${portfolioId}`);
  await expect(page.getByTestId("screener-row")).toHaveCount(2);
  const filters = page.getByRole("list", { name: "Active filters" });
  await expect(filters.getByRole("listitem")).toHaveText(["Portfolio: Retirement×"]);
  // Another tab keeps the portfolio.
  await page.getByRole("navigation", { name: "Screener tabs" }).getByRole("link", { name: "Dividends" }).click();
  await expect(page).toHaveURL(new RegExp(`u=portfolio:${portfolioId}`));
  await expect(page.getByTestId("screener-row")).toHaveCount(2);

  // Saved over the portfolio, the screen keeps it: listed with its name, no backtest offered.
  await page.getByRole("button", { name: "Save screen" }).click();
  const save = page.getByRole("dialog", { name: "Save this screen" });
  await save.getByLabel("Name").fill("Held payers");
  await save.getByRole("button", { name: "Save" }).click();
  await expect(save.getByRole("status")).toContainText("Saved.");
  await save.getByRole("link", { name: "See your saved screeners" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved Screeners" })).toBeVisible();
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Held payers" }) });
  await expect(entry.getByTestId("saved-universe")).toHaveText("Portfolio: Retirement");
  await expect(entry.getByTestId("saved-count")).toHaveText("2 companies today");
  await expect(entry.getByRole("link", { name: "Backtest this screen" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Reopened, it runs over the portfolio again.
  await entry.getByRole("link", { name: "Held payers" }).click();
  await expect(page).toHaveURL(new RegExp(`/stock-screener\\?t=\\d+&u=portfolio:${portfolioId}$`));
  await expect(page.getByTestId("screener-row")).toHaveCount(2);
  await expect(filters.getByRole("listitem")).toHaveText(["Portfolio: Retirement×"]);
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else's portfolio is not found.
  await open(page, "/stock-screener?u=portfolio:999999999", 404);
});

test("a Premium member adds a buy and writes a note on a company's page, and the portfolio shows both", async ({
  page,
  db,
  signIn,
}) => {
  test.slow();
  await signIn({ premium: true });
  // A rated company quoted at the market's date (2025-06-30).
  const company = await db
    .selectFrom("companies as c")
    .innerJoin("ratings_latest as r", "r.company_id", "c.id")
    .select(["c.id", "c.ticker", "c.exchange", "c.name", "r.grade"])
    .where("c.delisted_on", "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("price_years as p")
          .select("p.company_id")
          .whereRef("p.company_id", "=", "c.id")
          .where("p.year", "=", 2025),
      ),
    )
    .orderBy("c.id")
    .limit(1)
    .executeTakeFirstOrThrow();
  await open(page, `/stocks/us/${company.exchange.toLowerCase()}/${company.ticker.toLowerCase()}`);

  // Add to portfolio, beside Watch: a first portfolio is created with the buy.
  await page.getByRole("button", { name: "Add to portfolio" }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${company.ticker} to a portfolio` });
  await expect(dialog.getByLabel("Date")).toHaveValue("2025-06-30");
  // The price is the latest close, prefilled.
  await expect(dialog.getByLabel("Price ($)")).not.toHaveValue("");
  await dialog.getByLabel("New portfolio's name").fill("Long term");
  await dialog.getByLabel("Shares").fill("10");
  await dialog.getByRole("button", { name: "Add buy" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Added 10 ${company.ticker} to Long term.`);
  await page.keyboard.press("Escape");

  // A private note in Markdown; the server renders it, and drops what could run.
  const notes = page.getByRole("region", { name: `Your note on ${company.ticker}` });
  await notes.getByRole("button", { name: "Write a note" }).click();
  await notes.getByLabel(/^Note/).fill("Buy below **fair value**.\n\n<script>window.hacked = 1</script>");
  await notes.getByRole("button", { name: "Save note" }).click();
  await expect(notes.getByTestId("company-note")).toContainText("Buy below fair value.");
  await expect(notes.getByTestId("company-note").locator("strong")).toHaveText("fair value");
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);

  // The portfolio holds the buy, lists the note, and shows the allocation by grade (Premium).
  await open(page, "/users/portfolios");
  await page.getByRole("link", { name: "Long term" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Long term" })).toBeVisible();
  await expect(page.getByTestId("holding-row")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId("holding-row")).toContainText(company.ticker);
  const list = page.getByTestId("notes-list");
  await expect(list.getByRole("article", { name: `Note on ${company.ticker}` })).toContainText("Buy below fair value.");
  await expect(page.getByTestId("grades-locked")).toHaveCount(0);
  // The one holding is the whole of its grade's slice.
  await expect(page.getByText(`By Zen Rating: 1 bar; ${company.grade} 100.00 %.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
