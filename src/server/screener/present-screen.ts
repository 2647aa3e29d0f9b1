import { columnByKey, DEFAULT_SORT, SCREENER_COLUMNS, type ScreenerColumn } from "../../domain/screener/columns";
import { encodeFilterValue, encodeScreenWith } from "../../domain/screener/codec";
import type { ScreenerColumnView, ScreenerFilterView } from "../../domain/screener/contract";
import { describeFilter } from "../../domain/screener/describe";
import { filterByKey, SCREENER_FILTERS } from "../../domain/screener/filters";
import { FILTER_GROUPS } from "../../domain/screener/groups";
import { PAGE_SIZE, type ActiveFilter, type FilterValue, type Screen } from "../../domain/screener/screen";
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
    const columns = SCREENER_COLUMNS.map((c) => columnView(c, access));
    json = JSON.stringify({ groups: FILTER_GROUPS, filters: filtersView(access), tabs, columns });
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

// Chosen column sets (`c`), per kind of visitor, by their keys: the same array for the same set,
// so the row writer (which keeps a writer per array) and the columns' bytes are made once.
// Bounded like any cache of input: a visitor can make up any number of sets.
const CHOSEN_LIMIT = 1_000;
const chosenCache = { full: new Map<string, ScreenerColumnView[]>(), limited: new Map<string, ScreenerColumnView[]>() };

/** The columns of a screen as this kind of visitor sees them: the chosen ones, else the tab's. */
export function screenColumns(screen: Screen, access: ScreenerAccess): ScreenerColumnView[] {
  if (!screen.columns) return tabColumns(screen.tab, access);
  const cache = chosenCache[accessKey(access)];
  const key = screen.columns.join(",");
  let columns = cache.get(key);
  if (!columns) {
    if (cache.size >= CHOSEN_LIMIT) {
      cache.clear();
      columnsBytes[accessKey(access)].clear();
    }
    columns = screen.columns.map((k) => columnView(columnByKey(k)!, access));
    cache.set(key, columns);
  }
  return columns;
}

/** A filter's parts of the answer, which depend only on its key and value. */
interface FilterText {
  key: string;
  /** The value as f[key] carries it. */
  value: string;
  /** f[key]=value. */
  param: string;
  /** Its chip (activeFilters), as bytes. */
  chip: Buffer;
  /** Its definition with its value, per kind of visitor, as bytes. */
  full?: Buffer;
  limited?: Buffer;
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
    const chip = Buffer.from(
      JSON.stringify({ key: filter.key, value, label: describeFilter(filterByKey(filter.key)!, filter.value) }),
    );
    text = { key: filter.key, value, param: `f[${filter.key}]=${value}`, chip };
    filterTexts.set(filter.value, text);
  }
  return text;
}

/** What depends only on the catalogue and the kind of visitor (JSON text, bytes), made once per key. */
function kept<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

// Per kind of visitor: a filter's definition without its closing brace (the screen adds its
// value), and a tab's columns (with the opening of the rows) as bytes.
const definitions = { full: new Map<string, string>(), limited: new Map<string, string>() };
// Keyed by the tab's id, or by the chosen columns' keys.
const columnsBytes = { full: new Map<number | string, Buffer>(), limited: new Map<number | string, Buffer>() };
// A preset's opening of the answer, and `,"kind":"…","filters":[` for each kind of screen.
const presetOpenings = new Map<string, Buffer>();
const NULL_PRESET = Buffer.from('{"preset":null');
const kindOpenings = new Map<string, Buffer>();
const CHIPS_OPENING = Buffer.from('],"activeFilters":[');

/**
 * The JSON of GET /api/screener/companies[/{slug}] (contract.ts, screenerResponseSchema), as the
 * UTF-8 bytes the socket is handed. The parts that depend only on the catalogue (the tab's
 * columns, the filters' definitions, a preset, a chip) are kept as bytes and copied in, as are
 * the rows, which the row writer keeps as bytes: a screen writes only its own query string,
 * sort and total, and the answer is copied once, into the buffer sent.
 */
export function screenResponseBytes(
  snapshot: ScreenerSnapshot,
  { screen, preset, kind: screenKind }: ResolvedScreen,
  access: ScreenerAccess,
): Buffer {
  const pageSize = screen.pageSize ?? PAGE_SIZE;
  const page = runScreen(snapshot, {
    filters: screen.filters,
    sort: screen.sort,
    page: screen.page,
    pageSize,
  });
  const kind = accessKey(access);
  const columns = screenColumns(screen, access);
  const writeRow = rowWriter(snapshot, columns);
  const n = screen.filters.length;
  const filters = new Array<Buffer>(n);
  const chips = new Array<Buffer>(n);
  let query = "";
  for (let i = 0; i < n; i++) {
    const f = screen.filters[i]!;
    const text = filterText(f);
    filters[i] = text[kind] ??= Buffer.from(
      `${kept(definitions[kind], f.key, () => {
        const filter = filterByKey(f.key)!;
        return JSON.stringify({ ...filter, locked: isLocked(filter, access) });
      }).slice(0, -1)},"value":"${text.value}"}`,
    );
    chips[i] = text.chip;
    query = i === 0 ? text.param : `${query}&${text.param}`;
  }
  const rows = new Array<Buffer>(page.rows.length);
  for (let i = 0; i < rows.length; i++) rows[i] = writeRow(page.rows[i]!);
  const sort = screen.sort ?? DEFAULT_SORT;
  return joined([
    preset === null
      ? NULL_PRESET
      : kept(presetOpenings, preset.slug, () =>
          Buffer.from(
            `{"preset":${JSON.stringify({ slug: preset.slug, kind: preset.kind, title: preset.title, description: preset.description })}`,
          ),
        ),
    kept(kindOpenings, screenKind, () => Buffer.from(`,"kind":"${screenKind}","filters":[`)),
    filters,
    CHIPS_OPENING,
    chips,
    `],"queryString":"${encodeScreenWith(screen, query)}","tab":${screen.tab},"sort":{"column":"${sort.column}","direction":"${sort.direction}"},`,
    kept(columnsBytes[kind], screen.columns ? screen.columns.join(",") : screen.tab, () =>
      Buffer.from(`"columns":${JSON.stringify(columns)},"rows":[`),
    ),
    rows,
    `],"total":${page.total},"page":${screen.page},"pageSize":${pageSize},"asOf":${JSON.stringify(snapshot.asOf)}}`,
  ]);
}

/** An answer's parts in one buffer: bytes, text (written as UTF-8), and lists of bytes joined by commas. */
function joined(parts: readonly (Buffer | string | readonly Buffer[])[]): Buffer {
  let length = 0;
  for (const part of parts) {
    if (typeof part === "string") length += Buffer.byteLength(part);
    else if (part instanceof Uint8Array) length += part.length;
    else {
      for (const item of part) length += item.length;
      length += Math.max(0, part.length - 1);
    }
  }
  const bytes = answerBuffer(length);
  let at = 0;
  for (const part of parts) {
    if (typeof part === "string") at += bytes.write(part, at);
    else if (part instanceof Uint8Array) {
      bytes.set(part, at);
      at += part.length;
    } else {
      for (let i = 0; i < part.length; i++) {
        if (i > 0) bytes[at++] = COMMA;
        bytes.set(part[i]!, at);
        at += part[i]!.length;
      }
    }
  }
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
export function screenResponseJson(
  snapshot: ScreenerSnapshot,
  resolved: ResolvedScreen,
  access: ScreenerAccess,
): string {
  return screenResponseBytes(snapshot, resolved, access).toString("utf8");
}
