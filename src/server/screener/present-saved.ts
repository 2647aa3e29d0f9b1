import { decodeScreen, encodeFilterValue } from "../../domain/screener/codec";
import { paths } from "../../domain/paths";
import type { SavedScreener } from "../../domain/screener/saved";
import type { SavedScreenerRow } from "../../db/repositories/saved-screeners";

// A saved screener as the API and the saved-screeners page show it.

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
