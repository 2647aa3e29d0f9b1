import type { Page } from "@playwright/test";
import { expect, expectSameDocument, header, markDocument, MOBILE, open, test } from "./fixtures";

// Spec 2.1 on small screens: the side drawer holds the header's content, and search opens as a
// full-screen overlay with a Cancel button.

test.use({ viewport: MOBILE });

function openMenuButton(page: Page) {
  return header(page).getByRole("button", { name: "Open menu" });
}

async function openDrawer(page: Page) {
  await openMenuButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe("mobile header", () => {
  test("hides the desktop navigation; the drawer holds the guest navigation", async ({ page }) => {
    await open(page, "/");
    // The bar is in the page but not displayed.
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(1);
    await expect(page.locator('header nav[aria-label="Main"]')).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Screeners" })).toBeHidden();

    const drawer = await openDrawer(page);
    const nav = drawer.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("heading")).toHaveText(["Screeners", "Services"]);
    await expect(nav.getByRole("list", { name: "Screeners" }).getByRole("link")).toHaveText([
      "Stock Screener",
      "Industry Rank",
    ]);
    await expect(nav.getByRole("list", { name: "Services" }).getByRole("link")).toHaveText([
      /^Premium/,
      /^Zen Investor/,
      /^Zen Strategies/,
    ]);
    await expect(nav.getByRole("link")).toHaveText([
      "Stock Screener",
      "Industry Rank",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      /^Premium/,
      /^Zen Investor/,
      /^Zen Strategies/,
    ]);
    await expect(drawer.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/users/sign-in");
    await expect(drawer.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/users/sign-up");
    await expect(drawer.getByText("Watchlists")).toHaveCount(0);
    await expect(drawer.getByText("Saved Screeners")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  });

  test("a drawer link navigates on the client and closes the drawer", async ({ page }) => {
    await open(page, "/");
    await markDocument(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "Top Analysts" }).click();
    await expect(page).toHaveURL("/analysts");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top Analysts");
    await expectSameDocument(page, "drawer link");

    // A link inside a group too.
    const again = await openDrawer(page);
    await again
      .getByRole("list", { name: "Services" })
      .getByRole("link", { name: /^Zen Investor/ })
      .click();
    await expect(page).toHaveURL("/stock-picks");
    await expect(again).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zen Investor");
    await expectSameDocument(page, "drawer group link");
  });

  test("Escape and the close button close the drawer, returning focus to the menu button", async ({ page }) => {
    await open(page, "/");
    let drawer = await openDrawer(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openMenuButton(page)).toBeFocused();

    drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("a signed-in drawer adds Watchlists, Saved Screeners and the account items; Sign Out works", async ({
    page,
    signIn,
  }) => {
    const user = await signIn({ watchlists: ["Dividend Kings", "Growth Ideas"] });
    await open(page, "/");
    await markDocument(page);
    await expect(header(page).getByRole("button", { name: /Account menu/ })).toBeHidden();

    const drawer = await openDrawer(page);
    const nav = drawer.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("heading")).toHaveText(["Watchlists", "Screeners", "Services"]);
    const watchlists = nav.getByRole("list", { name: "Watchlists" });
    await expect(watchlists.getByRole("link")).toHaveText(["Dividend Kings", "Growth Ideas", "Manage Watchlists"]);
    await expect(watchlists.getByRole("link", { name: "Dividend Kings" })).toHaveAttribute(
      "href",
      `/users/watchlists/${user.watchlistIds[0]}`,
    );
    await expect(watchlists.getByRole("link", { name: "Growth Ideas" })).toHaveAttribute(
      "href",
      `/users/watchlists/${user.watchlistIds[1]}`,
    );
    await expect(nav.getByRole("list", { name: "Screeners" }).getByRole("link")).toHaveText([
      "Stock Screener",
      "Saved Screeners",
      "Industry Rank",
    ]);
    await expect(nav.getByRole("link", { name: "Stock Ideas" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Top Analysts" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Zen Ratings" })).toBeVisible();

    const account = drawer.getByRole("region", { name: "Account" });
    await expect(account.getByText(user.email, { exact: true })).toBeVisible();
    await expect(account.getByRole("link", { name: "Account Settings" })).toHaveAttribute("href", "/users/settings");
    const help = account.getByRole("link", { name: /^Help Guides/ });
    await expect(help).toHaveAttribute("href", /^https:\/\//);
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(drawer.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);

    const signOut = page.waitForResponse(
      (response) => response.request().method() === "DELETE" && new URL(response.url()).pathname === "/users/sign-out",
    );
    await account.getByRole("button", { name: "Sign Out" }).click();
    expect((await signOut).status()).toBe(204);
    await expect(drawer).toBeHidden();

    const guestDrawer = await openDrawer(page);
    await expect(guestDrawer.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(guestDrawer.getByRole("region", { name: "Account" })).toHaveCount(0);
    await expect(guestDrawer.getByText("Watchlists")).toHaveCount(0);
    await expectSameDocument(page, "sign-out from the drawer");
  });

  test("Search Stocks opens a full-screen overlay with a labelled field and a Cancel button", async ({ page }) => {
    await open(page, "/");
    await expect(header(page).getByRole("combobox", { name: "Search Stocks" })).toBeHidden();
    const trigger = header(page).getByRole("button", { name: "Search Stocks" });
    await trigger.click();

    const overlay = page.getByRole("dialog", { name: "Search Stocks" });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box, "the overlay has a box").not.toBeNull();
    expect(box).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });

    const field = overlay.getByRole("combobox", { name: "Search Stocks" });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill("AAPL");
    await expect(field).toHaveValue("AAPL");

    await overlay.getByRole("button", { name: "Cancel" }).click();
    await expect(overlay).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL("/");
  });
});
