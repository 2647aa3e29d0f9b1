// The words of the search box (spec section 5, "Search"). A search box says the defaults unless
// told otherwise; company search has its own.

export interface SearchTexts {
  placeholder: string;
  /** Shown while the field is empty and focused. */
  hint: string;
  /** Shown when a search found nothing. */
  empty: string;
}

export const DEFAULT_SEARCH_TEXTS: SearchTexts = {
  placeholder: "Search",
  hint: "Type to get started",
  empty: "No results",
};

export const COMPANY_SEARCH_TEXTS: SearchTexts = {
  placeholder: "Search for a company",
  hint: "Try a NYSE/NASDAQ listed stock",
  empty: "No results; try a NYSE/NASDAQ listed stock.",
};

/** Spec section 9: search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCHING_TEXT = "Searching…";
