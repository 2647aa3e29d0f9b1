import { paths } from "../../domain/paths";
import { CONSENSUS_OPTIONS } from "../../domain/screener/filters";
import { columnByKey, DEFAULT_SORT, type ScreenerColumn } from "../../domain/screener/columns";
import { encodeFilterValue, encodeScreen } from "../../domain/screener/codec";
import type { ScreenerColumnView, ScreenerFilterView, ScreenerRow } from "../../domain/screener/contract";
import { describeFilter } from "../../domain/screener/describe";
import { GRADE_OF_VALUE } from "../../domain/screener/filter-fields";
import { filterByKey, SCREENER_FILTERS } from "../../domain/screener/filters";
import { FILTER_GROUPS } from "../../domain/screener/groups";
import type { Preset } from "../../domain/screener/presets";
import { PAGE_SIZE, type Screen } from "../../domain/screener/screen";
import type { ScreenerSnapshot, TextField } from "../../domain/screener/snapshot";
import { dateOfEpochDay } from "../../domain/screener/values";
import { SCREENER_TABS, tabById } from "../../domain/screener/tabs";
import { runScreen } from "../../domain/screener/engine";
import { accessKey, isLocked, type ScreenerAccess } from "../policies/screener";

// Builds the screener API's answers. Locked columns are marked and their values never read from
// the snapshot: a visitor without Premium gets no Premium figure in any form. The catalogue part
// of the answer (groups, filters, tabs) is the same for every request of one kind of visitor,
// so it is serialized once per kind and spliced in.

const CONSENSUS_LABEL = new Map(CONSENSUS_OPTIONS.map((o) => [o.value, o.label]));
const TEXT_COLUMNS = new Set<string>(["ticker", "name", "exchange", "sector", "industry", "country", "cons", "tac"]);

export function columnView(column: ScreenerColumn, access: ScreenerAccess): ScreenerColumnView {
  return { ...column, locked: isLocked(column, access) };
}

export function filtersView(access: ScreenerAccess): ScreenerFilterView[] {
  return SCREENER_FILTERS.map((f) => ({ ...f, locked: isLocked(f, access) }) as ScreenerFilterView);
}

const catalogueJson = new Map<string, string>();
function catalogue(access: ScreenerAccess): string {
  const key = accessKey(access);
  let json = catalogueJson.get(key);
  if (!json) {
    const groups = JSON.stringify(FILTER_GROUPS);
    const tabs = JSON.stringify(SCREENER_TABS.map((t) => ({ id: t.id, name: t.name, title: t.title })));
    json = `"groups":${groups},"filters":${JSON.stringify(filtersView(access))},"tabs":${tabs}`;
    catalogueJson.set(key, json);
  }
  return json;
}

/** One cell as the API sends it: the column's unit, a date, a grade letter, a label or text. */
export function cellValue(snapshot: ScreenerSnapshot, column: Pick<ScreenerColumn, "key" | "type">, row: number): number | string | boolean | null {
  if (TEXT_COLUMNS.has(column.key)) {
    const text = snapshot.text[column.key as TextField][row] ?? null;
    return column.key === "cons" || column.key === "tac" ? (text === null ? null : (CONSENSUS_LABEL.get(text) ?? text)) : text;
  }
  const v = snapshot.value(column.key, row);
  if (v === null) return null;
  switch (column.type) {
    case "date":
      return dateOfEpochDay(v);
    case "zen-rating-grade":
      return GRADE_OF_VALUE[v] ?? null;
    case "boolean":
      return v === 1;
    default:
      return v;
  }
}

export function rowView(snapshot: ScreenerSnapshot, columns: readonly ScreenerColumnView[], row: number): ScreenerRow {
  const values: ScreenerRow["values"] = {};
  for (const c of columns) if (!c.locked) values[c.key] = cellValue(snapshot, c, row);
  const exchange = snapshot.text.exchange[row] ?? "";
  const ticker = snapshot.text.ticker[row] ?? "";
  return { id: snapshot.ids[row]!, url: paths.company({ exchange, ticker }), values };
}

export function tabColumns(tabId: number, access: ScreenerAccess): ScreenerColumnView[] {
  const tab = tabById(tabId) ?? SCREENER_TABS[0]!;
  return tab.columns.map((key) => columnView(columnByKey(key)!, access));
}

export function activeFiltersView(screen: Screen) {
  return screen.filters.map((f) => {
    const filter = filterByKey(f.key)!;
    return { key: f.key, value: encodeFilterValue(f.value), label: describeFilter(filter, f.value) };
  });
}

/** The JSON text of GET /api/screener/companies[/{slug}]. */
export function screenResponseJson(snapshot: ScreenerSnapshot, screen: Screen, preset: Preset | null, access: ScreenerAccess): string {
  const page = runScreen(snapshot, { filters: screen.filters, sort: screen.sort, page: screen.page, pageSize: PAGE_SIZE });
  const columns = tabColumns(screen.tab, access);
  const rows = Array.from(page.rows, (row) => rowView(snapshot, columns, row));
  const dynamic = {
    preset: preset && { slug: preset.slug, kind: preset.kind, title: preset.title, description: preset.description },
    activeFilters: activeFiltersView(screen),
    queryString: encodeScreen(screen),
    tab: screen.tab,
    sort: screen.sort ?? DEFAULT_SORT,
    columns,
    rows,
    total: page.total,
    page: screen.page,
    pageSize: PAGE_SIZE,
    asOf: snapshot.asOf,
  };
  const json = JSON.stringify(dynamic);
  return `{${catalogue(access)},${json.slice(1)}`;
}
