import { BASE_URL, DESKTOP, expect, logoLink, open, seriousViolations, test, waitForHydration } from "./fixtures";

// Onboarding and the dashboard (decision 025) as a new member meets them: sign-up
// leads to onboarding; one company comes from search and two from the popular ones; a weekly
// digest; the dashboard shows the watchlist with its day moves; the logo leads back to it.

test.use({ viewport: DESKTOP });

test("a new member signs up, picks three companies, chooses weekly and lands on the dashboard", async ({
  page,
  db,
}) => {
  const email = `e2e-onboard-${Date.now()}@example.com`;
  await open(page, "/#sign-up");
  const signUp = page.getByRole("dialog", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("onboard-me-123");
  await signUp.getByRole("button", { name: "Sign Up" }).click();

  // Spec 2.2's post-signup page for a new member: onboarding.
  await expect(page).toHaveURL(`${BASE_URL}/users/onboarding`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to OpenZen");
  expect(await seriousViolations(page), "axe on the onboarding page").toEqual([]);

  // Two popular companies.
  const popular = page.getByRole("list", { name: "Popular companies" }).getByRole("button");
  await expect(popular.first()).toBeVisible();
  const popularNames = await popular.allTextContents();
  await popular.nth(0).click();
  await popular.nth(1).click();
  await expect(popular.nth(0)).toHaveAttribute("aria-pressed", "true");

  // One from search: a listed company that is not among the popular ones.
  const candidates = await db
    .selectFrom("screener_snapshot")
    .innerJoin("companies", "companies.id", "screener_snapshot.company_id")
    .select("companies.ticker")
    .orderBy("companies.id", "desc")
    .limit(40)
    .execute();
  const searched = candidates.find((c) => !popularNames.some((n) => n.includes(c.ticker)))!.ticker;
  await page.getByLabel("Search companies").fill(searched);
  const results = page.getByRole("list", { name: "Search results" });
  await results.getByRole("button", { name: new RegExp(`^${searched}\\b`) }).click();
  await expect(page.getByText(/^3 picked: /)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // The digest: weekly.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: your watchlist digest" })).toBeFocused();
  await page.getByRole("radio", { name: "Weekly" }).check();
  await page.getByRole("button", { name: "Finish" }).click();

  // The dashboard: My Watchlist with its three companies' day moves.
  await expect(page).toHaveURL(`${BASE_URL}/users/dashboard`);
  const watchlist = page.getByRole("region", { name: "My Watchlist" });
  await expect(watchlist).toContainText("3 companies");
  const rows = watchlist.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(watchlist.getByRole("link", { name: searched, exact: true })).toBeVisible();
  for (const i of [1, 2, 3]) {
    await expect(rows.nth(i).getByRole("cell").first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    // A day's move in percent, signed: under 100% either way.
    await expect(rows.nth(i).getByRole("cell").nth(1)).toHaveText(/^[+−]?\d{1,2}\.\d{2}%$/);
  }
  await expect(page.getByTestId("premium-invitation")).toBeVisible();
  await expect(page.getByRole("region", { name: "Saved screeners" })).toContainText("No saved screens yet");
  // Next events: dates ahead and latest events of these three companies, and no others.
  const events = page.getByRole("region", { name: "Next events" });
  await expect(events.getByRole("heading", { name: "Latest events" })).toBeVisible();
  const watched = new Set(
    await watchlist
      .getByRole("rowheader")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
  );
  expect(watched.size).toBe(3);
  const eventLinks = await events.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(eventLinks.length).toBeGreaterThan(0);
  for (const href of eventLinks) expect(watched).toContain(href);

  const row = await db
    .selectFrom("users")
    .innerJoin("watchlists", "watchlists.user_id", "users.id")
    .select(["users.onboarded_at", "watchlists.subscribed", "watchlists.subscription_frequency"])
    .where("users.email", "=", email)
    .executeTakeFirstOrThrow();
  expect(row.onboarded_at).not.toBeNull();
  expect(row).toMatchObject({ subscribed: true, subscription_frequency: "weekly" });

  // The logo leads to the dashboard when signed in; an onboarded member is not onboarded again.
  await open(page, "/stock-screener");
  await expect(logoLink(page)).toHaveAttribute("href", "/users/dashboard");
  await logoLink(page).click();
  await expect(page).toHaveURL(`${BASE_URL}/users/dashboard`);
  await waitForHydration(page);
  expect(await seriousViolations(page), "axe on the dashboard").toEqual([]);
  await page.goto("/users/onboarding");
  await expect(page).toHaveURL(`${BASE_URL}/users/dashboard`);

  await db.deleteFrom("users").where("email", "=", email).execute();
});

test("a guest on the dashboard or onboarding is asked to sign in", async ({ page }) => {
  for (const [path, title] of [
    ["/users/dashboard", "Dashboard"],
    ["/users/onboarding", "Getting Started"],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/users/sign-in",
    );
  }
});
