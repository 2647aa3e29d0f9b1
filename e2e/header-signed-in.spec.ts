import {
  DESKTOP,
  desktopNav,
  expect,
  expectSameDocument,
  header,
  logoLink,
  markDocument,
  open,
  test,
} from "./fixtures";

// Spec 2.1, the shared header for a signed-in user at desktop width.

test.use({ viewport: DESKTOP });

const UNCONFIRMED = "Please check your inbox and confirm your email address.";

test.describe("signed-in header", () => {
  test("shows Watchlists, Saved Screeners, the account menu and the dashboard logo", async ({ page, signIn }) => {
    const user = await signIn({ watchlists: ["Dividend Kings", "Growth Ideas"] });
    await open(page, "/");

    const nav = desktopNav(page);
    await expect(nav.locator(":scope > ul > li > :is(a, button)")).toHaveText([
      "Watchlists",
      "Screeners",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      "Services",
    ]);
    await expect(logoLink(page)).toHaveAttribute("href", "/users/dashboard");
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
    await expect(page.getByText(UNCONFIRMED)).toHaveCount(0);

    // Watchlists: each by name, linking to its page, in the user's order.
    await nav.getByRole("button", { name: "Watchlists" }).click();
    const watchlists = page.getByRole("menu", { name: "Watchlists" });
    await expect(watchlists.getByRole("menuitem")).toHaveText(["Dividend Kings", "Growth Ideas", "Manage Watchlists"]);
    await expect(watchlists.getByRole("menuitem", { name: "Dividend Kings" })).toHaveAttribute(
      "href",
      `/users/watchlists/${user.watchlistIds[0]}`,
    );
    await expect(watchlists.getByRole("menuitem", { name: "Growth Ideas" })).toHaveAttribute(
      "href",
      `/users/watchlists/${user.watchlistIds[1]}`,
    );
    await page.keyboard.press("Escape");
    await expect(watchlists).toBeHidden();

    // Screeners gains Saved Screeners.
    await nav.getByRole("button", { name: "Screeners" }).click();
    const screeners = page.getByRole("menu", { name: "Screeners" });
    await expect(screeners.getByRole("menuitem")).toHaveText(["Stock Screener", "Saved Screeners", "Industry Rank"]);
    await expect(screeners.getByRole("menuitem", { name: "Saved Screeners" })).toHaveAttribute(
      "href",
      "/stock-screener/saved",
    );
    await page.keyboard.press("Escape");
    await expect(screeners).toBeHidden();
    // The closed menu gives focus back to its button; only then can focus move on without the
    // late hand-back taking it again (under load it did, and Enter reopened Screeners).
    await expect(nav.getByRole("button", { name: "Screeners" })).toBeFocused();

    // The account menu, opened from the keyboard.
    const account = header(page).getByRole("button", { name: `Account menu for ${user.email}` });
    await account.focus();
    await expect(account).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: /^Account/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Account Settings", /^Help Guides/, "Sign Out"]);
    await expect(menu.getByRole("menuitem", { name: "Account Settings" })).toHaveAttribute("href", "/users/settings");
    const help = menu.getByRole("menuitem", { name: /^Help Guides/ });
    await expect(help).toHaveAttribute("href", /^https:\/\//);
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("rel", /noopener/);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
  });

  test("a watchlist and Account Settings are reached on the client", async ({ page, signIn }) => {
    const user = await signIn({ watchlists: ["Dividend Kings", "Growth Ideas"] });
    await open(page, "/");
    await markDocument(page);

    await desktopNav(page).getByRole("button", { name: "Watchlists" }).click();
    await page.getByRole("menu", { name: "Watchlists" }).getByRole("menuitem", { name: "Growth Ideas" }).click();
    await expect(page).toHaveURL(`/users/watchlists/${user.watchlistIds[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await header(page)
      .getByRole("button", { name: `Account menu for ${user.email}` })
      .click();
    await page
      .getByRole("menu", { name: /^Account/ })
      .getByRole("menuitem", { name: "Account Settings" })
      .click();
    await expect(page).toHaveURL("/users/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Settings");

    await logoLink(page).click();
    await expect(page).toHaveURL("/users/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expectSameDocument(page, "signed-in navigation");
  });

  test("Sign Out ends the session and turns the header into the guest header", async ({ page, signIn, db }) => {
    const user = await signIn({ watchlists: ["Dividend Kings", "Growth Ideas"] });
    await open(page, "/");
    await markDocument(page);
    // The page is the same for everyone: the anti-forgery token is in a cookie its script reads.
    const csrf = (await page.context().cookies()).find((c) => c.name.endsWith("oz_csrf_token"))?.value;
    expect(csrf, "the browser holds an anti-forgery token").toBeTruthy();

    await header(page)
      .getByRole("button", { name: `Account menu for ${user.email}` })
      .click();
    const signOut = page.waitForRequest(
      (request) => request.method() === "DELETE" && new URL(request.url()).pathname === "/users/sign-out",
    );
    await page
      .getByRole("menu", { name: /^Account/ })
      .getByRole("menuitem", { name: "Sign Out" })
      .click();
    const request = await signOut;
    expect(request.headers()["x-csrf-token"], "the sign-out call carries the token from the cookie").toBe(csrf);
    const response = await request.response();
    expect(response?.status()).toBe(204);

    // The same page, now as a guest, without a reload.
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    await expect(header(page).getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expect(desktopNav(page).locator(":scope > ul > li > :is(a, button)")).toHaveText([
      "Screeners",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      "Services",
    ]);
    await expect(logoLink(page)).toHaveAttribute("href", "/");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL("/");
    await expectSameDocument(page, "sign-out");

    // The session row is revoked and the cookie is gone: a reload stays signed out.
    const session = await db
      .selectFrom("sessions")
      .select("revoked_at")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("oz_session");
    await open(page, "/");
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("signing out from the sign-up page goes to the public home", async ({ page, signIn }) => {
    const user = await signIn();
    await open(page, "/users/sign-up");
    await markDocument(page);
    await header(page)
      .getByRole("button", { name: `Account menu for ${user.email}` })
      .click();
    await page
      .getByRole("menu", { name: /^Account/ })
      .getByRole("menuitem", { name: "Sign Out" })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research stocks like a part-time pro");
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expectSameDocument(page, "sign-out from the sign-up page");
  });

  test("an unconfirmed user sees the confirmation banner with a resend link", async ({ page, signIn }) => {
    await signIn({ confirmed: false });
    await open(page, "/");
    const banner = page.getByRole("status").filter({ hasText: UNCONFIRMED });
    await expect(banner).toBeVisible();
    const resend = banner.getByRole("link");
    await expect(resend).toHaveAttribute("href", "/users/confirmation/new");

    await markDocument(page);
    await resend.click();
    await expect(page).toHaveURL("/users/confirmation/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resend Confirmation");
    await expectSameDocument(page, "resend link");
  });
});
