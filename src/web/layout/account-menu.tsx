import { lazy } from "react";
import { ChevronDownIcon, UserIcon } from "../components/ui/icons";
import { MenuUntilUsed } from "../components/ui/until-used";
import { loadNavMenus } from "./nav-dropdown";
import { navTriggerClass } from "./nav-menu-classes";
import type { AccountMenuProps } from "./nav-menus";

// Radix's menu loads on first use, as the other header menus' (nav-dropdown.tsx, decision 041).
const RadixAccountMenu = lazy(() => loadNavMenus().then((m) => ({ default: m.RadixAccountMenu })));

export function AccountMenu(props: AccountMenuProps) {
  return (
    <MenuUntilUsed
      preload={loadNavMenus}
      button={(handlers) => (
        <button
          type="button"
          className={navTriggerClass}
          aria-label={props.email ? `Account menu for ${props.email}` : "Account menu"}
          {...handlers}
        >
          <UserIcon />
          <ChevronDownIcon />
        </button>
      )}
      menu={(fromKeyboard) => <RadixAccountMenu {...props} focusFirstItem={fromKeyboard} />}
    />
  );
}
