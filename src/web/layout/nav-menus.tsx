import { DropdownMenu } from "radix-ui";
import { accountItems, type NavMenu } from "../features/navigation/navigation";
import { ChevronDownIcon, UserIcon } from "../components/ui/icons";
import { SmartLink } from "../components/ui/smart-link";
import { useFirstItemFocus } from "../components/ui/until-used";
import { menuContentClass, menuItemClass, navTriggerClass } from "./nav-menu-classes";

// The header's menus with Radix's dropdown (arrow keys, typeahead, Escape, focus back to the
// button). Loaded by nav-dropdown.tsx and account-menu.tsx when a menu is first used, and then
// open at once (decision 041).

/** A header dropdown (Watchlists, Screeners, Services): a menu button whose items are links. */
export function RadixNavDropdown({ menu, focusFirstItem = false }: { menu: NavMenu; focusFirstItem?: boolean }) {
  const content = useFirstItemFocus<HTMLDivElement>(focusFirstItem);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={navTriggerClass} data-nav-menu={menu.id}>
        {menu.label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menuContentClass}
          align="start"
          sideOffset={4}
          aria-label={menu.label}
          ref={content}
        >
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

export interface AccountMenuProps {
  email: string;
  helpCenterUrl: string;
  onSignOut: () => void;
}

export function RadixAccountMenu({
  email,
  helpCenterUrl,
  onSignOut,
  focusFirstItem = false,
}: AccountMenuProps & { focusFirstItem?: boolean }) {
  const content = useFirstItemFocus<HTMLDivElement>(focusFirstItem);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className={navTriggerClass}
        aria-label={email ? `Account menu for ${email}` : "Account menu"}
      >
        <UserIcon />
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menuContentClass}
          align="end"
          sideOffset={4}
          aria-label="Account"
          ref={content}
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-slate-500" data-testid="account-email">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountItems(helpCenterUrl).map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={menuItemClass}>
              <SmartLink href={item.href} external={item.external}>
                {item.label}
              </SmartLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={menuItemClass} onSelect={onSignOut}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
