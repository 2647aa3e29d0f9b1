import type { TabId } from "./tabs";

// A screen: what the screener's query string (spec section 2.3) says, decoded. Filters keep
// the order they were added in: the page shows its chips, and the API its activeFilters, in it.

export type FilterValue =
  | { type: "select"; values: readonly string[] }
  /** Bounds in the column's unit; null is open. At least one bound is set. */
  | { type: "range"; low: number | null; high: number | null }
  | { type: "boolean"; value: boolean };

export interface ActiveFilter {
  key: string;
  value: FilterValue;
}

export type SortDirection = "asc" | "desc";

export interface Screen {
  tab: TabId;
  /** 1-based. */
  page: number;
  filters: ActiveFilter[];
  /** null: the default order (market cap, largest first). */
  sort: { column: string; direction: SortDirection } | null;
  /** The columns chosen (`c`), ticker first; absent: the tab's own. */
  columns?: readonly string[];
  /** Rows a page (`ps`): one of PAGE_SIZES; absent: PAGE_SIZE. */
  pageSize?: PageSize;
}

/** The page sizes a visitor may choose (`ps`); the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PAGE_SIZE: PageSize = 20;
/** A chosen column set takes at most this many columns (the catalogue has about 100). */
export const MAX_COLUMNS = 40;
/** The column every table starts with and keeps in view while it scrolls sideways. */
export const LEAD_COLUMN = "ticker";
/** Pages beyond this are refused: nobody pages that far, and it bounds the work. */
export const MAX_PAGE = 100_000;
/** A screen with more filters than this is refused; the catalogue has fewer keys than that anyway. */
export const MAX_FILTERS = 200;
/** The company filter takes at most this many ids. */
export const MAX_SELECT_VALUES = 500;

export const EMPTY_SCREEN: Screen = { tab: 1, page: 1, filters: [], sort: null };
