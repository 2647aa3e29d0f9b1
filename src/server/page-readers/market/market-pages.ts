import { paths } from "../../../domain/paths";
import { SECTORS } from "../../../domain/taxonomy";
import { dateOfEpochDay } from "../../../domain/screener/values";
import { GRADE_OF_VALUE } from "../../../domain/screener/filter-fields";
import type { ScreenerSnapshot } from "../../../domain/screener/snapshot";
import type { MarketLabel } from "../../../domain/contracts/market";
import type { Session } from "../../../domain/contracts/session";
import {
  OVERVIEW_ROWS,
  type IdeaRow,
  type IndexMove,
  type MarketIndex,
  type MarketMapPage,
  type MarketOverview,
  type MarketPagesReader,
  type SectorMove,
  type TopIdeas,
  type UpcomingDividend,
  type UpcomingEarnings,
} from "../../../domain/contracts/market-overview";
import {
  capWeightedChange,
  layoutMarketMap,
  MAP_PERIODS,
  type MapCompany,
  type MapPeriod,
  type MarketMapLayout,
} from "../../../domain/market-map/market-map";
import type { LiveScreener } from "../../screener/live-screener";

// The home page's market overview and the market map, from the screener's snapshot: every figure
// is computed from the listed companies' latest values the product holds. The parts every visitor
// sees alike are computed once per snapshot; the Zen Rating is read only for Premium.

/** The full map's drawing size: wide enough for a desktop, scaled down to a phone by the SVG's viewBox. */
export const MAP_SIZE = { width: 1200, height: 720, minTileArea: 48, sectorLabel: 16 } as const;
/** The home page's small map: sectors and their largest companies. */
export const HOME_MAP_SIZE = { width: 600, height: 320, minTileArea: 400, sectorLabel: 14 } as const;

const INDEX_PERIODS: readonly (Pick<IndexMove, "period" | "name"> & { column: string })[] = [
  { period: "1d", name: "1 Day", column: "chg1d" },
  { period: "1w", name: "1 Week", column: "chg1w" },
  { period: "1m", name: "1 Month", column: "chg1m" },
  { period: "ytd", name: "Year to Date", column: "chgytd" },
  { period: "1y", name: "1 Year", column: "chg1y" },
];

interface Row {
  row: number;
  id: number;
  ticker: string;
  name: string;
  sector: string | null;
  industry: string | null;
  marketCap: number | null;
  url: string;
  ref: { exchange: string; ticker: string };
}

const kept = new WeakMap<ScreenerSnapshot, Map<string, unknown>>();

/** A value computed once per snapshot (a new market brings a new snapshot). */
function perSnapshot<T>(snapshot: ScreenerSnapshot, key: string, make: () => T): T {
  let values = kept.get(snapshot);
  if (!values) kept.set(snapshot, (values = new Map()));
  if (!values.has(key)) values.set(key, make());
  return values.get(key) as T;
}

function rowsOf(snapshot: ScreenerSnapshot): Row[] {
  return perSnapshot(snapshot, "rows", () => {
    const ticker = snapshot.textOf("ticker");
    const name = snapshot.textOf("name");
    const exchange = snapshot.textOf("exchange");
    const sector = snapshot.textOf("sector");
    const industry = snapshot.textOf("industry");
    return Array.from({ length: snapshot.size }, (_, row) => ({
      row,
      id: snapshot.ids[row]!,
      ticker: ticker[row] ?? "",
      name: name[row] ?? "",
      sector: sector[row] ?? null,
      industry: industry[row] ?? null,
      marketCap: snapshot.value("mcap", row),
      url: paths.company({ exchange: exchange[row] ?? "", ticker: ticker[row] ?? "" }),
      ref: { exchange: exchange[row] ?? "", ticker: ticker[row] ?? "" },
    }));
  });
}

function mapCompanies(snapshot: ScreenerSnapshot, column: string): MapCompany[] {
  return rowsOf(snapshot).flatMap((r) =>
    r.sector && r.industry && r.marketCap !== null && r.marketCap > 0
      ? [
          {
            id: r.id,
            ticker: r.ticker,
            name: r.name,
            sector: r.sector,
            industry: r.industry,
            marketCap: r.marketCap,
            change: snapshot.value(column, r.row),
            url: r.url,
          },
        ]
      : [],
  );
}

function marketIndex(snapshot: ScreenerSnapshot): MarketIndex {
  const rows = rowsOf(snapshot).filter((r) => r.marketCap !== null && r.marketCap > 0);
  const moves = INDEX_PERIODS.map(({ period, name, column }) => ({
    period,
    name,
    change: capWeightedChange(rows.map((r) => ({ marketCap: r.marketCap!, change: snapshot.value(column, r.row) }))),
  }));
  let advancers = 0;
  let decliners = 0;
  let unchanged = 0;
  for (const r of rows) {
    const change = snapshot.value("chg1d", r.row);
    if (change === null) continue;
    if (change > 0) advancers++;
    else if (change < 0) decliners++;
    else unchanged++;
  }
  return {
    companies: rows.length,
    marketCap: rows.reduce((s, r) => s + r.marketCap!, 0),
    moves,
    advancers,
    decliners,
    unchanged,
  };
}

function sectorMoves(snapshot: ScreenerSnapshot): SectorMove[] {
  const rows = rowsOf(snapshot);
  return SECTORS.map((sector) => {
    const members = rows.filter((r) => r.sector === sector.name && r.marketCap !== null && r.marketCap > 0);
    const weighted = (column: string) =>
      capWeightedChange(members.map((r) => ({ marketCap: r.marketCap!, change: snapshot.value(column, r.row) })));
    return {
      name: sector.name,
      url: paths.sector(sector.slug),
      companies: members.length,
      marketCap: members.reduce((s, r) => s + r.marketCap!, 0),
      change1d: weighted("chg1d"),
      change1m: weighted("chg1m"),
    };
  })
    .filter((s) => s.companies > 0)
    .sort((a, b) => (b.change1d ?? -Infinity) - (a.change1d ?? -Infinity) || a.name.localeCompare(b.name));
}

/**
 * The top ideas. With Premium: the best Zen Ratings first (then the Due Diligence Score); without
 * it the list is ranked by the public Due Diligence Score alone, so neither the grades nor the
 * order they would give reach the page.
 */
function topIdeas(snapshot: ScreenerSnapshot, hasPremium: boolean): TopIdeas {
  const rows = rowsOf(snapshot);
  const grade = (row: number) => (hasPremium ? snapshot.value("zr", row) : null);
  const score = (row: number) => snapshot.value("dds", row) ?? -1;
  const ranked = rows
    .filter((r) => snapshot.value("dds", r.row) !== null && (!hasPremium || grade(r.row) !== null))
    // Rows come largest first: a stable sort keeps the larger company first on a tie.
    .sort((a, b) => (grade(b.row) ?? 0) - (grade(a.row) ?? 0) || score(b.row) - score(a.row))
    .slice(0, OVERVIEW_ROWS.ideas);
  const idea = (r: Row): IdeaRow => {
    const g = grade(r.row);
    return {
      id: r.id,
      ticker: r.ticker,
      name: r.name,
      url: r.url,
      score: snapshot.value("dds", r.row),
      change1d: snapshot.value("chg1d", r.row),
      zenRating: g === null ? null : (GRADE_OF_VALUE[g] ?? null),
    };
  };
  return hasPremium
    ? {
        locked: false,
        rankedBy: "Zen Rating, then Due Diligence Score",
        rows: ranked.map(idea),
        url: paths.stockScreener({ t: "11", s: "zr", sd: "desc" }),
      }
    : {
        locked: true,
        rankedBy: "Due Diligence Score",
        rows: ranked.map(idea),
        url: paths.stockIdea("top-best-stocks-to-buy-now-today"),
      };
}

/** Dated events from the market date on, soonest first, larger companies first on a day. */
function upcoming(snapshot: ScreenerSnapshot, column: string, limit: number) {
  const asOf = snapshot.asOf;
  const rows = rowsOf(snapshot).flatMap((r) => {
    const day = snapshot.value(column, r.row);
    if (day === null) return [];
    const date = dateOfEpochDay(day);
    return asOf !== null && date < asOf ? [] : [{ r, date }];
  });
  rows.sort((a, b) => a.date.localeCompare(b.date));
  return rows.slice(0, limit);
}

function upcomingEarnings(snapshot: ScreenerSnapshot): UpcomingEarnings[] {
  return upcoming(snapshot, "ned", OVERVIEW_ROWS.earnings).map(({ r, date }) => ({
    id: r.id,
    ticker: r.ticker,
    name: r.name,
    url: paths.companyEarnings(r.ref),
    date,
  }));
}

function upcomingDividends(snapshot: ScreenerSnapshot): UpcomingDividend[] {
  return upcoming(snapshot, "exd", OVERVIEW_ROWS.dividends).map(({ r, date }) => ({
    id: r.id,
    ticker: r.ticker,
    name: r.name,
    url: paths.companyDividends(r.ref),
    date,
    yield: snapshot.value("dy", r.row),
  }));
}

function periodColumn(period: MapPeriod): string {
  return MAP_PERIODS.find((p) => p.key === period)!.column;
}

function mapOf(snapshot: ScreenerSnapshot, period: MapPeriod, size: typeof MAP_SIZE | typeof HOME_MAP_SIZE) {
  return perSnapshot<MarketMapLayout>(snapshot, `map-${period}-${size.width}`, () =>
    layoutMarketMap(mapCompanies(snapshot, periodColumn(period)), size),
  );
}

export function marketPagesReader(screener: LiveScreener, session: Session, market: MarketLabel): MarketPagesReader {
  return {
    overview(): MarketOverview {
      const { snapshot } = screener;
      const shared = perSnapshot(snapshot, "overview", () => ({
        index: marketIndex(snapshot),
        sectors: sectorMoves(snapshot),
        earnings: upcomingEarnings(snapshot),
        dividends: upcomingDividends(snapshot),
        map: mapOf(snapshot, "1d", HOME_MAP_SIZE),
      }));
      return { market, ...shared, ideas: topIdeas(snapshot, session.hasPremium) };
    },
    marketMap(period: MapPeriod): MarketMapPage {
      const { snapshot } = screener;
      const drawn = mapCompanies(snapshot, periodColumn(period)).length;
      return {
        market,
        period,
        map: mapOf(snapshot, period, MAP_SIZE),
        companies: drawn,
        withoutSize: snapshot.size - drawn,
      };
    },
  };
}
