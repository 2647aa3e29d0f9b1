import { describe, expect, it } from "vitest";
import { accountItems, logoHref, primaryNavigation, type NavItem } from "./navigation";

const labels = (items: NavItem[]) => items.map((i) => i.label);
const menu = (items: NavItem[], id: string) => {
  const found = items.find((i) => i.kind === "menu" && i.id === id);
  if (!found || found.kind !== "menu") throw new Error(`no ${id} menu`);
  return found;
};

describe("header navigation", () => {
  it("gives guests Screeners, the main items and Services, in the spec's order", () => {
    expect(labels(primaryNavigation({ signedIn: false, watchlists: [] }))).toEqual([
      "Screeners",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      "Services",
    ]);
  });

  it("puts the Watchlists dropdown first for signed-in users", () => {
    expect(labels(primaryNavigation({ signedIn: true, watchlists: [] }))).toEqual([
      "Watchlists",
      "Screeners",
      "Stock Ideas",
      "Top Analysts",
      "Zen Ratings",
      "Services",
    ]);
  });

  it("places page items before Watchlists and suffix items after Services", () => {
    const page = { kind: "link", label: "Page", href: "/p" } as const;
    const suffix = { kind: "link", label: "Suffix", href: "/s" } as const;
    expect(
      labels(primaryNavigation({ signedIn: true, watchlists: [], pageItems: [page], suffixItems: [suffix] })),
    ).toEqual(["Page", "Watchlists", "Screeners", "Stock Ideas", "Top Analysts", "Zen Ratings", "Services", "Suffix"]);
  });

  it("lists each watchlist by name with its link", () => {
    const items = primaryNavigation({
      signedIn: true,
      watchlists: [
        { id: 4, name: "Income", url: "/users/watchlists/4" },
        { id: 9, name: "Growth", url: "/users/watchlists/9" },
      ],
    });
    expect(menu(items, "watchlists").items.map((i) => [i.label, i.href])).toEqual([
      ["Income", "/users/watchlists/4"],
      ["Growth", "/users/watchlists/9"],
      ["Manage Watchlists", "/users/watchlists"],
    ]);
  });

  it("offers Saved Screeners to signed-in users only", () => {
    expect(labels(menu(primaryNavigation({ signedIn: false, watchlists: [] }), "screeners").items)).toEqual([
      "Stock Screener",
      "Industry Rank",
    ]);
    expect(labels(menu(primaryNavigation({ signedIn: true, watchlists: [] }), "screeners").items)).toEqual([
      "Stock Screener",
      "Saved Screeners",
      "Industry Rank",
    ]);
  });

  it("lists the services with their links", () => {
    expect(
      menu(primaryNavigation({ signedIn: false, watchlists: [] }), "services").items.map((i) => [i.label, i.href]),
    ).toEqual([
      ["Premium", "/plans"],
      ["Zen Investor", "/stock-picks"],
      ["Zen Strategies", "/stock-strategies"],
    ]);
  });

  it("has Account Settings and the external Help Guides in the account menu", () => {
    expect(
      accountItems().map((i) => [i.label, i.href.startsWith("/") ? i.href : "external", Boolean(i.external)]),
    ).toEqual([
      ["Account Settings", "/users/settings", false],
      ["Help Guides", "external", true],
    ]);
    // The help centre is configuration: the address given is the one linked.
    expect(accountItems("https://support.example/guides").find((i) => i.label === "Help Guides")?.href).toBe(
      "https://support.example/guides",
    );
    expect(accountItems().find((i) => i.label === "Help Guides")?.href).toBe("https://help.openzen.example/");
  });

  it("links the logo to the signed-in home or the public home", () => {
    expect(logoHref(true)).toBe("/users/dashboard");
    expect(logoHref(false)).toBe("/");
  });
});
