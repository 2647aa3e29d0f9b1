import type { WatchlistLink } from "../../../domain/contracts/session";
import { paths } from "../../../domain/paths";

// The header's content as data, so that the desktop bar and the mobile drawer show exactly the
// same items in the same order (spec 2.1).

export interface NavLink {
  kind: "link";
  label: string;
  href: string;
  /** A short line under the label in menus, e.g. "Stock picks". */
  description?: string;
  external?: boolean;
}

export interface NavMenu {
  kind: "menu";
  id: string;
  label: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavMenu;

export interface NavigationInput {
  signedIn: boolean;
  watchlists: WatchlistLink[];
  /** Items a page puts first (none by default). */
  pageItems?: NavItem[];
  /** Items a page puts last (none by default). */
  suffixItems?: NavItem[];
}

/** Spec 2.1: "For guests extra items come first (the list is empty)." */
const GUEST_EXTRA_ITEMS: NavItem[] = [];

const MAIN_ITEMS: NavLink[] = [
  { kind: "link", label: "Stock Ideas", href: paths.stockIdeas() },
  { kind: "link", label: "Top Analysts", href: paths.analysts() },
  { kind: "link", label: "Zen Ratings", href: paths.zenRatings() },
];

export function watchlistsMenu(watchlists: WatchlistLink[]): NavMenu {
  return {
    kind: "menu",
    id: "watchlists",
    label: "Watchlists",
    items: [
      ...watchlists.map((w): NavLink => ({ kind: "link", label: w.name, href: w.url })),
      { kind: "link", label: "Manage Watchlists", href: paths.watchlists() },
    ],
  };
}

export function screenersMenu(signedIn: boolean): NavMenu {
  return {
    kind: "menu",
    id: "screeners",
    label: "Screeners",
    items: [
      { kind: "link", label: "Stock Screener", href: paths.stockScreener() },
      ...(signedIn ? [{ kind: "link", label: "Saved Screeners", href: paths.savedScreeners() } satisfies NavLink] : []),
      { kind: "link", label: "Industry Rank", href: paths.industries() },
    ],
  };
}

export const SERVICES_MENU: NavMenu = {
  kind: "menu",
  id: "services",
  label: "Services",
  items: [
    { kind: "link", label: "Premium", href: paths.plans(), description: "Ratings and deeper data" },
    { kind: "link", label: "Zen Investor", href: paths.stockPicks(), description: "Stock picks" },
    { kind: "link", label: "Zen Strategies", href: paths.stockStrategies(), description: "Stock strategies" },
  ],
};

/** The desktop bar in the spec's order: page items, Watchlists, Screeners, main items, Services, suffix items. */
export function primaryNavigation(input: NavigationInput): NavItem[] {
  return [
    ...(input.signedIn ? [] : GUEST_EXTRA_ITEMS),
    ...(input.pageItems ?? []),
    ...(input.signedIn ? [watchlistsMenu(input.watchlists)] : []),
    screenersMenu(input.signedIn),
    ...MAIN_ITEMS,
    SERVICES_MENU,
    ...(input.suffixItems ?? []),
  ];
}

/**
 * The account menu of a signed-in user (the email is shown above these). The help centre is
 * configuration (HELP_CENTER_URL), handed down from the root loader.
 */
export function accountItems(helpCenterUrl: string = paths.helpCenter()): NavLink[] {
  return [
    { kind: "link", label: "Account Settings", href: paths.userSettings() },
    { kind: "link", label: "Help Guides", href: helpCenterUrl, external: true },
  ];
}

export function logoHref(signedIn: boolean): string {
  return signedIn ? paths.signedInHome() : paths.home();
}
