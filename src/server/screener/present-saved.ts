import { decodeScreen, encodeFilterValue } from "../../domain/screener/codec";
import { paths } from "../../domain/paths";
import type { SavedScreener } from "../../domain/screener/saved";
import type { SavedScreenerRow } from "../../db/repositories/saved-screeners";
import { filterInWords } from "../../domain/screener/describe";
import { countScreen } from "../../domain/screener/engine";
import { filterByKey } from "../../domain/screener/filters";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { AppError } from "../errors";
import type { ScreenerAccess } from "../policies/screener";
import { assertScreenAllowed, resolveScreen } from "./resolve-screen";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { parseUniverse, readUniverse, restrictToCompanies, type UniverseList } from "./universe";

// A saved screener as the API and the saved-screeners page show it, and what the lists of saved
// screens add: its filters in words and today's count. A screen over a member's own list
// (decision 072) runs over the list as it is when it runs; once the list is deleted it no longer
// runs at all, rather than quietly over the whole market.

/** The lists a member's saved screens run over, keyed by their `u`, read now: null for one deleted since. */
export type SavedScreenLists = ReadonlyMap<string, UniverseList | null>;

export async function savedScreenLists(
  db: Kysely<DB>,
  userId: number,
  rows: readonly Pick<SavedScreenerRow, "universe">[],
): Promise<SavedScreenLists> {
  const lists = new Map<string, UniverseList | null>();
  for (const u of new Set(rows.flatMap((r) => (r.universe ? [r.universe] : [])))) {
    try {
      lists.set(u, await readUniverse(db, userId, parseUniverse(u)));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) lists.set(u, null);
      else throw error;
    }
  }
  return lists;
}

/** The filters a saved screen runs today: within its list as the list is now; null once its list is deleted. */
export function savedScreenFilters(
  row: Pick<SavedScreenerRow, "filters" | "universe">,
  lists: SavedScreenLists,
): string | null {
  if (!row.universe) return row.filters;
  const list = lists.get(row.universe);
  return list ? restrictToCompanies(row.filters, list.companyIds) : null;
}

/** The saved screen; `lists` names its list (savedScreenLists), else the list is taken as deleted. */
export function presentSavedScreener(row: SavedScreenerRow, lists: SavedScreenLists = new Map()): SavedScreener {
  const decoded = decodeScreen(row.filters);
  const f: Record<string, string> = {};
  if (decoded.ok) for (const filter of decoded.screen.filters) f[filter.key] = encodeFilterValue(filter.value);
  const query = [
    row.tab && row.tab !== 1 ? `t=${row.tab}` : "",
    row.filters,
    row.sort_column ? `s=${row.sort_column}&sd=${row.sort_direction ?? "desc"}` : "",
    row.universe ? `u=${row.universe}` : "",
  ]
    .filter(Boolean)
    .join("&");
  return {
    id: row.id,
    kind: "saved",
    name: row.name,
    description: row.description,
    f,
    t: row.tab,
    s: row.sort_column,
    sd: row.sort_direction,
    u: row.universe,
    universe: row.universe ? universeOf(row.universe, lists.get(row.universe)?.name ?? null) : null,
    url: paths.stockScreener(query || undefined),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    subscribed: row.subscribed,
    subscriptionFrequency: row.subscription_frequency,
  };
}

function universeOf(u: string, name: string | null): NonNullable<SavedScreener["universe"]> {
  const { kind, id } = parseUniverse(u);
  return { kind, id, name };
}

/** A saved screen's filters in words ("Market Cap from $2B", "P/E under 15"), in its order. */
export function savedScreenWords(filters: string): string[] {
  const decoded = decodeScreen(filters);
  if (!decoded.ok) return [];
  return decoded.screen.filters.flatMap((f) => {
    const filter = filterByKey(f.key);
    return filter ? [filterInWords(filter, f.value)] : [];
  });
}

/**
 * How many companies a saved screen's filters leave today; null when a filter needs what the
 * member no longer has (Premium): the count would tell what that filter selects, or when the
 * screen's list is deleted (filters null, savedScreenFilters).
 */
export function savedScreenCount(
  filters: string | null,
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
): number | null {
  if (filters === null) return null;
  try {
    const { screen } = resolveScreen(filters);
    assertScreenAllowed({ ...screen, sort: null }, access);
    return countScreen(snapshot, screen.filters);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
