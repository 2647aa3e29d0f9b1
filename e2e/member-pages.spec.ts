import { sql } from "kysely";
import { insertSignedInUser } from "../test/support/fixtures";
import { paths } from "../src/domain/paths";
import { BASE_URL, DESKTOP, expect, header, open, test, waitForHydration } from "./fixtures";

// Members' pages kept per member class (decision 054): two members open the same kept company
// and analyst pages, which carry neither's data; each sees their own address in the header,
// their own watchlists and their own Watch and Follow state once hydrated (GET /api/users/me),
// with no hydration error in the console (the `problems` fixture fails the test on one). A
// member without JavaScript still gets the page, signed in, without their own details.

test.use({ viewport: DESKTOP });

async function aCompany(db: Parameters<Parameters<typeof test>[2]>[0]["db"]) {
  const { rows } = await sql<{ id: number; exchange: string; ticker: string; name: string }>`
    SELECT c.id, c.exchange, c.ticker, c.name FROM companies c JOIN company_research r ON r.company_id = c.id
    ORDER BY c.ticker LIMIT 1`.execute(db);
  return rows[0]!;
}

async function anAnalyst(db: Parameters<Parameters<typeof test>[2]>[0]["db"]) {
  const { rows } = await sql<{ id: number; name: string }>`
    SELECT a.id, a.name FROM analysts a JOIN analyst_scores s ON s.analyst_id = a.id
    ORDER BY a.id LIMIT 1`.execute(db);
  return rows[0]!;
}

test("two free members on the same kept pages each see their own header, Watch and Follow state", async ({
  page,
  browser,
  db,
  signIn,
}) => {
  const company = await aCompany(db);
  const analyst = await anAnalyst(db);
  const alice = await signIn({ watchlists: ["Alice's picks"] });
  await db
    .insertInto("watchlist_companies")
    .values({ watchlist_id: alice.watchlistIds[0]!, company_id: company.id, added_at: new Date() })
    .execute();
  await db.insertInto("followed_analysts").values({ user_id: alice.userId, analyst_id: analyst.id }).execute();
  const bob = await insertSignedInUser(db, { watchlists: ["Bob's list"] });
  const bobs = await browser.newContext({ viewport: DESKTOP });
  await bobs.addCookies([{ name: "oz_session", value: bob.token, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
  const bobPage = await bobs.newPage();
  const bobErrors: string[] = [];
  bobPage.on("console", (m) => void (m.type() === "error" && bobErrors.push(m.text())));
  bobPage.on("pageerror", (e) => void bobErrors.push(e.message));

  try {
    for (const path of [paths.company(company), paths.analyst(analyst.id)]) {
      // Each asks twice: the second answer is the kept page for certain.
      for (let i = 0; i < 2; i++) {
        for (const [p, email] of [
          [page, alice.email],
          [bobPage, bob.email],
        ] as const) {
          const response = await p.goto(path);
          expect(response!.status()).toBe(200);
          expect(await response!.text(), `${path}: a member's kept page`).not.toContain(email);
          await waitForHydration(p);
        }
        await expect(header(page).getByRole("button", { name: `Account menu for ${alice.email}` })).toBeVisible();
        await expect(header(bobPage).getByRole("button", { name: `Account menu for ${bob.email}` })).toBeVisible();
        await expect(page.getByText(bob.email)).toHaveCount(0);
        await expect(bobPage.getByText(alice.email)).toHaveCount(0);
      }
    }

    // The company page: Alice's Watch says her watchlist holds it; Bob's does not.
    await open(page, paths.company(company));
    await bobPage.goto(paths.company(company));
    await waitForHydration(bobPage);
    const watch = (p: typeof page) =>
      p
        .getByRole("main")
        .getByRole("button", { name: `Watch ${company.ticker}` })
        .first();
    await expect(watch(page)).toHaveText("Watching (1)");
    await expect(watch(bobPage)).toHaveText("Watch");
    // The header's Watchlists menu lists each member's own.
    for (const [p, own, other] of [
      [page, "Alice's picks", "Bob's list"],
      [bobPage, "Bob's list", "Alice's picks"],
    ] as const) {
      await header(p).getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Watchlists" }).click();
      const menu = p.getByRole("menu", { name: "Watchlists" });
      await expect(menu.getByRole("menuitem", { name: own })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: other })).toHaveCount(0);
      await p.keyboard.press("Escape");
    }

    // The analyst's page: Alice follows the analyst, Bob does not.
    await open(page, paths.analyst(analyst.id));
    await bobPage.goto(paths.analyst(analyst.id));
    await waitForHydration(bobPage);
    const follow = (p: typeof page) => p.getByRole("button", { name: `Follow ${analyst.name}` }).first();
    await expect(follow(page)).toHaveAttribute("aria-pressed", "true");
    await expect(follow(bobPage)).toHaveAttribute("aria-pressed", "false");

    // A change on the kept page goes through as before: Bob watches the company in his list.
    await bobPage.goto(paths.company(company));
    await waitForHydration(bobPage);
    await watch(bobPage).click();
    await Promise.all([
      bobPage.waitForResponse((r) => new URL(r.url()).pathname === "/api/users/watchlists_companies"),
      bobPage.getByRole("menuitemcheckbox", { name: "Bob's list" }).click(),
    ]);
    await bobPage.keyboard.press("Escape");
    await expect(watch(bobPage)).toHaveText("Watching (1)");
    await bobPage.reload();
    await waitForHydration(bobPage);
    await expect(watch(bobPage)).toHaveText("Watching (1)");
    expect(bobErrors, "console errors and page errors in Bob's browser").toEqual([]);
  } finally {
    await bobs.close();
    await db.deleteFrom("users").where("id", "=", bob.userId).execute();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member gets the kept page signed in, without their own details", async ({ page, db, signIn }) => {
    const company = await aCompany(db);
    const alice = await signIn({ watchlists: ["Alice's picks"] });
    await db
      .insertInto("watchlist_companies")
      .values({ watchlist_id: alice.watchlistIds[0]!, company_id: company.id, added_at: new Date() })
      .execute();
    for (let i = 0; i < 2; i++) {
      const response = await page.goto(paths.company(company));
      expect(response!.status()).toBe(200);
      expect(await response!.text(), "the class's kept page").not.toContain(alice.email);
    }
    // The page itself, the signed-in header (the account menu, not Sign In / Sign Up).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.name);
    await expect(header(page).getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    // What is the member's own is not on the page without JavaScript: their address, their Watch state.
    await expect(page.getByText(alice.email)).toHaveCount(0);
    await expect(
      page
        .getByRole("main")
        .getByRole("button", { name: `Watch ${company.ticker}` })
        .first(),
    ).toHaveText("Watch");
  });
});
