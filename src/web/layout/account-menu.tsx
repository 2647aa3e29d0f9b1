import { lazy } from "react";
import { ChevronDownIcon, UserIcon } from "../components/ui/icons";
import { MenuButtonUntilUsed } from "./nav-dropdown";
import type { AccountMenuProps } from "./nav-menus";

// Radix's menu loads on first use, as the other header menus' (nav-dropdown.tsx, decision 041).
const RadixAccountMenu = lazy(() => import("./nav-menus").then((m) => ({ default: m.RadixAccountMenu })));

export function AccountMenu(props: AccountMenuProps) {
  return (
    <MenuButtonUntilUsed
      label={`Account menu for ${props.email}`}
      menu={(fromKeyboard) => <RadixAccountMenu {...props} focusFirstItem={fromKeyboard} />}
    >
      <UserIcon />
      <ChevronDownIcon />
    </MenuButtonUntilUsed>
  );
}
