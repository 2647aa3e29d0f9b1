import { describe, expect, it } from "vitest";
import type { MarketUpdate } from "../../../domain/zen-investor/market-update";
import { breadthSentence, gradeSentence, portfolioSentence, sectorSentence } from "./market-update-text";

const update: MarketUpdate = {
  id: "2024-05",
  from: "2024-04-30",
  to: "2024-05-31",
  breadth: { advancers: 7, decliners: 3, unchanged: 0, medianReturn: 0.0123 },
  sectors: [
    { sectorId: 10, companies: 4, averageReturn: 0.05 },
    { sectorId: 20, companies: 6, averageReturn: -0.02 },
  ],
  grades: { upgrades: 2, downgrades: 1, newlyA: 1, leftA: 0, rated: 10 },
  portfolio: { return: 0.031, market: 0.02, buys: 1, sells: 2, holdings: 19 },
};

describe("the market update's sentences", () => {
  it("are written from the month's numbers", () => {
    expect(breadthSentence(update)).toBe(
      "7 of 10 companies rose and 3 fell (70 % up): a broad rise, with the median company at +1.2%.",
    );
    expect(sectorSentence(update, { 10: "Technology" })).toBe(
      "Technology led at +5.0% on average; Sector 20 trailed at −2.0%.",
    );
    expect(gradeSentence(update)).toBe(
      "Of 10 rated companies, 2 moved up a Zen Rating grade or more and 1 moved down; 1 became A and 0 lost their A.",
    );
    expect(portfolioSentence(update)).toBe(
      "The model portfolio returned +3.1% against the market's +2.0%, ahead of it; it filled 1 buy and 2 sells and ended the month with 19 holdings.",
    );
  });
});
