import { encodeScreen } from "../../domain/screener/codec";
import type { GroupScreenScope, ScreenerCatalogue, ScreenerResponse } from "../../domain/screener/contract";
import { filterByKey } from "../../domain/screener/filters";
import type { FilterValue, Screen } from "../../domain/screener/screen";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { missingReasonsOf, type MarketSource } from "../../domain/screener/missing-reasons";
import { AppError } from "../errors";
import type { ScreenerAccess } from "../policies/screener";
import { catalogueJsonFor, screenResponseJson } from "./present-screen";
import { assertScreenAllowed, resolveScreen } from "./resolve-screen";

// The screener of a sector's or an industry's page (/sectors/{slug}, /industries/{slug}). The
// group's filter is the page itself, not a choice of the visitor: it is applied to every screen
// and kept out of everything the page shows and links to, so it cannot be removed and the
// page's own links never repeat it.

export const GROUP_FILTER_KEY = { sector: "sid", industry: "iid" } as const;

export interface GroupScreen {
  data: ScreenerResponse;
  catalogue: ScreenerCatalogue;
  /** The visitor's screen, without the group's filter: data.queryString, read. */
  screen: Screen;
  missingReasons: Record<string, string>;
  scope: GroupScreenScope;
}

// One frozen value per group (the groups are the filter's options: a few hundred at most), as
// the codec keeps the values it reads: the engine keeps the group's rows with it and the
// presenter its texts, so a group page's rows are worked out once, not on every visit.
const groupValues = new Map<string, FilterValue>();

function groupValue(key: string, value: string): FilterValue {
  const id = `${key}=${value}`;
  let kept = groupValues.get(id);
  if (kept === undefined) {
    kept = Object.freeze({ type: "select" as const, values: Object.freeze([value]) });
    groupValues.set(id, kept);
  }
  return kept;
}

/**
 * The query's screen within the group. The query is read and refused as the screener's is (400
 * naming the parameter; 403 for a Premium filter or sort), then the group's filter replaces any
 * of its key and goes first. The answer is the screener's own, locked by the same policy; only
 * the group's filter is taken back out of its filters, chips and query string, and out of the
 * catalogue the filter panel offers.
 */
export function groupScreen(
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
  kind: "sector" | "industry",
  groupId: number,
  query: string,
  source: MarketSource,
): GroupScreen {
  const key = GROUP_FILTER_KEY[kind];
  const value = String(groupId);
  const filter = filterByKey(key);
  if (filter?.type !== "select" || !filter.params.options.some((o) => o.value === value)) {
    throw new AppError("NOT_FOUND", `There is no ${kind} with the id ${groupId}.`);
  }
  const resolved = resolveScreen(query.startsWith("?") ? query.slice(1) : query);
  const { screen } = resolved;
  const own = screen.filters.filter((f) => f.key !== key);
  const full: Screen = { ...screen, filters: [{ key, value: groupValue(key, value) }, ...own] };
  assertScreenAllowed(full, access);

  // The group's own screen is its default; the visitor's filters make it custom (an f[sid] or
  // f[iid] the group replaces does not).
  const response = JSON.parse(
    screenResponseJson(snapshot, { ...resolved, screen: full, kind: own.length === 0 ? "default" : "custom" }, access),
  ) as ScreenerResponse;
  const catalogue = JSON.parse(catalogueJsonFor(access)) as ScreenerCatalogue;
  const shown: Screen = { ...screen, filters: own };
  return {
    data: {
      ...response,
      filters: response.filters.filter((f) => f.key !== key),
      activeFilters: response.activeFilters.filter((f) => f.key !== key),
      queryString: encodeScreen(shown),
    },
    catalogue: { ...catalogue, filters: catalogue.filters.filter((f) => f.key !== key) },
    screen: shown,
    missingReasons: missingReasonsOf(response, source),
    scope: { key, value, exportQuery: encodeScreen(full), screen: full },
  };
}
