import type { ScreenerColumnView } from "../../../domain/screener/contract";
import { encodeFilters, encodeScreen } from "../../../domain/screener/query-string";
import {
  PAGE_SIZE,
  type FilterValue,
  type PageSize,
  type Screen,
  type SortDirection,
} from "../../../domain/screener/screen";
import type { TabId } from "../../../domain/screener/tabs";

// The screen lives in the address (spec section 2.3): every change is a new query string, so a
// screen can be shared, reloaded, and undone with the back button. These helpers turn the
// current screen and one change into the next query string. The current screen comes decoded
// from the loader, so the browser writes query strings but never reads one: the codec and the
// filter and column catalogues it checks against stay on the server (decision 041).

/** Another tab shows its own columns: a chosen set belongs to the tab it was made on. */
export function withTab(screen: Screen, tab: TabId): string {
  const { columns: _, ...rest } = screen;
  return encodeScreen({ ...rest, tab, page: 1 });
}

export function withPage(screen: Screen, page: number): string {
  return encodeScreen({ ...screen, page });
}

/** A click on a column header: the same column flips; a new one starts descending (text ascending). */
export function withSort(screen: Screen, column: Pick<ScreenerColumnView, "key" | "type">): string {
  const current = screen.sort;
  const text = column.type === "string";
  const direction =
    current?.column === column.key ? (current.direction === "asc" ? "desc" : "asc") : text ? "asc" : "desc";
  return encodeScreen({ ...screen, page: 1, sort: { column: column.key, direction } });
}

/** A sort chosen outright (the cards' sort control): back to page 1, like a header's click. */
export function withSortBy(screen: Screen, column: string, direction: SortDirection): string {
  return encodeScreen({ ...screen, page: 1, sort: { column, direction } });
}

/** Sets a filter (replacing one of the same key in place, else last) and goes back to page 1. */
export function withFilter(screen: Screen, key: string, value: FilterValue): string {
  const exists = screen.filters.some((f) => f.key === key);
  const filters = exists
    ? screen.filters.map((f) => (f.key === key ? { key, value } : f))
    : [...screen.filters, { key, value }];
  return encodeScreen({ ...screen, page: 1, filters });
}

export function withoutFilter(screen: Screen, key: string): string {
  return encodeScreen({ ...screen, page: 1, filters: screen.filters.filter((f) => f.key !== key) });
}

/** The count call's query: the screen's filters with one of them replaced (or removed by null). */
export function countQuery(screen: Screen, key: string, value: FilterValue | null): string {
  const others = screen.filters.filter((f) => f.key !== key);
  return encodeFilters(value === null ? others : [...others, { key, value }]);
}

/** Another set of columns (ticker first); null goes back to the tab's own. Keeps the page. */
export function withColumns(screen: Screen, columns: readonly string[] | null): string {
  const { columns: _, ...rest } = screen;
  return encodeScreen(columns === null ? rest : { ...rest, columns });
}

/** Another page size; back to page 1, since the old page number means other rows. */
export function withPageSize(screen: Screen, pageSize: PageSize): string {
  const { pageSize: _, ...rest } = screen;
  return encodeScreen(pageSize === PAGE_SIZE ? { ...rest, page: 1 } : { ...rest, page: 1, pageSize });
}

/** A column moved by one place (the ticker stays first); the same list when it cannot move. */
export function movedColumn(columns: readonly string[], key: string, by: -1 | 1): string[] {
  const list = [...columns];
  const from = list.indexOf(key);
  const to = from + by;
  if (from < 1 || to < 1 || to >= list.length) return list;
  list.splice(from, 1);
  list.splice(to, 0, key);
  return list;
}
