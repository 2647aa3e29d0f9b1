import { columnByKey, DEFAULT_SORT, type ScreenerColumn } from "../../domain/screener/columns";
import { encodeFilterValue, encodeScreenWith } from "../../domain/screener/codec";
import type { ScreenerColumnView, ScreenerFilterView } from "../../domain/screener/contract";
import { describeFilter } from "../../domain/screener/describe";
import { filterByKey, SCREENER_FILTERS } from "../../domain/screener/filters";
import { FILTER_GROUPS } from "../../domain/screener/groups";
import { PAGE_SIZE, type ActiveFilter, type FilterValue } from "../../domain/screener/screen";
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

// Per kind of visitor, by tab id: read on every screen, so kept in arrays, not under made-up keys.
const tabColumnCache = { full: [] as ScreenerColumnView[][], limited: [] as ScreenerColumnView[][] };
/** A tab's columns as this kind of visitor sees them; the same arrays every time. */
export function tabColumns(tabId: number, access: ScreenerAccess): ScreenerColumnView[] {
  const cache = tabColumnCache[accessKey(access)];
  let columns = cache[tabId];
  if (!columns) {
    const tab = tabById(tabId) ?? SCREENER_TABS[0]!;
    columns = tab.columns.map((k) => columnView(columnByKey(k)!, access));
    cache[tabId] = columns;
  }
  return columns;
}

/** The row writer's key of a tab for a kind of visitor, made once. */
const writerKeys = { full: [] as string[], limited: [] as string[] };
function writerKey(tabId: number, kind: "full" | "limited"): string {
  return (writerKeys[kind][tabId] ??= `${tabId}:${kind}`);
}

/** A filter's parts of the answer, which depend only on its key and value. */
interface FilterText {
  key: string;
  /** The value as f[key] carries it. */
  value: string;
  /** f[key]=value. */
  param: string;
  /** Its chip (activeFilters). */
  chip: string;
  /** Its definition with its value, per kind of visitor. */
  full?: string;
  limited?: string;
}

// Kept with the value: the codec gives the screens that read the same parameter the same value
// (codec.ts), so the popular filters are written once; a value made for one screen goes with it.
const filterTexts = new WeakMap<FilterValue, FilterText>();

function filterText(filter: ActiveFilter): FilterText {
  let text = filterTexts.get(filter.value);
  if (text === undefined || text.key !== filter.key) {
    // Values are query-string text (encodeURIComponent'd numbers and option values), as are the
    // query string and the sort (a catalogue key): no character of theirs needs escaping in JSON.
    const value = encodeFilterValue(filter.value);
    const chip = JSON.stringify({ key: filter.key, value, label: describeFilter(filterByKey(filter.key)!, filter.value) });
    text = { key: filter.key, value, param: `f[${filter.key}]=${value}`, chip };
    filterTexts.set(filter.value, text);
  }
  return text;
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
// value), and a tab's columns (with the opening of the rows) as bytes.
const definitions = { full: new Map<string, string>(), limited: new Map<string, string>() };
const columnsBytes = { full: new Map<number, Buffer>(), limited: new Map<number, Buffer>() };
const presetsJson = new Map<string, string>();

/**
 * The JSON of GET /api/screener/companies[/{slug}] (contract.ts, screenerResponseSchema), as the
 * UTF-8 bytes the socket is handed. The parts that depend only on the catalogue (the tab's
 * columns, the filters' definitions, a preset, a chip) are serialized once and spliced in, and
 * the rows come as the row writer keeps them, already bytes: a screen writes only its own
 * values, and the answer is copied once, into the buffer sent.
 */
export function screenResponseBytes(snapshot: ScreenerSnapshot, { screen, preset, kind: screenKind }: ResolvedScreen, access: ScreenerAccess): Buffer {
  const page = runScreen(snapshot, { filters: screen.filters, sort: screen.sort, page: screen.page, pageSize: PAGE_SIZE });
  const kind = accessKey(access);
  const columns = tabColumns(screen.tab, access);
  const writeRow = rowWriter(snapshot, writerKey(screen.tab, kind), columns);
  const filters: string[] = [];
  const chips: string[] = [];
  const query: string[] = [];
  for (const f of screen.filters) {
    const text = filterText(f);
    text[kind] ??= `${once(definitions[kind], f.key, () => {
      const filter = filterByKey(f.key)!;
      return { ...filter, locked: isLocked(filter, access) };
    }).slice(0, -1)},"value":"${text.value}"}`;
    filters.push(text[kind]);
    chips.push(text.chip);
    query.push(text.param);
  }
  const presetJson = preset === null ? "null" : once(presetsJson, preset.slug, () => ({ slug: preset.slug, kind: preset.kind, title: preset.title, description: preset.description }));
  const sort = screen.sort ?? DEFAULT_SORT;
  const head =
    `{"preset":${presetJson},"kind":"${screenKind}","filters":[${filters.join(",")}],"activeFilters":[${chips.join(",")}],` +
    `"queryString":"${encodeScreenWith(screen, query.join("&"))}","tab":${screen.tab},"sort":{"column":"${sort.column}","direction":"${sort.direction}"},`;
  let columnsPart = columnsBytes[kind].get(screen.tab);
  if (columnsPart === undefined) columnsBytes[kind].set(screen.tab, (columnsPart = Buffer.from(`"columns":${JSON.stringify(columns)},"rows":[`)));
  const tail = `],"total":${page.total},"page":${screen.page},"pageSize":${PAGE_SIZE},"asOf":${JSON.stringify(snapshot.asOf)}}`;
  const rows = new Array<Buffer>(page.rows.length);
  let length = Buffer.byteLength(head) + columnsPart.length + Buffer.byteLength(tail) + Math.max(0, rows.length - 1);
  for (let i = 0; i < rows.length; i++) length += (rows[i] = writeRow(page.rows[i]!)).length;
  const bytes = answerBuffer(length);
  let at = bytes.write(head, 0);
  bytes.set(columnsPart, at);
  at += columnsPart.length;
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) bytes[at++] = COMMA;
    bytes.set(rows[i]!, at);
    at += rows[i]!.length;
  }
  bytes.write(tail, at);
  return bytes;
}

const COMMA = 0x2c;

// Answers are cut from slabs, as Node cuts small buffers from its pool: an answer of a few
// kilobytes is past that pool's limit, and a buffer of its own costs an allocation and a free
// per request. Each answer owns its bytes (the socket may write them later); a slab is freed
// once every answer cut from it is gone.
const SLAB_SIZE = 1024 * 1024;
let slab = Buffer.allocUnsafe(0);
let slabUsed = 0;

function answerBuffer(length: number): Buffer {
  if (length > SLAB_SIZE >>> 3) return Buffer.allocUnsafe(length);
  if (slabUsed + length > slab.length) {
    slab = Buffer.allocUnsafe(SLAB_SIZE);
    slabUsed = 0;
  }
  const bytes = slab.subarray(slabUsed, slabUsed + length);
  // Keep the next answer 8-byte aligned, as Node's pool does.
  slabUsed = (slabUsed + length + 7) & ~7;
  return bytes;
}

/** screenResponseBytes as text, for the pages' loaders. */
export function screenResponseJson(snapshot: ScreenerSnapshot, resolved: ResolvedScreen, access: ScreenerAccess): string {
  return screenResponseBytes(snapshot, resolved, access).toString("utf8");
}
