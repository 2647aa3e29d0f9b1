import { PAGE_SIZE, type ActiveFilter, type FilterValue, type Screen } from "./screen";
import { DEFAULT_TAB } from "./tabs";

// Writing a screen as the screener's query string (spec section 2.3; codec.ts reads it back and
// says how), and which parameters are the screener's. Nothing here needs the filter or column
// catalogues, so the pages import this, not codec.ts, and leave them out (decision 041).

/** True for the parameters the screener reads; pages pass the rest (utm_*, ...) through untouched. */
export function isScreenerParam(name: string): boolean {
  return (
    name === "t" ||
    name === "p" ||
    name === "s" ||
    name === "sd" ||
    name === "c" ||
    name === "ps" ||
    name.startsWith("f[")
  );
}

/** One filter's value as f[key] carries it. */
export function encodeFilterValue(value: FilterValue): string {
  switch (value.type) {
    case "boolean":
      return value.value ? "t" : "f";
    case "range":
      return `${value.low === null ? "" : encodeURIComponent(String(value.low))},${value.high === null ? "" : encodeURIComponent(String(value.high))}`;
    case "select":
      return value.values.map(encodeURIComponent).join(",");
  }
}

/** The filters alone, as `f[key]=value` pairs (the count call and saved screens take these). */
export function encodeFilters(filters: readonly ActiveFilter[]): string {
  return filters.map((f) => `f[${f.key}]=${encodeFilterValue(f.value)}`).join("&");
}

/** The query string of a screen, without '?'; defaults (tab 1, page 1, 20 a page, no sort, the tab's columns) are left out. */
export function encodeScreen(screen: Screen): string {
  return encodeScreenWith(screen, encodeFilters(screen.filters));
}

/** encodeScreen for a caller that has encodeFilters(screen.filters) already. */
export function encodeScreenWith(screen: Screen, filters: string): string {
  const parts: string[] = [];
  if (screen.tab !== DEFAULT_TAB) parts.push(`t=${screen.tab}`);
  if (screen.columns) parts.push(`c=${screen.columns.map(encodeURIComponent).join(",")}`);
  if (screen.page !== 1) parts.push(`p=${screen.page}`);
  if (screen.pageSize !== undefined && screen.pageSize !== PAGE_SIZE) parts.push(`ps=${screen.pageSize}`);
  if (filters) parts.push(filters);
  if (screen.sort) parts.push(`s=${encodeURIComponent(screen.sort.column)}`, `sd=${screen.sort.direction}`);
  return parts.join("&");
}
