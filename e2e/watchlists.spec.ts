import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { insertSignedInUser } from "../test/support/fixtures";
import { BASE_URL, DESKTOP, expect, header, open, refuseDeletes, test } from "./fixtures";

// Watchlists as a member meets them: a guest's Watch leads to sign-up and lands in
// "My Watchlist"; three more come from the screener at once; a second watchlist is created and
// moved first; the first is subscribed weekly; its page shows the table, exports CSV and passes
// an axe scan.

test.use({ viewport: DESKTOP });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("a guest watches a company, signs up and keeps watchlists", async ({ page, db, problems }) => {
  // The whole story (sign-up, confirmation, three pages of watchlists, the CSV): a slow test's time.
  test.slow();
  const email = `e2e-watch-${Date.now()}@example.com`;

  // The screener's first company, watched from its own page as a guest.
  await open(page, "/stock-screener");
  const rows = page.getByTestId("screener-row");
  const firstLink = rows.first().getByRole("link").first();
  const companyUrl = await firstLink.getAttribute("href");
  const ticker = (await firstLink.textContent())!.trim();
  await open(page, companyUrl!);
  await page.getByRole("button", { name: `Watch ${ticker}` }).click();
  const signUp = page.getByRole("dialog", { name: "Sign Up" });
  await expect(signUp).toBeVisible();
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("watch-me-123");
  await signUp.getByRole("button", { name: "Sign Up" }).click();

  // Back on the company's page, the waiting choice is in "My Watchlist".
  await expect(page).toHaveURL(`${BASE_URL}${companyUrl}`);
  await expect(page.getByRole("button", { name: `Watch ${ticker}` })).toHaveText("Watching (1)");
  expect(await page.evaluate(() => localStorage.getItem("oz_companies_to_watch"))).toBeNull();
  await header(page).getByRole("button", { name: "Watchlists" }).click();
  const menu = page.getByRole("menu", { name: "Watchlists" });
  await expect(menu.getByRole("menuitem")).toHaveText(["My Watchlist", "Manage Watchlists"]);
  await page.keyboard.press("Escape");

  // Three more from the screener, many rows at once.
  await open(page, "/stock-screener");
  const picked: string[] = [];
  for (const i of [1, 2, 3]) {
    const box = rows.nth(i).getByRole("checkbox");
    picked.push((await box.getAttribute("aria-label"))!.replace("Select ", ""));
    await box.check();
  }
  const selected = page.getByRole("region", { name: "Selected companies" });
  await expect(selected).toContainText("3 selected");
  await selected.getByRole("button", { name: "Add to watchlist" }).click();
  await page.getByRole("menuitem", { name: "My Watchlist" }).click();
  await expect(page.getByText("Added 3 companies to My Watchlist.", { exact: true })).toBeVisible();

  // A second watchlist, moved first; then "My Watchlist" subscribed weekly.
  await open(page, "/users/watchlists");
  await page.getByRole("button", { name: "New watchlist" }).click();
  const dialog = page.getByRole("dialog", { name: "New watchlist" });
  await dialog.getByLabel("Name").fill("Growth Ideas");
  await dialog.getByRole("button", { name: "Create" }).click();
  const items = page.getByTestId("watchlist-item");
  await expect(items).toHaveCount(2);
  const saved = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "PATCH");
  await Promise.all([saved("/api/users"), page.getByRole("button", { name: "Move Growth Ideas up" }).click()]);
  await expect(items.first()).toContainText("Growth Ideas");
  await expect(items.nth(1)).toContainText("4 companies");
  await Promise.all([
    saved("/api/users/watchlists/subscriptions"),
    items.nth(1).getByRole("checkbox", { name: "Email digest" }).check(),
  ]);
  await Promise.all([
    saved("/api/users/watchlists/subscriptions"),
    items.nth(1).getByLabel("Digest frequency for My Watchlist").selectOption("monthly"),
  ]);
  await Promise.all([
    saved("/api/users/watchlists/subscriptions"),
    items.nth(1).getByLabel("Digest frequency for My Watchlist").selectOption("weekly"),
  ]);
  await expect(items.nth(1).getByRole("checkbox", { name: "Email digest" })).toBeChecked();
  await page.reload();
  await expect(items.first()).toContainText("Growth Ideas");
  expect(await seriousViolations(page), "axe on the watchlists page").toEqual([]);
  const mine = await db
    .selectFrom("watchlists")
    .innerJoin("users", "users.id", "watchlists.user_id")
    .select([
      "watchlists.id",
      "watchlists.name",
      "watchlists.subscribed",
      "watchlists.subscription_frequency",
      "watchlists.position",
    ])
    .where("users.email", "=", email)
    .orderBy("watchlists.position")
    .execute();
  expect(mine.map((w) => [w.name, w.subscribed, w.subscription_frequency])).toEqual([
    ["Growth Ideas", false, "weekly"],
    ["My Watchlist", true, "weekly"],
  ]);

  // The watchlist's page: the table, the CSV, the screener on exactly these companies.
  await items.nth(1).getByRole("link", { name: "My Watchlist" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Watchlist");
  const table = page.getByRole("table", { name: "Companies of My Watchlist" });
  await expect(table.getByRole("row")).toHaveCount(5);
  for (const t of [ticker, ...picked]) await expect(table.getByRole("link", { name: t, exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader")).toContainText(["Ticker", "Company", "Price"]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("Ticker");
  for (const t of [ticker, ...picked]) expect(csv).toContain(t);

  expect(await seriousViolations(page), "axe on the watchlist page").toEqual([]);

  // A removal the server refuses: the row leaves at once, comes back, and the message shows.
  const companiesApi = "**/api/users/watchlists_companies";
  await refuseDeletes(page, problems, companiesApi, "Not now.");
  await table.getByRole("button", { name: `Remove ${picked[2]} from My Watchlist` }).click();
  await expect(page.getByText("Not now.", { exact: true })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(5);
  await page.unroute(companiesApi);

  // One company out, in place; the screener then opens on exactly the three left.
  await table.getByRole("button", { name: `Remove ${picked[2]} from My Watchlist` }).click();
  await expect(table.getByRole("row")).toHaveCount(4);
  await page.reload();
  await expect(table.getByRole("row")).toHaveCount(4);
  await page.getByRole("link", { name: "Open in screener" }).click();
  await expect(page).toHaveURL(/\/stock-screener\?f\[cid\]=/);
  await expect(rows).toHaveCount(3);

  // Each row's Watch says which watchlists hold it and toggles one in place.
  const watch = rows.first().getByRole("button", { name: /^Watch / });
  await expect(watch).toHaveText("Watching (1)");
  await watch.click();
  // The server's answer is held back: the tick shows at once, before it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/users/watchlists_companies", async (route) => {
    await held;
    await route.fallback();
  });
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/users/watchlists_companies");
  await page.getByRole("menuitemcheckbox", { name: "Growth Ideas" }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: "Growth Ideas" })).toBeChecked();
  release();
  expect((await added).status()).toBe(200);
  await page.unroute("**/api/users/watchlists_companies");
  await expect(page.getByRole("menuitemcheckbox", { name: "Growth Ideas" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(watch).toHaveText("Watching (2)");

  await db.deleteFrom("users").where("email", "=", email).execute();
});

test("a guest gets the sign-in prompt; another member's watchlist is a 404", async ({ page, db, signIn, problems }) => {
  const other = await insertSignedInUser(db, { watchlists: ["Not yours"] });
  const theirs = `/users/watchlists/${other.watchlistIds[0]}`;
  try {
    await open(page, "/users/watchlists");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
    await open(page, theirs);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText("Not yours")).toHaveCount(0);

    await signIn({ watchlists: ["Mine"] });
    problems.allow(
      new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${BASE_URL}${theirs}:`,
      ),
    );
    await open(page, theirs, 404);
    await expect(page.getByText("Not yours")).toHaveCount(0);
  } finally {
    await db.deleteFrom("users").where("id", "=", other.userId).execute();
  }
});
