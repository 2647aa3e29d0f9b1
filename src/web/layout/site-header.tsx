import { buttonVariants } from "../components/ui/button";
import type { Session, WatchlistLink } from "../../domain/contracts/session";
import { AuthDialogLink } from "../features/auth/auth-links";
import { useSignOut } from "../features/auth/use-sign-out";
import { logoHref, primaryNavigation } from "../features/navigation/navigation";
import { MobileSearch } from "../features/search/mobile-search";
import { SearchField } from "../features/search/search-field";
import { SmartLink } from "../components/ui/smart-link";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { NavDropdown, navTriggerClass } from "./nav-dropdown";
import { searchWatchCell } from "./watchlists-bridge";
import { pageWidthClass } from "./wide-page";
import { cn } from "../lib/cn";

export function SiteHeader({
  session,
  watchlists,
  helpCenterUrl,
  wide = false,
}: {
  session: Session;
  watchlists: WatchlistLink[];
  helpCenterUrl: string;
  /** A wide page's header spans its width (wide-page.ts). */
  wide?: boolean;
}) {
  const items = primaryNavigation({ signedIn: session.signedIn, watchlists });
  const { signOut } = useSignOut();
  // A member's kept page is rendered with a generic session (no address) and gets the member's
  // own right after hydration (lib/personal-data.ts): signed in shows the account menu either way.
  const email = session.signedIn ? (session.email ?? "") : null;

  return (
    <header className="border-b border-slate-200 bg-surface">
      <div className={cn("mx-auto flex h-16 items-center gap-3 px-4", pageWidthClass(wide))}>
        <div className="lg:hidden">
          <MobileDrawer items={items} email={email} helpCenterUrl={helpCenterUrl} onSignOut={() => void signOut()} />
        </div>
        <Logo href={logoHref(session.signedIn)} />

        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.kind === "menu" ? item.id : item.label}>
                {item.kind === "menu" ? (
                  <NavDropdown menu={item} />
                ) : (
                  <SmartLink href={item.href} external={item.external} className={navTriggerClass}>
                    {item.label}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SearchField className="hidden w-56 lg:block xl:w-72" rowAction={searchWatchCell} shortcut />
          <div className="lg:hidden">
            <MobileSearch rowAction={searchWatchCell} shortcut />
          </div>
          {email !== null ? (
            <div className="hidden lg:block">
              <AccountMenu email={email} helpCenterUrl={helpCenterUrl} onSignOut={() => void signOut()} />
            </div>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <AuthDialogLink which="sign-in" className={buttonVariants({ variant: "ghost", size: "header" })}>
                Sign In
              </AuthDialogLink>
              <AuthDialogLink which="sign-up" className={buttonVariants({ size: "header" })}>
                Sign Up
              </AuthDialogLink>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
