import { lazy } from "react";
import { SearchIcon } from "../../components/ui/icons";
import { useDialogUntilUsed } from "../../components/ui/until-used";
import type { SearchFieldProps } from "./search-field-parts";
import { useSearchShortcut } from "./search-shortcut";

// The overlay (Radix's dialog) loads when it first opens, not with every page (decision 041).
const MobileSearchOverlay = lazy(() => import("./mobile-search-overlay"));

/**
 * On small screens the search field opens as a full-screen overlay with a Cancel button; with
 * `shortcut`, "/" opens it too while its button is shown.
 */
export function MobileSearch({ rowAction, shortcut = false }: Pick<SearchFieldProps, "rowAction" | "shortcut">) {
  const { open, show, trigger, button, dialog } = useDialogUntilUsed();
  useSearchShortcut(shortcut && !open, () => {
    if (!trigger.current || trigger.current.getClientRects().length === 0) return false;
    show();
    return true;
  });
  return (
    <>
      <button
        {...button}
        aria-keyshortcuts={shortcut ? "/" : undefined}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        aria-label="Search Stocks"
      >
        <SearchIcon className="h-6 w-6" />
      </button>
      {dialog((state) => (
        <MobileSearchOverlay {...state} rowAction={rowAction} />
      ))}
    </>
  );
}
