import { describe, expect, it } from "vitest";
import type { CompanyFigures } from "./company-figures";
import { median, MIN_PEERS, peerGroups, quantile } from "./peer-figures";

function figures(pe: number | null, dividendYield: number | null = null): CompanyFigures {
  const none = null;
  return {
    priceEarnings: pe,
    priceToBook: none,
    returnOnAssets: none,
    earningsGrowth1Year: none,
    revenueGrowth1Year: none,
    dividendYield,
    forecast: { earningsGrowth: none, revenueGrowth: none, returnOnEquity: none, returnOnAssets: none },
  } as CompanyFigures;
}

describe("median and quantile", () => {
  it("interpolate between the middle values and skip unknowns", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, null, 1, 3, 2])).toBe(2.5);
    expect(median([null, Number.NaN])).toBeNull();
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.75)).toBe(17.5);
  });
});

describe("peerGroups", () => {
  const members = [
    // Industry 1 (sector 1): five companies with a P/E.
    ...[10, 12, 14, 16, 18].map((pe) => ({ industryId: 1, sectorId: 1, figures: figures(pe, 0.02) })),
    // Industry 2 (sector 1): too few for its own median.
    ...[40, 50].map((pe) => ({ industryId: 2, sectorId: 1, figures: figures(pe) })),
    // Industry 3 (sector 2), alone in its sector.
    { industryId: 3, sectorId: 2, figures: figures(100, 0.06) },
  ];
  const peers = peerGroups(members);

  it("takes an industry's median when it has enough companies with the figure", () => {
    expect(MIN_PEERS).toBe(5);
    expect(peers.industry(1, 1).priceEarnings).toBe(14);
  });

  it("borrows the sector's median for a thin industry, and the market's for a missing one", () => {
    expect(peers.industry(2, 1).priceEarnings).toBe(16);
    expect(peers.industry(3, 2).priceEarnings).toBe(100);
    expect(peers.industry(null, null).priceEarnings).toBe(peers.market.priceEarnings);
    expect(peers.market.priceEarnings).toBe(17);
  });

  it("gives the dividend yields that mark the top 75% and top 25% of payers, ignoring non-payers", () => {
    // Payers' yields: five of 2% and one of 6%.
    expect(peers.dividendYield25).toBeCloseTo(0.02, 12);
    expect(peers.dividendYield75).toBeCloseTo(0.02, 12);
    const spread = peerGroups(
      [0.01, 0.02, 0.03, 0.04, 0.05].map((y) => ({ industryId: 1, sectorId: 1, figures: figures(null, y) })),
    );
    expect(spread.dividendYield25).toBeCloseTo(0.02, 12);
    expect(spread.dividendYield75).toBeCloseTo(0.04, 12);
  });
});
