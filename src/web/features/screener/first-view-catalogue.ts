import type { ScreenerCatalogue } from "../../../domain/screener/contract";

// What a screener page's first view needs of the catalogue: the tabs, and the name of the sort
// column for the cards' sort control. The rest (every filter with its options and every column,
// some 50 KB) stays out of the page's data: the filter panel and the column chooser read it when
// first opened (use-catalogue.ts), and the server's column chooser form, which works without
// JavaScript, is drawn from the copy the loader keeps for the server's render.

export interface FirstViewCatalogue {
  tabs: ScreenerCatalogue["tabs"];
  /** The column the rows are sorted by, named even when the rows do not show it (the cards' sort). */
  sortColumn: { key: string; name: string } | null;
  /** Which catalogue this visitor's is (what is locked for them): the one read on opening must match. */
  access: string;
}

/** The name under which the loader keeps the whole catalogue for the server's render. */
export const CATALOGUE_FOR_SERVER = "screener-catalogue";
