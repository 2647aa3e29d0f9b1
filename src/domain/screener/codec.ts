import { columnByKey } from "./columns";
import { COMPANY_FILTER_KEY, filterByKey, type ScreenerFilter } from "./filters";
import {
  LEAD_COLUMN,
  MAX_COLUMNS,
  MAX_FILTERS,
  MAX_PAGE,
  MAX_SELECT_VALUES,
  PAGE_SIZE,
  PAGE_SIZES,
  type ActiveFilter,
  type FilterValue,
  type PageSize,
  type Screen,
} from "./screen";
import { DEFAULT_TAB, type TabId } from "./tabs";

// The writing half (and isScreenerParam) lives in query-string.ts, which the pages import
// without the filter and column catalogues this reading half checks against (decision 041).
export { encodeFilters, encodeFilterValue, encodeScreen, encodeScreenWith, isScreenerParam } from "./query-string";

// The screener query string of spec section 2.3: t (tab), p (page), f[key] (filters), s (sort
// column), sd (sort direction). A multi-value select is comma-joined, a range is 'low,high' with
// an empty slot for an open bound, a boolean is t or f, the company filter comma-joined ids.
// decode(encode(screen)) gives the screen back; anything else decodes to an error that names
// the parameter and says why. Two parameters of ours join them in the same style: c (the chosen
// columns, comma-joined keys, ticker first) and ps (rows a page: 20, 50 or 100).

export class ScreenerQueryError extends Error {
  constructor(
    readonly parameter: string,
    readonly reason: string,
  ) {
    super(`${parameter}: ${reason}`);
    this.name = "ScreenerQueryError";
  }
}

export type DecodeResult = { ok: true; screen: Screen } | { ok: false; error: ScreenerQueryError };

const FILTER_PARAM = /^f\[([A-Za-z0-9_]+)\]$/;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const COMPANY_ID = /^[1-9]\d{0,9}$/;

// Checked by hand rather than by schema: every screener request reads these.
const TAB = /^\d{1,2}$/;
const PAGE = /^\d{1,7}$/;

function wholeIn(pattern: RegExp, raw: string, min: number, max: number): number | null {
  if (!pattern.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function fail(parameter: string, reason: string): never {
  throw new ScreenerQueryError(parameter, reason);
}

function decimals(text: string): number {
  const [mantissa = "", exponent] = text.toLowerCase().split("e");
  const fraction = mantissa.split(".")[1] ?? "";
  return Math.max(0, fraction.replace(/0+$/, "").length - Number(exponent ?? 0));
}

function decodeBound(
  parameter: string,
  text: string,
  filter: Extract<ScreenerFilter, { type: "range" }>,
): number | null {
  if (text === "") return null;
  if (!NUMBER.test(text)) fail(parameter, `'${text}' is not a number`);
  const n = Number(text);
  if (!Number.isFinite(n)) fail(parameter, `'${text}' is not a finite number`);
  const { min, max, precision } = filter.params;
  if (precision === 0 && decimals(text) > 0) fail(parameter, `'${text}' is not a whole number`);
  if (min !== null && n < min) fail(parameter, `${text} is below the minimum of ${min}`);
  if (max !== null && n > max) fail(parameter, `${text} is above the maximum of ${max}`);
  return n;
}

function decodeValue(parameter: string, raw: string, filter: ScreenerFilter): FilterValue {
  if (raw === "") fail(parameter, "has no value");
  switch (filter.type) {
    case "boolean":
      if (raw === "t") return { type: "boolean", value: true };
      if (raw === "f") return { type: "boolean", value: false };
      return fail(parameter, `must be t or f, not '${raw}'`);
    case "range": {
      const parts = raw.split(",");
      if (parts.length !== 2) fail(parameter, "must be two values 'low,high' (leave one empty for no bound)");
      const low = decodeBound(parameter, parts[0]!, filter);
      const high = decodeBound(parameter, parts[1]!, filter);
      if (low === null && high === null) fail(parameter, "needs a low or a high bound");
      if (low !== null && high !== null && low > high)
        fail(parameter, `the low bound ${low} is above the high bound ${high}`);
      return { type: "range", low, high };
    }
    case "select": {
      const values = raw.split(",");
      if (values.length > MAX_SELECT_VALUES) fail(parameter, `takes at most ${MAX_SELECT_VALUES} values`);
      if (!filter.params.multiple && values.length > 1) fail(parameter, "takes one value");
      const seen = new Set<string>();
      for (const v of values) {
        if (v === "") fail(parameter, "has an empty value");
        if (seen.has(v)) fail(parameter, `lists '${v}' twice`);
        seen.add(v);
        if (filter.key === COMPANY_FILTER_KEY) {
          if (!COMPANY_ID.test(v) || Number(v) > 2_147_483_647) fail(parameter, `'${v}' is not a company id`);
        } else if (!filter.params.options.some((o) => o.value === v)) {
          fail(parameter, `'${v}' is not one of its options`);
        }
      }
      return { type: "select", values };
    }
  }
}

/** One name or value of a query string, decoded as URLSearchParams decodes it. */
function decodeComponent(text: string): string {
  if (text.indexOf("%") === -1 && text.indexOf("+") === -1) return text;
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    // A malformed escape: URLSearchParams keeps what it cannot decode.
    return new URLSearchParams(`x=${text}`).get("x")!;
  }
}

/**
 * The chosen columns: known keys, each once, at most MAX_COLUMNS; the ticker always leads (put
 * first when it is missing or elsewhere), since it is the column that stays in view.
 */
function decodeColumns(raw: string): readonly string[] {
  if (raw === "") fail("c", "has no columns");
  const keys = raw.split(",");
  if (keys.length > MAX_COLUMNS) fail("c", `takes at most ${MAX_COLUMNS} columns`);
  const seen = new Set<string>();
  for (const key of keys) {
    if (key === "") fail("c", "has an empty column");
    if (!columnByKey(key)) fail("c", `'${key}' is not a screener column`);
    if (seen.has(key)) fail("c", `lists '${key}' twice`);
    seen.add(key);
  }
  return Object.freeze([LEAD_COLUMN, ...keys.filter((k) => k !== LEAD_COLUMN)]);
}

/** A screen being read, parameter by parameter. */
interface Reading {
  tab: TabId;
  page: number;
  columns: readonly string[] | null;
  pageSize: PageSize | null;
  sortColumn: string | null;
  direction: "asc" | "desc" | null;
  filters: ActiveFilter[];
  seen: Set<string>;
}

/** A filter parameter as read: its name (f[key]) and the filter, its value frozen. */
interface ReadFilter {
  name: string;
  filter: ActiveFilter;
}

function addFilter(reading: Reading, { name, filter }: ReadFilter): void {
  if (reading.seen.has(name)) fail(name, "is given more than once");
  reading.seen.add(name);
  if (reading.filters.length >= MAX_FILTERS) fail(name, `a screen takes at most ${MAX_FILTERS} filters`);
  reading.filters.push(filter);
}

/** An f[key] parameter, read; null when the name is not one. */
function readFilter(name: string, raw: string): ReadFilter | null {
  const match = FILTER_PARAM.exec(name);
  if (!match) return null;
  const filter = filterByKey(match[1]!);
  if (!filter) fail(name, `'${match[1]}' is not a screener filter`);
  const value = decodeValue(name, raw, filter);
  if (value.type === "select") Object.freeze(value.values);
  return { name, filter: { key: filter.key, value: Object.freeze(value) } };
}

/** Any other parameter, read into the screen. */
function readParameter(reading: Reading, name: string, raw: string): void {
  if (reading.seen.has(name)) fail(name, "is given more than once");
  reading.seen.add(name);
  switch (name) {
    case "t": {
      const n = wholeIn(TAB, raw, 1, 11);
      if (n === null) fail("t", `'${raw}' is not a tab id (1 to 11)`);
      reading.tab = n as TabId;
      break;
    }
    case "p": {
      const n = wholeIn(PAGE, raw, 1, MAX_PAGE);
      if (n === null) fail("p", `'${raw}' is not a page number (1 to ${MAX_PAGE})`);
      reading.page = n;
      break;
    }
    case "c":
      reading.columns = decodeColumns(raw);
      break;
    case "ps": {
      const size = PAGE_SIZES.find((n) => String(n) === raw);
      if (size === undefined) fail("ps", `'${raw}' is not a page size (${PAGE_SIZES.join(", ")})`);
      reading.pageSize = size;
      break;
    }
    case "s":
      if (!columnByKey(raw)) fail("s", `'${raw}' is not a screener column`);
      reading.sortColumn = raw;
      break;
    case "sd":
      if (raw !== "asc" && raw !== "desc") fail("sd", `must be asc or desc, not '${raw}'`);
      reading.direction = raw;
      break;
    default:
      fail(name, "is not a screener parameter");
  }
}

// Screens share their filters (the presets' bounds, the popular sectors), so each f[key]=value
// pair read is kept by its text as the query carries it: a screen's filters are read once, then
// looked up, without decoding, matching or checking them again. The value is frozen, and every
// screen that carries the same pair gets the same one (the engine and the presenter keep what
// they make of a value with it). Bounded like any cache of input.
const keptFilters = new Map<string, ReadFilter>();
const KEPT_FILTERS_LIMIT = 10_000;

/**
 * A query string's pairs in order, read as URLSearchParams reads them; written out because every
 * screener request reads one and URLSearchParams costs several times more.
 */
function readQuery(reading: Reading, query: string): void {
  for (let start = 0; start < query.length;) {
    let end = query.indexOf("&", start);
    if (end === -1) end = query.length;
    if (end > start) {
      const pair = query.slice(start, end);
      const kept = keptFilters.get(pair);
      if (kept !== undefined) addFilter(reading, kept);
      else {
        const eq = pair.indexOf("=");
        const name = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
        const raw = eq === -1 ? "" : decodeComponent(pair.slice(eq + 1));
        if (reading.seen.has(name)) fail(name, "is given more than once");
        const read = readFilter(name, raw);
        if (read === null) readParameter(reading, name, raw);
        else {
          addFilter(reading, read);
          if (keptFilters.size >= KEPT_FILTERS_LIMIT) keptFilters.clear();
          keptFilters.set(pair, read);
        }
      }
    }
    start = end + 1;
  }
}

/** A screen from a query string (with or without '?') or its parsed parameters. */
export function decodeScreen(query: string | URLSearchParams): DecodeResult {
  const reading: Reading = {
    tab: DEFAULT_TAB,
    page: 1,
    columns: null,
    pageSize: null,
    sortColumn: null,
    direction: null,
    filters: [],
    seen: new Set(),
  };
  try {
    if (typeof query === "string") readQuery(reading, query.startsWith("?") ? query.slice(1) : query);
    else
      for (const [name, raw] of query) {
        const read = readFilter(name, raw);
        if (read === null) readParameter(reading, name, raw);
        else addFilter(reading, read);
      }
  } catch (error) {
    if (error instanceof ScreenerQueryError) return { ok: false, error };
    throw error;
  }
  const { tab, page, filters, sortColumn, direction, columns, pageSize } = reading;
  const sort =
    sortColumn === null && direction === null ? null : { column: sortColumn ?? "mcap", direction: direction ?? "desc" };
  const screen: Screen = { tab, page, filters, sort };
  if (columns !== null) screen.columns = columns;
  if (pageSize !== null && pageSize !== PAGE_SIZE) screen.pageSize = pageSize;
  return { ok: true, screen };
}
