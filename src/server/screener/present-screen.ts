import { columnByKey, DEFAULT_SORT, type ScreenerColumn } from "../../domain/screener/columns";
import { encodeFilterValue, encodeScreenWith } from "../../domain/screener/codec";
import type { ScreenerColumnView, ScreenerFilterView } from "../../domain/screener/contract";
import { describeFilter } from "../../domain/screener/describe";
import { filterByKey, SCREENER_FILTERS } from "../../domain/screener/filters";
import { FILTER_GROUPS } from "../../domain/screener/groups";
import { PAGE_SIZE, type ActiveFilter } from "../../domain/screener/screen";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { SCREENER_TABS, tabById } from "../../domain/screener/tabs";
import { runScreen } from "../../domain/screener/engine";
import { accessKey, isLocked, type ScreenerAccess } from "../policies/screener";
import type { ResolvedScreen } from "./resolve-screen";
import { rowWriter } from "./row-writer";

// Builds the screener API's answers. Locked columns are marked and their values never read from
// the snapshot: a visitor without Premium gets no Premium figure in any form. The catalogue
// (groups, every filter, tabs) is the same for every request of one kind of visitor: it is its
// own answer, serialized once per kind, so that a screen's answer stays a few kilobytes.

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

// A chip's label depends only on its filter and value; screens share most of theirs.
const chips = new Map<string, string>();
const CHIP_CACHE_LIMIT = 10_000;
function chipJson(filter: ActiveFilter, value: string): string {
  const key = `${filter.key}=${value}`;
  let json = chips.get(key);
  if (json === undefined) {
    json = JSON.stringify({ key: filter.key, value, label: describeFilter(filterByKey(filter.key)!, filter.value) });
    if (chips.size >= CHIP_CACHE_LIMIT) chips.clear();
    chips.set(key, json);
  }
  return json;
}

/** JSON text that depends only on the catalogue and the kind of visitor, made once per key. */
function once<K>(cache: Map<K, string>, key: K, make: () => unknown): string {
  let json = cache.get(key);
  if (json === undefined) {
    json = JSON.stringify(make());
    cache.set(key, json);
  }
  return json;
}

// Per kind of visitor: a filter's definition without its closing brace (the screen adds its
// value), and a tab's columns.
const definitions = { full: new Map<string, string>(), limited: new Map<string, string>() };
const columnsJson = { full: new Map<number, string>(), limited: new Map<number, string>() };
const presetsJson = new Map<string, string>();

/**
 * The JSON text of GET /api/screener/companies[/{slug}] (contract.ts, screenerResponseSchema).
 * The parts that depend only on the catalogue (the tab's columns, the filters' definitions, a
 * preset, a chip) are serialized once and spliced in; a screen writes only its own values.
 */
export function screenResponseJson(snapshot: ScreenerSnapshot, { screen, preset, kind: screenKind }: ResolvedScreen, access: ScreenerAccess): string {
  const page = runScreen(snapshot, { filters: screen.filters, sort: screen.sort, page: screen.page, pageSize: PAGE_SIZE });
  const kind = accessKey(access);
  const columns = tabColumns(screen.tab, access);
  const writeRow = rowWriter(snapshot, `${screen.tab}:${kind}`, columns);
  // Joined, not added up: a string built by += is a tree of pieces that the socket write must
  // first flatten, which cost more than building the whole answer.
  const rowTexts: string[] = new Array<string>(page.rows.length);
  for (let i = 0; i < page.rows.length; i++) rowTexts[i] = writeRow(page.rows[i]!);
  const filters: string[] = [];
  const chips: string[] = [];
  const query: string[] = [];
  for (const f of screen.filters) {
    const definition = once(definitions[kind], f.key, () => {
      const filter = filterByKey(f.key)!;
      return { ...filter, locked: isLocked(filter, access) };
    });
    // Values are query-string text (encodeURIComponent'd numbers and option values), as are the
    // query string and the sort (a catalogue key): no character of theirs needs escaping in JSON.
    const value = encodeFilterValue(f.value);
    filters.push(`${definition.slice(0, -1)},"value":"${value}"}`);
    chips.push(chipJson(f, value));
    query.push(`f[${f.key}]=${value}`);
  }
  const presetJson = preset === null ? "null" : once(presetsJson, preset.slug, () => ({ slug: preset.slug, kind: preset.kind, title: preset.title, description: preset.description }));
  const sort = screen.sort ?? DEFAULT_SORT;
  return [
    `{"preset":${presetJson},"kind":"${screenKind}","filters":[${filters.join(",")}],"activeFilters":[${chips.join(",")}],`,
    `"queryString":"${encodeScreenWith(screen, query.join("&"))}","tab":${screen.tab},"sort":{"column":"${sort.column}","direction":"${sort.direction}"},`,
    `"columns":${once(columnsJson[kind], screen.tab, () => columns)},"rows":[${rowTexts.join(",")}],`,
    `"total":${page.total},"page":${screen.page},"pageSize":${PAGE_SIZE},"asOf":${JSON.stringify(snapshot.asOf)}}`,
  ].join("");
}
