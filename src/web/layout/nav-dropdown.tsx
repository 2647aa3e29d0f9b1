import { DropdownMenu } from "radix-ui";
import type { NavMenu } from "../features/navigation/navigation";
import { ChevronDownIcon } from "../components/ui/icons";
import { SmartLink } from "../components/ui/smart-link";

export const navTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 data-[state=open]:bg-slate-100";

export const menuContentClass = "z-50 min-w-52 rounded-lg border border-slate-200 bg-surface p-1 shadow-lg";
export const menuItemClass =
  "block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900";

/** A header dropdown (Watchlists, Screeners, Services): a menu button whose items are links. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={navTriggerClass} data-nav-menu={menu.id}>
        {menu.label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContentClass} align="start" sideOffset={4} aria-label={menu.label}>
          {menu.items.map((item) => (
            <DropdownMenu.Item key={item.href + item.label} asChild className={menuItemClass}>
              <SmartLink href={item.href} external={item.external}>
                <span className="block font-medium">{item.label}</span>
                {item.description ? <span className="block text-xs text-slate-500">{item.description}</span> : null}
              </SmartLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
