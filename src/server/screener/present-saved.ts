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

// A saved screener as the API and the saved-screeners page show it, and what the lists of saved
// screens add: its filters in words and today's count.

export function presentSavedScreener(row: SavedScreenerRow): SavedScreener {
  const decoded = decodeScreen(row.filters);
  const f: Record<string, string> = {};
  if (decoded.ok) for (const filter of decoded.screen.filters) f[filter.key] = encodeFilterValue(filter.value);
  const query = [
    row.tab && row.tab !== 1 ? `t=${row.tab}` : "",
    row.filters,
    row.sort_column ? `s=${row.sort_column}&sd=${row.sort_direction ?? "desc"}` : "",
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
    url: paths.stockScreener(query || undefined),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    subscribed: row.subscribed,
    subscriptionFrequency: row.subscription_frequency,
  };
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
 * member no longer has (Premium): the count would tell what that filter selects.
 */
export function savedScreenCount(filters: string, snapshot: ScreenerSnapshot, access: ScreenerAccess): number | null {
  try {
    const { screen } = resolveScreen(filters);
    assertScreenAllowed({ ...screen, sort: null }, access);
    return countScreen(snapshot, screen.filters);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
