import { lazy, Suspense, useRef, useState } from "react";
import type { NavItem } from "../features/navigation/navigation";
import { MenuIcon } from "../components/ui/icons";

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
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        aria-label="Open menu"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
