import { PgBoss } from "pg-boss";
import { JOBS_SCHEMA } from "../src/server/jobs/job-runner";
import { weeklyDigests } from "../src/server/jobs/digests";
import { linkIn } from "../test/support/smtp-capture";
import { BASE_URL, DATABASE_URL, DESKTOP, expect, open, test } from "./fixtures";

// Digests (decision 024): a member subscribes a watchlist weekly on the watchlists
// page; the digests-weekly job, queued here in the app's own pg-boss queue and run by the app
// server's workers (WORKERS is on by default), mails the week's events through the app's SMTP
// with working links; the unsubscribe link works signed out.

test.use({ viewport: DESKTOP });

test("a weekly digest lists the week's events with working links and unsubscribes in one click", async ({
  page,
  db,
  smtp,
  signIn,
  context,
}) => {
  const user = await signIn({ watchlists: ["Weekly picks"] });
  const watchlistId = user.watchlistIds[0]!;
  const companies = await db
    .selectFrom("companies")
    .innerJoin("screener_snapshot", "screener_snapshot.company_id", "companies.id")
    .select(["companies.id", "companies.ticker"])
    .orderBy("companies.id")
    .limit(3)
    .execute();
  await db
    .insertInto("watchlist_companies")
    .values(companies.map((c, position) => ({ watchlist_id: watchlistId, company_id: c.id, position })))
    .execute();
  const asOf = (await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirstOrThrow())
    .value as string;
  // An event of the week the digest covers, whatever the demo market wrote itself.
  await db
    .insertInto("market_events")
    .values({
      company_id: companies[0]!.id,
      date: asOf,
      kind: "dividend_raised",
      key: "e2e",
      payload: JSON.stringify({ amount: 0.42, changePct: 8 }),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  await open(page, "/users/watchlists");
  const item = page.getByTestId("watchlist-item").filter({ hasText: "Weekly picks" });
  const saved = () => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/users/watchlists/subscriptions");
  await Promise.all([saved(), item.getByRole("checkbox", { name: "Email digest" }).check()]);
  await Promise.all([saved(), item.getByLabel("Digest frequency for Weekly picks").selectOption("weekly")]);

  // A sender only: no schedules or maintenance of its own, and the app server has migrated the queue.
  const boss = new PgBoss({
    connectionString: DATABASE_URL,
    schema: JOBS_SCHEMA,
    schedule: false,
    supervise: false,
    migrate: false,
  });
  await boss.start();
  try {
    // `now` names the week the digest covers (the job's data; by default the moment it runs).
    const now = new Date(Date.parse(asOf) + 3 * 86_400_000).toISOString();
    const jobId = await boss.send(weeklyDigests.name, { now });
    expect(jobId).not.toBeNull();
    await expect
      .poll(async () => (await boss.getJobById(weeklyDigests.name, jobId!))?.state, { timeout: 20_000 })
      .toBe("completed");
  } finally {
    await boss.stop();
  }

  const mail = await smtp.nextMailTo(user.email, 15_000);
  expect(mail.subject).toMatch(/^Weekly digest: Weekly picks \(\d+ events?\)$/);
  expect(mail.text).toContain(`${companies[0]!.ticker} raised its dividend 8% to $0.42`);

  // The links work: the watchlist (signed in) and a company page.
  await page.goto(linkIn(mail, `${BASE_URL}/users/watchlists/`));
  await expect(page.getByRole("heading", { level: 1, name: "Weekly picks" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `${companies[0]!.ticker} raised its dividend 8% to $0.42` }),
  ).toBeVisible();
  // The member's notes on its companies are read after the page (none written yet).
  await expect(page.getByText("No notes yet: write one on a company's page")).toBeVisible();
  const company = await page.request.get(linkIn(mail, `${BASE_URL}/stocks/us/`));
  expect(company.status()).toBe(200);

  // Unsubscribe signed out.
  await context.clearCookies();
  await page.goto(linkIn(mail, `${BASE_URL}/digests/unsubscribe`));
  await expect(page.getByText("Stop the digest of your watchlist “Weekly picks”?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  const row = await db
    .selectFrom("watchlists")
    .select("subscribed")
    .where("id", "=", watchlistId)
    .executeTakeFirstOrThrow();
  expect(row.subscribed).toBe(false);
});

test("a saved screen is subscribed to screen alerts from the saved screeners page", async ({ page, db, signIn }) => {
  const user = await signIn();
  const screen = await db
    .insertInto("saved_screeners")
    .values({ user_id: user.userId, name: "Alerts please", filters: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await open(page, "/stock-screener/saved");
  const saved = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/screener/saved/${screen.id}/subscription`);
  await Promise.all([
    saved(),
    page.getByRole("checkbox", { name: "Email alerts when companies enter or leave" }).click(),
  ]);
  await Promise.all([saved(), page.getByLabel("Alert frequency for Alerts please").selectOption("daily")]);
  await expect(page.getByLabel("Alert frequency for Alerts please")).toHaveValue("daily");
  await expect(page.getByRole("checkbox", { name: "Email alerts when companies enter or leave" })).toBeChecked();
  const row = await db
    .selectFrom("saved_screeners")
    .select(["subscribed", "subscription_frequency"])
    .where("id", "=", screen.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ subscribed: true, subscription_frequency: "daily" });
});
