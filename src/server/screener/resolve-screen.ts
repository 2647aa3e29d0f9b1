import { decodeScreen, encodeFilters } from "../../domain/screener/codec";
import { columnByKey, DEFAULT_SORT } from "../../domain/screener/columns";
import { filterByKey } from "../../domain/screener/filters";
import {
  presetBySlug,
  screenerPreset,
  stockIdea,
  type Preset,
  type PresetKind,
  type ScreenKind,
} from "../../domain/screener/presets";
import type { Screen } from "../../domain/screener/screen";
import { AppError } from "../errors";
import { isLocked, type ScreenerAccess } from "../policies/screener";

// From a request's query string (and a preset's slug) to the screen to run, or the client error
// that says what is wrong with it.

/** The raw query string of a URL, without '?'. */
export function rawQuery(url: string): string {
  const i = url.indexOf("?");
  return i < 0 ? "" : url.slice(i + 1);
}

export interface ResolvedScreen {
  screen: Screen;
  preset: Preset | null;
  /** default or idea while the filters are the built-in screen's own; custom once changed. */
  kind: ScreenKind;
}

/**
 * A preset's screen with what the query string sets on top: t, p, s and sd each replace the
 * preset's (c and ps, the visitor's view, are kept as given), and any f[key] replaces the preset's filters as a whole (the page sends the full
 * list once the visitor changes it).
 */
export function resolveScreen(query: string, slug?: string, kind?: PresetKind): ResolvedScreen {
  const find = kind === "idea" ? stockIdea : kind === "default" ? screenerPreset : presetBySlug;
  const preset = slug === undefined ? null : (find(slug) ?? null);
  if (slug !== undefined && !preset) throw new AppError("SCREENER_PRESET_NOT_FOUND");
  const decoded = decodeScreen(query);
  if (!decoded.ok) {
    const { parameter, reason } = decoded.error;
    throw new AppError("SCREENER_QUERY_INVALID", `The parameter ${parameter} ${reason}.`, { parameter, reason });
  }
  if (!preset)
    return { screen: decoded.screen, preset: null, kind: decoded.screen.filters.length === 0 ? "default" : "custom" };
  const params = new URLSearchParams(query);
  const has = (name: string) => params.has(name);
  const hasFilters = [...params.keys()].some((k) => k.startsWith("f"));
  const screen: Screen = {
    tab: has("t") ? decoded.screen.tab : preset.screen.tab,
    page: decoded.screen.page,
    filters: hasFilters ? decoded.screen.filters : preset.screen.filters,
    sort: has("s") || has("sd") ? decoded.screen.sort : preset.screen.sort,
  };
  // The view's own choices: a preset has none of its own.
  if (decoded.screen.columns) screen.columns = decoded.screen.columns;
  if (decoded.screen.pageSize) screen.pageSize = decoded.screen.pageSize;
  const unchanged = !hasFilters || encodeFilters(screen.filters) === encodeFilters(preset.screen.filters);
  return { screen, preset, kind: unchanged ? preset.kind : "custom" };
}

/** Filtering or sorting on what the visitor may not see would leak it: 403, naming the field. */
export function assertScreenAllowed(screen: Screen, access: ScreenerAccess): void {
  for (const f of screen.filters) {
    const filter = filterByKey(f.key);
    if (filter && isLocked(filter, access)) {
      throw new AppError(
        "SCREENER_PREMIUM_REQUIRED",
        `The filter ${filter.name} (f[${f.key}]) needs Premium. Full access requires Premium.`,
        { parameter: `f[${f.key}]` },
      );
    }
  }
  const column = columnByKey(screen.sort?.column ?? DEFAULT_SORT.column);
  if (column && isLocked(column, access)) {
    throw new AppError(
      "SCREENER_PREMIUM_REQUIRED",
      `Sorting by ${column.name} needs Premium. Full access requires Premium.`,
      { parameter: "s" },
    );
  }
}
