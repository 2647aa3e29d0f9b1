import { decodeScreen } from "../../domain/screener/codec";
import { runScreen } from "../../domain/screener/engine";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";

/** The ids of every company a saved screen's filters match on the snapshot, ascending. */
export function screenIds(snapshot: ScreenerSnapshot, filters: string): number[] {
  const decoded = decodeScreen(filters);
  if (!decoded.ok) return [];
  const page = runScreen(snapshot, {
    filters: decoded.screen.filters,
    sort: null,
    page: 1,
    pageSize: snapshot.size || 1,
  });
  return Array.from(page.rows, (row) => snapshot.ids[row]!).sort((a, b) => a - b);
}
