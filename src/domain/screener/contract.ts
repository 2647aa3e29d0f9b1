import { z } from "zod";
import { SCREEN_KINDS } from "./presets";
import { COLUMN_TYPES } from "./columns";
import type { SavedScreener } from "./saved";
import type { Screen } from "./screen";

// What the screener API answers (spec section 7: filters, activeFilters, queryString and the
// rest), shared by the server and the pages. Locked columns and filters are marked; a locked
// column's values are never in the rows.

const labels = z.object({ true: z.string(), false: z.string() });

export const screenerColumnSchema = z.object({
  key: z.string(),
  name: z.string(),
  shortName: z.string().optional(),
  lockable: z.boolean(),
  premiumLockable: z.boolean(),
  type: z.enum(COLUMN_TYPES),
  groupId: z.number(),
  width: z.number().optional(),
  labels: labels.optional(),
  /** This visitor may not see its values (Premium, or check verdicts without Premium). */
  locked: z.boolean(),
});

const option = z.object({ value: z.string(), label: z.string() });
const preset = z.object({ name: z.string(), low: z.number().nullable(), high: z.number().nullable() });

const filterBase = {
  key: z.string(),
  name: z.string(),
  shortName: z.string().optional(),
  lockable: z.boolean(),
  premiumLockable: z.boolean(),
  groupId: z.number(),
  locked: z.boolean(),
};

export const screenerFilterSchema = z.discriminatedUnion("type", [
  z.object({
    ...filterBase,
    type: z.literal("select"),
    params: z.object({
      multiple: z.boolean(),
      searchable: z.boolean(),
      preload: z.boolean(),
      unit: z.literal("grade").optional(),
      options: z.array(option),
    }),
  }),
  z.object({
    ...filterBase,
    type: z.literal("range"),
    params: z.object({
      unit: z.enum(["$", "%", "days", "x"]).nullable(),
      precision: z.number(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      presets: z.array(preset),
    }),
  }),
  z.object({ ...filterBase, type: z.literal("boolean"), params: z.object({ labels }) }),
]);

export const activeFilterSchema = z.object({
  key: z.string(),
  /** The f[key] value as the query string has it ('low,high', 'a,b', 't'). */
  value: z.string(),
  /** A short reading of the value for a chip: "Market Cap: $2B to $10B". */
  label: z.string(),
});

export const screenerRowSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** Column key to value: numbers in the column's unit, dates YYYY-MM-DD, grades A-F, text; locked columns absent. */
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
});

/** A filter of the screen: its definition and its value, in the screen's order. */
export const screenFilterSchema = z.intersection(screenerFilterSchema, z.object({ value: z.string() }));

export const screenerResponseSchema = z
  .object({
    preset: z
      .object({ slug: z.string(), kind: z.enum(["default", "idea"]), title: z.string(), description: z.string() })
      .nullable(),
    /** default (the plain screener or a preset as it is), idea (a stock idea as it is), or custom (changed filters). */
    kind: z.enum(SCREEN_KINDS),
    /** The screen's filters (definitions with their values), in the order they were added. */
    filters: z.array(screenFilterSchema),
    /** The same list as chips: key, value and a short reading of it. */
    activeFilters: z.array(activeFilterSchema),
    /** The screen as a query string (without '?'): what the page's address carries. */
    queryString: z.string(),
    tab: z.number(),
    sort: z.object({ column: z.string(), direction: z.enum(["asc", "desc"]) }),
    columns: z.array(screenerColumnSchema),
    rows: z.array(screenerRowSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** Market date of the figures. */
    asOf: z.string().nullable(),
  })
  .meta({ id: "ScreenerResponse" });

/** Everything a screen can use, for this visitor: groups, every filter (locked ones marked), tabs. */
export const screenerCatalogueSchema = z
  .object({
    groups: z.array(z.object({ id: z.number(), name: z.string() })),
    filters: z.array(screenerFilterSchema),
    tabs: z.array(z.object({ id: z.number(), name: z.string(), title: z.string() })),
    /** Every column a screen may show (`c`), locked ones marked. */
    columns: z.array(screenerColumnSchema),
  })
  .meta({ id: "ScreenerCatalogue" });

export type ScreenerCatalogue = z.infer<typeof screenerCatalogueSchema>;
export type ScreenerResponse = z.infer<typeof screenerResponseSchema>;
export type ScreenerColumnView = z.infer<typeof screenerColumnSchema>;
export type ScreenerFilterView = z.infer<typeof screenerFilterSchema>;
export type ScreenerRow = z.infer<typeof screenerRowSchema>;

export const screenerCountSchema = z.object({ count: z.number() }).meta({ id: "ScreenerCount" });

/** A saved screen as the lists of them show it: its filters in words and how many companies it finds today. */
export type SavedScreenerListing = SavedScreener & {
  /** For a screen whose list is deleted (it no longer runs): its filters over the whole market. */
  wholeMarketUrl: string | null;
  filterWords: string[];
  /** null when a filter needs Premium the member no longer has, or when the screen's list is deleted. */
  count: number | null;
};

/** A screen the server refuses: the status and message of the error page. */
export type ScreenerPageError = { ok: false; status: 400 | 403 | 404; code: string; message: string };

/**
 * What the screener pages' loaders get from the server (React Router load context). `screen` is
 * the response's queryString as a screen (what decodeScreen reads from it): the page builds its
 * links from it, so the browser needs neither the codec nor the catalogues it checks against
 * (decision 041).
 */
export interface ScreenerPageData {
  data: ScreenerResponse;
  catalogue: ScreenerCatalogue;
  screen: Screen;
  /** Why a cell of a shown column is empty, for each column with an empty cell in the rows. */
  missingReasons: Record<string, string>;
}

export type ScreenerPageResult = ({ ok: true } & ScreenerPageData) | ScreenerPageError;

/**
 * The fixed part of a sector's or an industry's screen: the group's filter (f[sid] or f[iid]),
 * applied to every screen of its page and absent from what the page shows and links to (the
 * response's filters, activeFilters and queryString, and the catalogue).
 */
export interface GroupScreenScope {
  /**
   * sid or iid: a group's filter, never in the address. u: a member's own list (decision 072),
   * kept in the address and saved as the list; its screen holds the list's companies as f[cid].
   */
  key: "sid" | "iid" | "u";
  value: string;
  /** The whole screen with the group's filter, as the API takes it: the CSV export's (and the count's) query. */
  exportQuery: string;
  /** The same whole screen, read (exportQuery decoded): the one a count or a saved screen uses. */
  screen: Screen;
}

/** A group page's screen: `screen` is the response's queryString as a screen, as in ScreenerPageResult. */
export type GroupScreenResult = ({ ok: true; scope: GroupScreenScope } & ScreenerPageData) | ScreenerPageError;

export interface ScreenerPagesReader {
  /** A screen from a query string (with or without '?') and an optional preset ('default') or idea slug. */
  screen(query: string, slug?: string, kind?: "default" | "idea"): ScreenerPageResult;
  /** The screen of a sector's or an industry's page: the query string's screen within the group (its own f[sid] / f[iid] replaced). */
  groupScreen(kind: "sector" | "industry", groupId: number, query: string): GroupScreenResult;
  /** The signed-in user's saved screeners, with their filters in words and today's count; null for a guest. */
  savedScreeners(): Promise<SavedScreenerListing[] | null>;
}
