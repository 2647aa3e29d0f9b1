import { SCREENER_TABS } from "../screener/tabs";

// The watchlist table's column sets: first the holder's own view (price and day
// change, 52-week range, size and valuation, scores, the next dated events), then the screener's
// tabs, so the same columns mean the same thing on both pages. Every key is a screener column:
// the values come from the screener's snapshot, and its policy decides what is locked.

export const WATCHLIST_SET_ID = "watchlist";

export interface ColumnSet {
  id: string;
  title: string;
  columns: readonly string[];
}

const HOLDER_COLUMNS = [
  "ticker",
  "name",
  "price",
  "chg1d",
  "l52",
  "h52",
  "mcap",
  "pe",
  "dy",
  "dds",
  "fvd",
  "zr",
  "ned",
  "exd",
] as const;

export const WATCHLIST_COLUMN_SETS: readonly ColumnSet[] = [
  { id: WATCHLIST_SET_ID, title: "Watchlist", columns: HOLDER_COLUMNS },
  ...SCREENER_TABS.map((t) => ({ id: t.name, title: t.title, columns: t.columns })),
];

/** The set with this id, or the holder's view for anything unknown. */
export function columnSetById(id: string | undefined): ColumnSet {
  return WATCHLIST_COLUMN_SETS.find((s) => s.id === id) ?? WATCHLIST_COLUMN_SETS[0]!;
}
