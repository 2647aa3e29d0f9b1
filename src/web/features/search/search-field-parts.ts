import type { ReactNode } from "react";
import type { CompanySearchResult } from "../../../domain/contracts/company-search";

// What the plain search field (search-field.tsx) and the combobox that takes its place
// (search-combobox.tsx) share, so that the one looks exactly as the other.

export interface SearchFieldProps {
  className?: string;
  autoFocus?: boolean;
  /** The list flows in the page instead of floating over it (the mobile overlay). */
  inline?: boolean;
  /** Called as a company is chosen, before navigating to it. */
  onChoose?: () => void;
  /**
   * A second cell per result (the Watch control, from the watchlists feature: features meet in
   * layout/). Its control should take no tab stop; Enter on the cell clicks it.
   */
  rowAction?: (result: CompanySearchResult) => ReactNode;
  /** "/" focuses this field while it is shown (the header's). */
  shortcut?: boolean;
}

/** What the plain field hands to the combobox: what was typed, whether it had the focus, the caret. */
export interface SearchHandoff {
  term: string;
  focused: boolean;
  selection: [number, number];
  /** Where "/" was pressed, for the Escape that goes back there. */
  focusBefore: HTMLElement | null;
}

export const SEARCH_ICON_CLASS = "pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400";

export const SEARCH_INPUT_CLASS =
  "w-full rounded-md border border-slate-300 bg-surface py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600";

export function searchPopupClass(inline: boolean): string {
  return inline
    ? "mt-2 max-h-[70vh] overflow-y-auto"
    : "absolute right-0 z-50 mt-1 max-h-96 w-full min-w-96 overflow-y-auto rounded-md border border-slate-200 bg-surface py-1 shadow-lg";
}
