import { lazy } from "react";
import type { NavMenu } from "../features/navigation/navigation";
import { ChevronDownIcon } from "../components/ui/icons";
import { MenuUntilUsed } from "../components/ui/until-used";
import { navTriggerClass } from "./nav-menu-classes";

export { menuContentClass, menuItemClass, navTriggerClass } from "./nav-menu-classes";

// The header's menus load Radix's dropdown (and floating-ui with it) when first used, not with
// every page (decision 041; components/ui/until-used.tsx).
export const loadNavMenus = () => import("./nav-menus");
const RadixNavDropdown = lazy(() => loadNavMenus().then((m) => ({ default: m.RadixNavDropdown })));

/** A header dropdown (Watchlists, Screeners, Services): a menu button whose items are links. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <MenuUntilUsed
      preload={loadNavMenus}
      button={(props) => (
        <button type="button" className={navTriggerClass} data-nav-menu={menu.id} {...props}>
          {menu.label}
          <ChevronDownIcon />
        </button>
      )}
      menu={(fromKeyboard) => <RadixNavDropdown menu={menu} focusFirstItem={fromKeyboard} />}
    />
  );
}
