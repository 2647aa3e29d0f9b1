import { readFile } from "node:fs/promises";
import { Writable } from "node:stream";
import { connect } from "../src/db/connection";
import { loadConfig } from "../src/server/config";
import { strategyRecords } from "../src/server/jobs/strategy-records";
import { createLogger } from "../src/server/plugins/request-logging";
import { DATABASE_URL, DESKTOP, expect, open, payWith, test } from "./fixtures";

// Zen Strategies in Chromium: a visitor reads a strategy's record (figures, the curve, the
// locked current book), a member buys the plan with the test card through the local checkout
// provider, then sees the current holdings and downloads them as CSV.

test.use({ viewport: DESKTOP });

// The records are the strategy-records job's, which the server sends at start when they lag the
// market; so that the test does not wait on the server's queue, it runs the job itself when the
// table is still empty, on the e2e server's database, as the worker would.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { db, pool } = connect(DATABASE_URL, 2);
  try {
    const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM strategy_records");
    if (Number(rows[0]!.n) > 0) return;
    const log = createLogger("warn", new Writable({ write: (_c, _e, done) => done() }));
    await strategyRecords.run(
      { config: loadConfig({ NODE_ENV: "test" }), db, pool, log, signal: new AbortController().signal },
      {},
    );
  } finally {
    await db.destroy();
  }
});

const STRATEGY = "momentum-leaders";

test("a visitor reads a strategy's record and finds the current book locked", async ({ page }) => {
  await open(page, "/stock-strategies");
  await expect(page.getByRole("heading", { level: 1, name: "Zen Strategies" })).toBeVisible();
  await expect(page.getByTestId("strategy-card")).toHaveCount(6);
  await expect(page.getByTestId("strategy-data-note")).toContainText("Simulated data");
  await expect(page.getByTestId("mini-curve").first()).toBeVisible();

  await page.getByRole("link", { name: "Momentum Leaders" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stock-strategies/${STRATEGY}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Momentum Leaders" })).toBeVisible();
  const figures = page.getByTestId("strategy-figures").first();
  await expect(figures).toContainText("Return a year (CAGR)");
  await expect(figures).toContainText("Maximum drawdown");
  await expect(page.getByTestId("equity-chart")).toHaveAttribute("data-state", "ready");
  await expect(page.getByTestId("bias-check")).toContainText("Survivors only");
  await expect(page.getByTestId("strategy-years").getByRole("row").first()).toBeVisible();
  await expect(page.getByTestId("locked-book")).toContainText("for Zen Strategies subscribers");
  await expect(page.getByTestId("current-holdings")).toHaveCount(0);
  await expect(page.getByTestId("history-book").first()).toBeVisible();

  // The export's address is the upsell for a visitor.
  await open(page, `/stock-strategies/export/${STRATEGY}`);
  await expect(page.getByTestId("export-upsell")).toBeVisible();
});

test("a member buys Zen Strategies with the test card, sees the holdings and exports them", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  await open(page, "/stock-strategies/plans");
  await expect(page.getByTestId("strategies-price")).toHaveText("$399 per year");
  await page.getByRole("link", { name: "Order Zen Strategies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order Zen Strategies" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/\/c\/pay\//);
  await payWith(page, "4242 4242 4242 4242");

  await page.waitForURL(/\/users\/subscription_success\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Zen Strategies" })).toBeVisible();
  await expect(page.getByTestId("subscription-result")).toHaveAttribute("data-outcome", "welcome", {
    timeout: 20_000,
  });
  await page.getByRole("link", { name: "Open Zen Strategies" }).click();
  await expect(page).toHaveURL(/\/stock-strategies$/);

  await page.getByRole("link", { name: "Momentum Leaders" }).first().click();
  const holdings = page.getByTestId("current-holdings");
  await expect(holdings).toBeVisible();
  await expect(page.getByTestId("locked-book")).toHaveCount(0);
  const rows = holdings.getByTestId("holdings").getByRole("row");
  expect(await rows.count()).toBeGreaterThan(0);
  const firstTicker = (await rows.first().getByRole("link").first().textContent())!.trim();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the holdings and trades (CSV)" }).click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Strategy,Kind,Signal date,Fill date,Ticker,Company,Exchange,Weight after the fill,Traded, share of the book,Price".replace(
      "Traded, share of the book",
      '"Traded, share of the book"',
    ),
  );
  expect(lines.some((l) => l.startsWith("Momentum Leaders,Holding,") && l.includes(`,${firstTicker},`))).toBe(true);
});
