import { PgBoss } from "pg-boss";
import { connect } from "../src/db/connection";
import { JOBS_SCHEMA } from "../src/server/jobs/job-runner";
import { zenInvestorLedger } from "../src/server/jobs/zen-investor-ledger";
import { DATABASE_URL, DESKTOP, expect, open, payWith, test, waitForZenInvestorRecord } from "./fixtures";

// Zen Investor in Chromium: a visitor reads the record and a past trade; a member buys the plan
// with the test card through the local checkout provider, lands on the dashboard, and receives
// the alert mail when the nightly ledger job (queued here in the app's own pg-boss queue, run by
// the app server's workers) writes the market date's alerts.

test.use({ viewport: DESKTOP });

// The server runs the ledger job at start while the public record lags the market: wait for it.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await waitForZenInvestorRecord();
});

test("a visitor reads the record and a past trade", async ({ page }) => {
  await open(page, "/stock-picks");
  await expect(page.getByRole("heading", { level: 1, name: "Zen Investor" })).toBeVisible();
  await expect(page.getByTestId("zen-investor-data-note")).toContainText("Simulated data");
  await expect(page.getByText("Time-weighted return").first()).toBeVisible();

  await page.getByRole("link", { name: "See every past trade" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Past trades" })).toBeVisible();
  const trade = page.getByTestId("past-trades").getByRole("row").first();
  await trade.locator('a[href^="/stock-picks/buy/"]').click();
  await expect(page).toHaveURL(/\/stock-picks\/buy\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Buy [A-Z]+ of / })).toBeVisible();
  await expect(page.getByTestId("alert-summary")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Checks that day" })).toBeVisible();

  // The dashboard is for subscribers: a visitor is sent to the order form.
  await open(page, "/stock-picks/dashboard");
  await expect(page).toHaveURL(/\/stock-picks\/order-form$/);
});

test("a member buys Zen Investor with the test card, sees the dashboard and gets the next alert by mail", async ({
  page,
  signIn,
  smtp,
}) => {
  test.setTimeout(180_000);
  const user = await signIn();
  await open(page, "/stock-picks/order-form");
  await expect(page.getByRole("heading", { level: 1, name: "Order Zen Investor" })).toBeVisible();
  await expect(page.getByTestId("order-summary")).toContainText("$249");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/\/c\/pay\//);
  await payWith(page, "4242 4242 4242 4242");

  await page.waitForURL(/\/stock-picks\/subscription-success\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Zen Investor" })).toBeVisible();
  await expect(page.getByTestId("subscription-result")).toHaveAttribute("data-outcome", "welcome", {
    timeout: 20_000,
  });
  await page.getByRole("link", { name: "Open Zen Investor" }).click();
  await expect(page).toHaveURL(/\/stock-picks\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Zen Investor dashboard" })).toBeVisible();
  await expect(page.getByTestId("versus-market")).toContainText("This year");
  await expect(page.getByTestId("open-positions").getByRole("row").first()).toBeVisible();
  await expect(page.getByTestId("latest-alerts").getByRole("listitem").first()).toBeVisible();

  // The night: the ledger as it stood before the market date's alerts, then the job writes them.
  const { db, pool } = connect(DATABASE_URL, 2);
  let alerts: { ticker: string; date: string }[];
  try {
    const asOf = (
      await pool.query<{ d: string }>("SELECT max(entry_date)::text AS d FROM zen_investor_ledger WHERE kind = 'alert'")
    ).rows[0]!.d;
    alerts = (
      await pool.query<{ ticker: string; date: string }>(
        `SELECT c.ticker, l.entry_date::text AS date FROM zen_investor_ledger l JOIN companies c ON c.id = l.company_id
         WHERE l.kind = 'alert' AND l.entry_date = $1 ORDER BY l.seq`,
        [asOf],
      )
    ).rows;
    await pool.query("DELETE FROM zen_investor_ledger WHERE entry_date >= $1", [asOf]);
  } finally {
    await db.destroy();
  }
  const boss = new PgBoss({
    connectionString: DATABASE_URL,
    schema: JOBS_SCHEMA,
    schedule: false,
    supervise: false,
    migrate: false,
  });
  await boss.start();
  try {
    const jobId = await boss.send(zenInvestorLedger.name, {});
    expect(jobId).not.toBeNull();
    await expect
      .poll(async () => (await boss.getJobById(zenInvestorLedger.name, jobId!))?.state, { timeout: 120_000 })
      .toBe("completed");
  } finally {
    await boss.stop();
  }

  const mail = await smtp.nextMailTo(user.email, 15_000);
  expect(mail.subject).toMatch(/^Zen Investor: \d+ new alerts? \(/);
  for (const a of alerts) expect(mail.text).toContain(`${a.ticker} (`);
  expect(mail.text).toContain(`alert of ${alerts[0]!.date}`);
  expect(mail.text).toContain("/stock-picks/dashboard");
});
