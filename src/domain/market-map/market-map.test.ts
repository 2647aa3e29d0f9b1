import { describe, expect, it } from "vitest";
import {
  capWeightedChange,
  changeShade,
  CHANGE_SHADES,
  layoutMarketMap,
  mapPeriodOf,
  NO_CHANGE_SHADE,
  type MapCompany,
} from "./market-map";

function company(id: number, sector: string, industry: string, marketCap: number, change: number | null): MapCompany {
  return { id, ticker: `T${id}`, name: `Company ${id}`, sector, industry, marketCap, change, url: `/c/${id}` };
}

const MARKET: MapCompany[] = [
  company(1, "Technology", "Software", 3000, 2),
  company(2, "Technology", "Software", 1000, -1),
  company(3, "Technology", "Semiconductors", 1500, 4),
  company(4, "Energy", "Oil & Gas", 800, -3),
  company(5, "Energy", "Oil & Gas", 1, 10),
  company(6, "Energy", "Oil & Gas", 2, null),
  company(7, "Health Care", "Biotech", 700, null),
  company(8, "Health Care", "Biotech", 0, 5),
];

const OPTIONS = { width: 1000, height: 600, minTileArea: 500, sectorLabel: 16 };

describe("layoutMarketMap", () => {
  const map = layoutMarketMap(MARKET, OPTIONS);
  const tiles = map.sectors.flatMap((s) => s.industries.flatMap((i) => i.tiles));

  it("orders sectors and industries by market cap and sizes each sector by its companies' caps", () => {
    expect(map.sectors.map((s) => s.name)).toEqual(["Technology", "Energy", "Health Care"]);
    expect(map.sectors[0]!.industries.map((i) => i.name)).toEqual(["Software", "Semiconductors"]);
    const total = 3000 + 1000 + 1500 + 800 + 1 + 2 + 700;
    for (const s of map.sectors) expect((s.rect.w * s.rect.h) / (1000 * 600)).toBeCloseTo(s.marketCap / total, 6);
  });

  it("draws every company with a size, folding those too small to see into one tile per industry", () => {
    const drawn = tiles.flatMap((t) => (t.company ? [t.company.id] : []));
    expect(drawn.sort()).toEqual([1, 2, 3, 4, 7]);
    const folded = tiles.filter((t) => t.folded);
    expect(folded).toHaveLength(1);
    expect(folded[0]!.folded).toEqual({ count: 2, marketCap: 3 });
    // The folded companies' change: only the one with a change counts.
    expect(folded[0]!.change).toBe(10);
    // A company without a market cap has no size: left out.
    expect(tiles.some((t) => t.company?.id === 8)).toBe(false);
  });

  it("keeps each industry's tiles inside its rectangle and each industry inside its sector", () => {
    for (const s of map.sectors)
      for (const i of s.industries) {
        expect(i.rect.y).toBeGreaterThanOrEqual(s.rect.y);
        expect(i.rect.x + i.rect.w).toBeLessThanOrEqual(s.rect.x + s.rect.w + 1e-6);
        const sum = i.tiles.reduce((a, t) => a + t.rect.w * t.rect.h, 0);
        expect(sum).toBeCloseTo(i.rect.w * i.rect.h, 6);
      }
  });

  it("leaves room for the sector's label above its industries", () => {
    const tech = map.sectors[0]!;
    const top = Math.min(...tech.industries.map((i) => i.rect.y));
    expect(top - tech.rect.y).toBeCloseTo(16, 6);
  });

  it("weights the groups' changes by market cap", () => {
    expect(map.sectors[0]!.change).toBeCloseTo((3000 * 2 + 1000 * -1 + 1500 * 4) / 5500, 10);
    expect(map.sectors[2]!.change).toBeNull();
  });

  it("is the same for the same market in any order", () => {
    expect(layoutMarketMap([...MARKET].reverse(), OPTIONS)).toEqual(map);
  });

  it("draws an empty market as nothing", () => {
    expect(layoutMarketMap([], OPTIONS).sectors).toEqual([]);
  });
});

describe("capWeightedChange", () => {
  it("ignores companies without a change or a cap", () => {
    expect(
      capWeightedChange([
        { marketCap: 100, change: 1 },
        { marketCap: 300, change: 3 },
        { marketCap: 0, change: 50 },
        { marketCap: 500, change: null },
      ]),
    ).toBe(2.5);
    expect(capWeightedChange([{ marketCap: 5, change: null }])).toBeNull();
  });
});

describe("changeShade", () => {
  it("shades a day's change in steps of 1, 2 and 3 percent each way", () => {
    expect([-3.5, -2, -1.2, 0, 0.99, 1, 2.5, 7].map((c) => changeShade(c, "1d"))).toEqual([
      CHANGE_SHADES[0],
      CHANGE_SHADES[1],
      CHANGE_SHADES[2],
      CHANGE_SHADES[3],
      CHANGE_SHADES[3],
      CHANGE_SHADES[4],
      CHANGE_SHADES[5],
      CHANGE_SHADES[6],
    ]);
  });

  it("needs larger moves over a year for the same shade", () => {
    expect(changeShade(5, "1y")).toBe(CHANGE_SHADES[3]);
    expect(changeShade(-30, "1y")).toBe(CHANGE_SHADES[0]);
    expect(changeShade(null, "1w")).toBe(NO_CHANGE_SHADE);
  });

  it("reads the period from the address, a day by default", () => {
    expect(mapPeriodOf("1y")).toBe("1y");
    expect(mapPeriodOf("5y")).toBe("1d");
    expect(mapPeriodOf(null)).toBe("1d");
  });
});
