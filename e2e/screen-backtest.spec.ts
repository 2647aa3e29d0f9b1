import { DESKTOP, expect, open, seriousViolations, test } from "./fixtures";

// Backtest your own screen (decision 056): a member opens a saved screen's backtest from Saved
// Screeners, runs it with their own settings, watches it run and reads the result; the job runs
// in the e2e server's own workers. A free member gets the yearly table and the upsell, Premium
// the figures, the curve and the books.

test.use({ viewport: DESKTOP });

async function saveScreen(db: Parameters<Parameters<typeof test>[2]>[0]["db"], userId: number, name: string) {
  const row = await db
    .insertInto("saved_screeners")
    .values({ user_id: userId, name, filters: "f[pe]=0,30", sort_column: "pe", sort_direction: "asc" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

test("a Premium member backtests a saved screen and reads its figures, curve and latest book", async ({
  page,
  db,
  signIn,
}) => {
  test.setTimeout(120_000);
  const user = await signIn({ premium: true });
  const id = await saveScreen(db, user.userId, "Cheap and rated");
  await open(page, "/stock-screener/saved");
  await page.getByRole("link", { name: "Backtest this screen" }).click();
  await expect(page).toHaveURL(new RegExp(`/stock-screener/saved/${id}/backtest$`));
  await expect(page.getByRole("heading", { level: 1, name: "Backtest: Cheap and rated" })).toBeVisible();
  await expect(page.getByRole("list", { name: "The screen" })).toContainText("P/E");

  await page.getByLabel("Holdings").fill("5");
  await page.getByLabel("Rebalance").selectOption("quarterly");
  await page.getByRole("button", { name: "Run backtest" }).click();
  // Queued or running at first, then the result once the server's worker has finished.
  const result = page.getByTestId("backtest-result");
  await expect(result).toBeVisible({ timeout: 90_000 });
  await expect(result).toContainText("5 holdings, equal weights, rebalanced quarterly");
  await expect(page.getByRole("heading", { name: "Figures" })).toBeVisible();
  await expect(page.getByText("Yearly return (CAGR)")).toBeVisible();
  await expect(page.getByRole("img", { name: "The screen's growth of $1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Year by year" })).toBeVisible();
  const book = page.locator("section", { has: page.getByRole("heading", { name: "Latest book" }) });
  await expect(book.getByRole("row")).toHaveCount(6);
  await expect(page.getByTestId("backtest-locked")).toHaveCount(0);
  // The settings are kept for the next run.
  await expect(page.getByLabel("Holdings")).toHaveValue("5");
  expect(await seriousViolations(page), "axe on the backtest page").toEqual([]);
});

test("a free member sees the yearly table and the upsell; another member's screen is not found", async ({
  page,
  db,
  signIn,
  problems,
}) => {
  test.setTimeout(120_000);
  const user = await signIn();
  const id = await saveScreen(db, user.userId, "My value screen");
  await open(page, `/stock-screener/saved/${id}/backtest`);
  // The first progress loads fail (a server restarting): the progress stays and the page tries again.
  let failed = 0;
  problems.allow(/status of 503 \(Service Unavailable\).*\/backtest\.data\?progress/);
  await page.route(
    (url) => url.pathname.endsWith("/backtest.data") && url.searchParams.has("progress"),
    (route) => (failed++ < 2 ? route.fulfill({ status: 503, body: "Service Unavailable" }) : route.fallback()),
  );
  await page.getByRole("button", { name: "Run backtest" }).click();
  await expect(page.getByTestId("backtest-result")).toBeVisible({ timeout: 90_000 });
  expect(failed).toBeGreaterThan(2);
  await expect(page.getByRole("heading", { level: 1, name: "Backtest: My value screen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Year by year" })).toBeVisible();
  await expect(page.getByRole("row", { name: /^2010/ })).toBeVisible();
  await expect(page.getByTestId("backtest-locked")).toContainText("come with Premium or Zen Strategies");
  await expect(page.getByRole("heading", { name: "Figures" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Latest book" })).toHaveCount(0);

  // Someone else's screen is not found.
  const other = await db
    .insertInto("users")
    .values({ email: `other-${Date.now()}@example.com`, confirmed_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const theirs = await saveScreen(db, other.id, "Theirs");
  const res = await page.request.get(`/stock-screener/saved/${theirs}/backtest`);
  expect(res.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form queues the backtest, the page comes back, and a reload shows the result", async ({
    page,
    db,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const user = await signIn();
    const id = await saveScreen(db, user.userId, "Plain form");
    await page.goto(`/stock-screener/saved/${id}/backtest`);
    await page.getByLabel("Holdings").fill("3");
    await page.getByRole("button", { name: "Run backtest" }).click();
    await expect(page).toHaveURL(new RegExp(`/stock-screener/saved/${id}/backtest$`));
    await expect(page.getByRole("heading", { level: 1, name: "Backtest: Plain form" })).toBeVisible();
    // The Refresh link (or the browser's reload) until the worker has finished.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("backtest-result")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId("backtest-result")).toContainText("3 holdings");
  });
});
