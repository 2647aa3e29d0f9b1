import { PgBoss } from "pg-boss";
import { JOBS_SCHEMA } from "../src/server/jobs/job-runner";
import { followedAnalystsDigests } from "../src/server/jobs/digests";
import { linkIn } from "../test/support/smtp-capture";
import { BASE_URL, DATABASE_URL, DESKTOP, expect, open, refuseDeletes, seriousViolations, test } from "./fixtures";

// Followed analysts (decision 027) as the issue tells it: a guest opens /analysts,
// filters by a sector, opens an analyst and clicks Follow; signs up and finds the analyst
// followed; follows a second, reorders the two on the dashboard, unfollows one and turns the
// digest on. The digests-followed-analysts job, queued in the app's own pg-boss queue and run by
// the app server's workers, mails the new calls through the app's SMTP.

test.use({ viewport: DESKTOP });

test("a guest follows an analyst, signs up, reorders and unfollows on the dashboard, and gets the digest", async ({
  page,
  db,
  smtp,
  problems,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-follow-${Date.now()}@example.com`;

  // The ranking, filtered by its first sector.
  await open(page, "/analysts");
  const filters = page.getByRole("search", { name: "Filter analysts" });
  const sector = filters.getByLabel("Sector");
  await sector.selectOption({ index: 1 });
  // The option reads "Technology (12)"; the rows name the sector alone.
  const sectorName = (await sector.locator("option:checked").textContent())!.replace(/\s*\(\d+\)$/, "").trim();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]sector=[a-z-]+/);
  const ranking = page.url();
  const rows = page.getByTestId("analyst-row");
  // The address changes before the filtered rows replace the old ones: read names only once
  // every row is of the chosen sector (reading earlier took a name the new list did not have).
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: sectorName })).toHaveCount(0);
  const names = (await rows.getByRole("rowheader").getByRole("link").allTextContents()).map((n) => n.trim());
  expect(names.length).toBeGreaterThan(1);
  const [first, second] = names as [string, string];

  // The first analyst's profile; Follow as a guest opens sign-up.
  await rows.first().getByRole("rowheader").getByRole("link", { name: first }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(first);
  const profileUrl = page.url();
  await page.getByRole("button", { name: `Follow ${first}` }).click();
  const signUp = page.getByRole("dialog", { name: "Sign Up" });
  await expect(signUp).toBeVisible();
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("follow-me-123");
  await signUp.getByRole("button", { name: "Sign Up" }).click();

  // Back on the profile, signed in, the analyst is followed and the cookie is spent.
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole("button", { name: `Follow ${first}` })).toHaveAttribute("aria-pressed", "true");
  expect((await page.context().cookies()).some((c) => c.name === "oz_analysts_to_follow")).toBe(false);

  // A second analyst from the same filtered ranking, signed in: the control toggles in place.
  await page.goto(ranking);
  const follow = rows.nth(1).getByRole("button", { name: `Follow ${second}` });
  const followed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/users/followed-analysts" && r.request().method() === "POST",
  );
  // The server's answer is held back: the control shows the follow at once, before it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/users/followed-analysts", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  release();
  expect((await followed).status()).toBe(200);
  await page.unroute("**/api/users/followed-analysts");
  await expect(follow).toHaveAttribute("aria-pressed", "true");

  // The dashboard lists both in order; move the second up.
  await open(page, "/users/dashboard");
  const panel = page.getByRole("region", { name: "Followed analysts" });
  const listed = panel.getByRole("list", { name: "Followed analysts in your order" }).getByRole("listitem");
  // Each item's first link is the analyst's name (read at once: items come and go as the list changes).
  const firstLinks = () => listed.evaluateAll((items) => items.map((i) => i.querySelector("a")?.textContent?.trim()));
  await expect.poll(firstLinks).toEqual([first, second]);
  await panel.getByRole("button", { name: `Move ${second} up` }).click();
  await expect.poll(firstLinks).toEqual([second, first]);
  await page.reload();
  await expect.poll(firstLinks).toEqual([second, first]);

  // An unfollow the server refuses: the analyst stays in the list and the message shows.
  const followsApi = "**/api/users/followed-analysts";
  await refuseDeletes(page, problems, followsApi, "Not now.");
  await panel.getByRole("button", { name: `Unfollow ${first}` }).click();
  await expect(page.getByText("Not now.", { exact: true })).toBeVisible();
  await expect.poll(firstLinks).toEqual([second, first]);
  await page.unroute(followsApi);

  // Unfollow the first.
  await panel.getByRole("button", { name: `Unfollow ${first}` }).click();
  await expect.poll(firstLinks).toEqual([second]);

  // Turn the digest on.
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/users" && r.request().method() === "PATCH",
  );
  await panel.getByRole("checkbox", { name: "Email me a weekly digest of their new calls" }).check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(panel.getByRole("checkbox", { name: "Email me a weekly digest of their new calls" })).toBeChecked();
  expect(await seriousViolations(page), "axe on the dashboard with followed analysts").toEqual([]);

  // Digests go to confirmed addresses: follow the confirmation mail's link.
  const confirmation = await smtp.nextMailTo(email);
  await page.goto(linkIn(confirmation, `${BASE_URL}/users/confirmation?confirmation_token=`));
  await expect(page.getByText("Your email address is confirmed. Thank you!")).toBeVisible();

  // A call of the week the digest covers by the analyst still followed, whatever the demo market made.
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom("followed_analysts")
    .innerJoin("analysts", "analysts.id", "followed_analysts.analyst_id")
    .select(["analysts.id", "analysts.name"])
    .where("followed_analysts.user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  expect(kept.name).toBe(second);
  const asOf = (await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirstOrThrow())
    .value as string;
  const company = await db
    .selectFrom("companies")
    .select(["id", "ticker"])
    .where("delisted_on", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("analyst_ratings")
    .values({ analyst_id: kept.id, company_id: company.id, rated_on: asOf, rating: "strong_buy", price_target: 987.65 })
    .execute();

  const boss = new PgBoss({
    connectionString: DATABASE_URL,
    schema: JOBS_SCHEMA,
    schedule: false,
    supervise: false,
    migrate: false,
  });
  await boss.start();
  try {
    const now = new Date(Date.parse(asOf) + 3 * 86_400_000).toISOString();
    const jobId = await boss.send(followedAnalystsDigests.name, { now });
    expect(jobId).not.toBeNull();
    await expect
      .poll(async () => (await boss.getJobById(followedAnalystsDigests.name, jobId!))?.state, { timeout: 20_000 })
      .toBe("completed");
  } finally {
    await boss.stop();
  }

  const mail = await smtp.nextMailTo(email, 15_000);
  expect(mail.subject).toMatch(/^Your analysts: \d+\+? new calls?$/);
  // A free member is told how many new calls there are; who called what is Premium (decision 042).
  expect(mail.text).toContain("which companies, ratings and targets is Premium");
  expect(mail.text).not.toContain("$987.65");
  expect(mail.text).not.toContain(`${second} (`);
  const link = await page.request.get(linkIn(mail, `${BASE_URL}/plans`));
  expect(link.status()).toBe(200);
  expect(linkIn(mail, `${BASE_URL}/digests/unsubscribe?token=a`)).toBeTruthy();
});
