import { squarify, type Rect } from "./squarify";

// The market map: every listed company a tile sized by its market cap, tiles grouped by
// industry inside their sector, coloured by the period's price change. Companies whose tile
// would be too small to see or point at are folded into one tile per industry that names how
// many they are, so the map still covers the whole market.

export const MAP_PERIODS = [
  { key: "1d", column: "chg1d", name: "1 Day" },
  { key: "1w", column: "chg1w", name: "1 Week" },
  { key: "1m", column: "chg1m", name: "1 Month" },
  { key: "1y", column: "chg1y", name: "1 Year" },
] as const;

export type MapPeriod = (typeof MAP_PERIODS)[number]["key"];

export function mapPeriodOf(value: string | null | undefined): MapPeriod {
  return MAP_PERIODS.find((p) => p.key === value)?.key ?? "1d";
}

export interface MapCompany {
  id: number;
  ticker: string;
  name: string;
  sector: string;
  industry: string;
  marketCap: number;
  /** The period's price change in percent; null when the company has no price that far back. */
  change: number | null;
  url: string;
}

export interface MapTile {
  rect: Rect;
  /** Percent; null without a change for the period. */
  change: number | null;
  /** One company, or the industry's companies too small to draw. */
  company: Omit<MapCompany, "sector" | "industry" | "change"> | null;
  folded: { count: number; marketCap: number } | null;
}

export interface MapGroup {
  name: string;
  rect: Rect;
  marketCap: number;
  /** Cap-weighted change of the group's companies that have one (percent); null when none has. */
  change: number | null;
  count: number;
}

export interface MapIndustry extends MapGroup {
  tiles: MapTile[];
}

export interface MapSector extends MapGroup {
  industries: MapIndustry[];
}

export interface MarketMapLayout {
  width: number;
  height: number;
  sectors: MapSector[];
}

export interface LayoutOptions {
  width: number;
  height: number;
  /** Tiles smaller than this (in square units) are folded into their industry's "more" tile. */
  minTileArea: number;
  /** The height of each sector's label strip (0: none). */
  sectorLabel: number;
}

/** The cap-weighted average change of the companies that have one, in percent. */
export function capWeightedChange(companies: readonly Pick<MapCompany, "marketCap" | "change">[]): number | null {
  let cap = 0;
  let moved = 0;
  for (const c of companies) {
    if (c.change === null || !Number.isFinite(c.change) || !(c.marketCap > 0)) continue;
    cap += c.marketCap;
    moved += c.marketCap * c.change;
  }
  return cap > 0 ? moved / cap : null;
}

const sumCap = (companies: readonly MapCompany[]) => companies.reduce((s, c) => s + c.marketCap, 0);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Groups largest first, ties by name, so the same market always gives the same map. */
function sortedGroups(companies: readonly MapCompany[], key: (c: MapCompany) => string) {
  return [...groupBy(companies, key)]
    .map(([name, members]) => ({ name, members, marketCap: sumCap(members) }))
    .sort((a, b) => b.marketCap - a.marketCap || a.name.localeCompare(b.name));
}

const byCap = (a: MapCompany, b: MapCompany) => b.marketCap - a.marketCap || a.ticker.localeCompare(b.ticker);

function inset(rect: Rect, top: number): Rect {
  const h = Math.max(rect.h - top, 0);
  return { x: rect.x, y: rect.y + (rect.h - h), w: rect.w, h };
}

function industryTiles(members: MapCompany[], rect: Rect, areaPerDollar: number, minTileArea: number): MapTile[] {
  const sorted = [...members].sort(byCap);
  const shown = sorted.filter((c) => c.marketCap * areaPerDollar >= minTileArea);
  const small = sorted.slice(shown.length);
  const items: { value: number; tile: Omit<MapTile, "rect"> }[] = shown.map((c) => ({
    value: c.marketCap,
    tile: {
      change: c.change,
      company: { id: c.id, ticker: c.ticker, name: c.name, marketCap: c.marketCap, url: c.url },
      folded: null,
    },
  }));
  if (small.length > 0) {
    const cap = sumCap(small);
    items.push({
      value: cap,
      tile: { change: capWeightedChange(small), company: null, folded: { count: small.length, marketCap: cap } },
    });
    items.sort((a, b) => b.value - a.value);
  }
  const rects = squarify(
    items.map((i) => i.value),
    rect,
  );
  return items.map((item, k) => ({ ...item.tile, rect: rects[k]! }));
}

/**
 * Lays out the market: companies without a sector, an industry or a positive market cap have no
 * size to draw and are left out (the caller counts them).
 */
export function layoutMarketMap(companies: readonly MapCompany[], options: LayoutOptions): MarketMapLayout {
  const { width, height, minTileArea, sectorLabel } = options;
  const drawable = companies.filter((c) => c.sector && c.industry && Number.isFinite(c.marketCap) && c.marketCap > 0);
  const sectors = sortedGroups(drawable, (c) => c.sector);
  const sectorRects = squarify(
    sectors.map((s) => s.marketCap),
    { x: 0, y: 0, w: width, h: height },
  );
  return {
    width,
    height,
    sectors: sectors.map((sector, i) => {
      const rect = sectorRects[i]!;
      // A sector too small for its label strip spends none on it.
      const body = rect.h > sectorLabel * 2.5 ? inset(rect, sectorLabel) : rect;
      const industries = sortedGroups(sector.members, (c) => c.industry);
      const industryRects = squarify(
        industries.map((g) => g.marketCap),
        body,
      );
      // Tiles are drawn at the scale of their own sector's body, which the label strips shrink a little.
      const areaPerDollar = (body.w * body.h) / sector.marketCap;
      return {
        name: sector.name,
        rect,
        marketCap: sector.marketCap,
        change: capWeightedChange(sector.members),
        count: sector.members.length,
        industries: industries.map((industry, k) => ({
          name: industry.name,
          rect: industryRects[k]!,
          marketCap: industry.marketCap,
          change: capWeightedChange(industry.members),
          count: industry.members.length,
          tiles: industryTiles(industry.members, industryRects[k]!, areaPerDollar, minTileArea),
        })),
      };
    }),
  };
}

/** The colour steps of a change, in percent, for each period: a year moves more than a day. */
const STEPS: Record<MapPeriod, readonly [number, number, number]> = {
  "1d": [1, 2, 3],
  "1w": [2, 4, 6],
  "1m": [3, 6, 10],
  "1y": [10, 20, 30],
};

/** Seven shades from a strong fall to a strong rise (white text on each is legible). */
export const CHANGE_SHADES = ["#b91c1c", "#9f3a3a", "#6b4048", "#475569", "#2f5f47", "#166534", "#15803d"] as const;

/** A neutral shade for a company without a change for the period. */
export const NO_CHANGE_SHADE = "#64748b";

/** The shade of a change: 3 steps down, flat, 3 steps up, by the period's steps. */
export function changeShade(change: number | null, period: MapPeriod): string {
  if (change === null || !Number.isFinite(change)) return NO_CHANGE_SHADE;
  const [a, b, c] = STEPS[period];
  const size = Math.abs(change);
  const step = size >= c ? 3 : size >= b ? 2 : size >= a ? 1 : 0;
  return CHANGE_SHADES[3 + Math.sign(change) * step]!;
}

/** The legend's bounds for a period: the change each shade starts at. */
export function shadeSteps(period: MapPeriod): readonly number[] {
  const [a, b, c] = STEPS[period];
  return [-c, -b, -a, 0, a, b, c];
}
