import { Link } from "react-router";
import type { Session, WatchlistLink } from "../../../domain/contracts/session";
import { paths } from "../../../domain/paths";
import { useSignOut } from "../../features/auth/use-sign-out";
import { logoHref, primaryNavigation } from "../../features/navigation/navigation";
import { MobileSearch } from "../../features/search/MobileSearch";
import { SearchField } from "../../features/search/SearchField";
import { SmartLink } from "../ui/SmartLink";
import { AccountMenu } from "./AccountMenu";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { NavDropdown, navTriggerClass } from "./NavDropdown";

export function SiteHeader({ session, watchlists }: { session: Session; watchlists: WatchlistLink[] }) {
  const items = primaryNavigation({ signedIn: session.signedIn, watchlists });
  const { signOut, error } = useSignOut();
  const email = session.signedIn ? session.email : null;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <div className="lg:hidden">
          <MobileDrawer items={items} email={email} onSignOut={() => void signOut()} />
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
          <SearchField className="hidden w-56 lg:block xl:w-72" />
          <div className="lg:hidden">
            <MobileSearch />
          </div>
          {email ? (
            <div className="hidden lg:block">
              <AccountMenu email={email} onSignOut={() => void signOut()} />
            </div>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to={paths.signIn()} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600">
                Sign In
              </Link>
              <Link to={paths.signUp()} className="rounded-md bg-emerald-700 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600">
                Sign Up
              </Link>
            </div>
          )}
        </div>
      </div>
      {error ? (
        <p role="alert" className="bg-red-50 px-4 py-2 text-center text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </header>
  );
}
