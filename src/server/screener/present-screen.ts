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
// the snapshot: a visitor without Premium gets no Premium figure in any form. The catalogue
// (groups, every filter, tabs) is the same for every request of one kind of visitor: it is its
// own answer, serialized once per kind, so that a screen's answer stays a few kilobytes.

const CONSENSUS_LABEL = new Map(CONSENSUS_OPTIONS.map((o) => [o.value, o.label]));
const TEXT_COLUMNS = new Set<string>(["ticker", "name", "exchange", "sector", "industry", "country", "cons", "tac"]);

export function columnView(column: ScreenerColumn, access: ScreenerAccess): ScreenerColumnView {
  return { ...column, locked: isLocked(column, access) };
}

export function filtersView(access: ScreenerAccess): ScreenerFilterView[] {
  return SCREENER_FILTERS.map((f) => ({ ...f, locked: isLocked(f, access) }) as ScreenerFilterView);
}

const catalogueJson = new Map<string, string>();
/** The catalogue for one kind of visitor, serialized once. */
export function catalogueJsonFor(access: ScreenerAccess): string {
  const key = accessKey(access);
  let json = catalogueJson.get(key);
  if (!json) {
    const tabs = SCREENER_TABS.map((t) => ({ id: t.id, name: t.name, title: t.title }));
    json = JSON.stringify({ groups: FILTER_GROUPS, filters: filtersView(access), tabs });
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

const tabColumnCache = new Map<string, ScreenerColumnView[]>();
/** A tab's columns as this kind of visitor sees them; the same arrays every time. */
export function tabColumns(tabId: number, access: ScreenerAccess): ScreenerColumnView[] {
  const key = `${tabId}:${accessKey(access)}`;
  let columns = tabColumnCache.get(key);
  if (!columns) {
    const tab = tabById(tabId) ?? SCREENER_TABS[0]!;
    columns = tab.columns.map((k) => columnView(columnByKey(k)!, access));
    tabColumnCache.set(key, columns);
  }
  return columns;
}

export function activeFiltersView(screen: Screen) {
  return screen.filters.map((f) => {
    const filter = filterByKey(f.key)!;
    return { key: f.key, value: encodeFilterValue(f.value), label: describeFilter(filter, f.value) };
  });
}

const jsonCache = new Map<string, string>();
/** JSON text that depends only on the catalogue and the kind of visitor, made once. */
function cachedJson(key: string, make: () => unknown): string {
  let json = jsonCache.get(key);
  if (json === undefined) {
    json = JSON.stringify(make());
    jsonCache.set(key, json);
  }
  return json;
}

/**
 * The JSON text of GET /api/screener/companies[/{slug}] (contract.ts, screenerResponseSchema).
 * The parts that depend only on the catalogue (the tab's columns, the filters' definitions) are
 * serialized once and spliced in; a screen serializes only its own rows and values.
 */
export function screenResponseJson(snapshot: ScreenerSnapshot, screen: Screen, preset: Preset | null, access: ScreenerAccess): string {
  const page = runScreen(snapshot, { filters: screen.filters, sort: screen.sort, page: screen.page, pageSize: PAGE_SIZE });
  const kind = accessKey(access);
  const columns = tabColumns(screen.tab, access);
  const rows = Array.from(page.rows, (row) => rowView(snapshot, columns, row));
  const filters = screen.filters.map((f) => {
    const definition = cachedJson(`filter:${f.key}:${kind}`, () => {
      const filter = filterByKey(f.key)!;
      return { ...filter, locked: isLocked(filter, access) };
    });
    return `${definition.slice(0, -1)},"value":${JSON.stringify(encodeFilterValue(f.value))}}`;
  });
  const presetJson = JSON.stringify(preset && { slug: preset.slug, kind: preset.kind, title: preset.title, description: preset.description });
  return (
    `{"preset":${presetJson},"filters":[${filters.join(",")}],"activeFilters":${JSON.stringify(activeFiltersView(screen))},` +
    `"queryString":${JSON.stringify(encodeScreen(screen))},"tab":${screen.tab},"sort":${JSON.stringify(screen.sort ?? DEFAULT_SORT)},` +
    `"columns":${cachedJson(`columns:${screen.tab}:${kind}`, () => columns)},"rows":${JSON.stringify(rows)},` +
    `"total":${page.total},"page":${screen.page},"pageSize":${PAGE_SIZE},"asOf":${JSON.stringify(snapshot.asOf)}}`
  );
}
