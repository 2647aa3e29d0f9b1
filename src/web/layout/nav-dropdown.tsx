import { lazy, Suspense, useState, type ReactNode } from "react";
import type { NavMenu } from "../features/navigation/navigation";
import { ChevronDownIcon } from "../components/ui/icons";
import { navTriggerClass } from "./nav-menu-classes";

export { menuContentClass, menuItemClass, navTriggerClass } from "./nav-menu-classes";

// The header's menus load Radix's dropdown (and floating-ui with it) when first used, not with
// every page (decision 041): until then each is a plain menu button that a click, Enter, Space
// or Down replaces with the Radix menu, open. Pointing at or focusing a button fetches it early.
const loadMenus = () => import("./nav-menus");
const RadixNavDropdown = lazy(() => loadMenus().then((m) => ({ default: m.RadixNavDropdown })));

/**
 * A menu button that becomes `menu` (rendered open) the first time it is used; `menu` is told
 * whether that was from the keyboard, so that focus goes to the first item as Radix would.
 */
export function MenuButtonUntilUsed({
  label,
  dataNavMenu,
  children,
  menu,
}: {
  label?: string;
  dataNavMenu?: string;
  children: ReactNode;
  menu: (fromKeyboard: boolean) => ReactNode;
}) {
  const [used, setUsed] = useState<"pointer" | "keyboard" | null>(null);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      data-state="closed"
      data-nav-menu={dataNavMenu}
      className={navTriggerClass}
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
      // A click from Enter or Space has no pointer detail.
      onClick={(event) => setUsed(event.detail === 0 ? "keyboard" : "pointer")}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setUsed("keyboard");
      }}
    >
      {children}
    </button>
  );
  return used ? <Suspense fallback={button}>{menu(used === "keyboard")}</Suspense> : button;
}

/** A header dropdown (Watchlists, Screeners, Services): a menu button whose items are links. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <MenuButtonUntilUsed
      dataNavMenu={menu.id}
      menu={(fromKeyboard) => <RadixNavDropdown menu={menu} focusFirstItem={fromKeyboard} />}
    >
      {menu.label}
      <ChevronDownIcon />
    </MenuButtonUntilUsed>
  );
}
