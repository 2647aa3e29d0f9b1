import { lazy } from "react";
import type { NavItem } from "../features/navigation/navigation";
import { MenuIcon } from "../components/ui/icons";
import { useDialogUntilUsed } from "../components/ui/until-used";

// The drawer (Radix's dialog and its links) loads when it first opens, not with every page
// (decision 041); then it stays mounted.
const MobileDrawerPanel = lazy(() => import("./mobile-drawer-panel"));

export interface MobileDrawerProps {
  items: NavItem[];
  email: string | null;
  helpCenterUrl: string;
  onSignOut: () => void;
}

/** The side drawer of small screens: the same items as the desktop bar, menus as labelled groups. */
export function MobileDrawer(props: MobileDrawerProps) {
  const { button, dialog } = useDialogUntilUsed();
  return (
    <>
      <button
        {...button}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        aria-label="Open menu"
      >
        <MenuIcon />
      </button>
      {dialog((state) => (
        <MobileDrawerPanel {...props} {...state} />
      ))}
    </>
  );
}
