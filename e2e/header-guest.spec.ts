import type { Locator, Page } from "@playwright/test";
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

// Spec 2.1, the shared header as a guest sees it at desktop width.

test.use({ viewport: DESKTOP });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("guest header", () => {
  test("shows the desktop navigation in order, Sign In and Sign Up, and no Watchlists", async ({ page }) => {
    await open(page, "/");
    const nav = desktopNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.locator(":scope > ul > li > :is(a, button)")).toHaveText([
      "Screeners",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      "Services",
    ]);

    // Dropdowns are menu buttons, the main items plain links.
    for (const name of ["Screeners", "Services"]) {
      await expect(nav.getByRole("button", { name, exact: true })).toHaveAttribute("aria-haspopup", "menu");
    }
    await expect(nav.getByRole("link", { name: "Stock Ideas" })).toHaveAttribute("href", "/stock-ideas");
    await expect(nav.getByRole("link", { name: "Top Analysts" })).toHaveAttribute("href", "/analysts");
    await expect(nav.getByRole("link", { name: "Zen Ratings" })).toHaveAttribute("href", "/zen-ratings");

    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
      "href",
      "/users/sign-in",
    );
    await expect(header(page).getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute(
      "href",
      "/users/sign-up",
    );
    await expect(header(page).getByRole("button", { name: "Watchlists" })).toHaveCount(0);
    await expect(header(page).getByText("Watchlists")).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expect(header(page).getByRole("combobox", { name: "Search Stocks" })).toBeVisible();
  });

  test("the logo links to the public home", async ({ page }) => {
    await open(page, "/privacy-policy");
    await expect(logoLink(page)).toHaveAttribute("href", "/");
  });

  test("the Screeners dropdown opens from the keyboard and has no Saved Screeners", async ({ page }) => {
    await open(page, "/");
    const trigger = desktopNav(page).getByRole("button", { name: "Screeners" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Screeners" });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem")).toHaveText(["Stock Screener", "Industry Rank"]);
    await expect(menu.getByRole("menuitem", { name: "Stock Screener" })).toHaveAttribute("href", "/stock-screener");
    await expect(menu.getByRole("menuitem", { name: "Industry Rank" })).toHaveAttribute("href", "/industries");
    await expect(menu.getByRole("menuitem", { name: "Saved Screeners" })).toHaveCount(0);
  });

  test("the Services dropdown lists Premium, Zen Investor and Zen Strategies", async ({ page }) => {
    await open(page, "/");
    const trigger = desktopNav(page).getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    const menu = page.getByRole("menu", { name: "Services" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText([/^Premium/, /^Zen Investor/, /^Zen Strategies/]);
    await expect(menu.getByRole("menuitem", { name: /^Premium/ })).toHaveAttribute("href", "/plans");
    await expect(menu.getByRole("menuitem", { name: /^Zen Investor/ })).toHaveAttribute("href", "/stock-picks");
    await expect(menu.getByRole("menuitem", { name: /^Zen Strategies/ })).toHaveAttribute("href", "/stock-strategies");
  });
});

// Every link of the guest header and footer lands, on the client, on a page with a heading.
interface HeaderLink {
  name: string;
  from?: string;
  /** The dropdown holding the link, if any. */
  menu?: string;
  click: (page: Page) => Locator;
  path: string;
  heading: string;
}

const inMenu = (menu: string, item: RegExp) => (page: Page) =>
  page.getByRole("menu", { name: menu }).getByRole("menuitem", { name: item });
const inNav = (name: string) => (page: Page) => desktopNav(page).getByRole("link", { name, exact: true });
const inFooter = (name: string) => (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });

const LINKS: HeaderLink[] = [
  {
    name: "Screeners › Stock Screener",
    menu: "Screeners",
    click: inMenu("Screeners", /^Stock Screener/),
    path: "/stock-screener",
    heading: "Stock Screener",
  },
  {
    name: "Screeners › Industry Rank",
    menu: "Screeners",
    click: inMenu("Screeners", /^Industry Rank/),
    path: "/industries",
    heading: "Industry Rank",
  },
  { name: "Stock Ideas", click: inNav("Stock Ideas"), path: "/stock-ideas", heading: "Stock Ideas" },
  { name: "Top Analysts", click: inNav("Top Analysts"), path: "/analysts", heading: "Top Analysts" },
  { name: "Zen Ratings", click: inNav("Zen Ratings"), path: "/zen-ratings", heading: "Zen Ratings" },
  {
    name: "Services › Premium",
    menu: "Services",
    click: inMenu("Services", /^Premium/),
    path: "/plans",
    heading: "OpenZen Premium",
  },
  {
    name: "Services › Zen Investor",
    menu: "Services",
    click: inMenu("Services", /^Zen Investor/),
    path: "/stock-picks",
    heading: "Zen Investor",
  },
  {
    name: "Services › Zen Strategies",
    menu: "Services",
    click: inMenu("Services", /^Zen Strategies/),
    path: "/stock-strategies",
    heading: "Zen Strategies",
  },
  // Sign In and Sign Up open their dialogs instead: e2e/guest-conveniences.spec.ts.
  {
    name: "logo",
    from: "/terms-of-service",
    click: (page) => logoLink(page),
    path: "/",
    heading: "Research stocks like a part-time pro",
  },
  {
    name: "footer › Privacy Policy",
    click: inFooter("Privacy Policy"),
    path: "/privacy-policy",
    heading: "Privacy Policy",
  },
  {
    name: "footer › Terms of Service",
    click: inFooter("Terms of Service"),
    path: "/terms-of-service",
    heading: "Terms of Service",
  },
];

test.describe("guest browses every header and footer link", () => {
  for (const link of LINKS) {
    test(`${link.name} → ${link.path}`, async ({ page }) => {
      const from = link.from ?? "/";
      await open(page, from);
      await markDocument(page);

      if (link.menu) await desktopNav(page).getByRole("button", { name: link.menu }).click();
      await link.click(page).click();

      await expect(page).toHaveURL(link.path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(link.heading);
      await expect(page).toHaveTitle(/OpenZen/);
      await expectSameDocument(page, `${link.name} from ${from}`);
      if (link.menu) await expect(page.getByRole("menu")).toHaveCount(0);

      // The same address loaded directly is a real page, not an error answered with a page.
      const direct = await page.request.get(link.path);
      expect(direct.status(), `HTTP status of ${link.path}`).toBe(200);
      expect(await direct.text(), "the server-rendered page carries the same heading").toMatch(
        new RegExp(`<h1[^>]*>${escapeRegExp(link.heading)}</h1>`),
      );
    });
  }
});

test.describe("keyboard", () => {
  test("the first Tab stop is the Skip to content link, which becomes visible", async ({ page }) => {
    await open(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    const box = await skip.boundingBox();
    expect(box, "the focused skip link has a box").not.toBeNull();
    expect(box!.width, "the focused skip link is shown, not screen-reader-only").toBeGreaterThan(20);
    await expect(page.locator("main#main")).toHaveCount(1);

    // Following it skips the header: the next Tab stop is the first control of the content (the
    // home page's own search field).
    await markDocument(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/#main");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("combobox").first()).toBeFocused();
    await expectSameDocument(page, "skip link");
  });

  for (const name of ["Screeners", "Services"]) {
    test(`the ${name} menu opens with Enter and Escape closes it, returning focus to its trigger`, async ({ page }) => {
      await open(page, "/");
      const trigger = desktopNav(page).getByRole("button", { name });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu", { name });
      await expect(menu).toBeVisible();
      // Focus moves into the menu; the arrow keys move between its items.
      const items = menu.getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });
  }
});
