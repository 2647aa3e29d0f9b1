import { DropdownMenu } from "radix-ui";
import { accountItems } from "../features/navigation/navigation";
import { ChevronDownIcon, UserIcon } from "../components/ui/icons";
import { SmartLink } from "../components/ui/smart-link";
import { menuContentClass, menuItemClass, navTriggerClass } from "./nav-dropdown";

export function AccountMenu({
  email,
  helpCenterUrl,
  onSignOut,
}: {
  email: string;
  helpCenterUrl: string;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={navTriggerClass} aria-label={`Account menu for ${email}`}>
        <UserIcon />
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContentClass} align="end" sideOffset={4} aria-label="Account">
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
