import { describe, expect, it } from "vitest";
import type { AnalystRatingRow } from "./company-data";
import { consensus, insiderNet, latestPerAnalyst, priceTarget, ratingForScore } from "./summaries";

const rating = (
  analystId: number,
  ratedOn: string,
  r: AnalystRatingRow["rating"],
  priceTarget: number | null = null,
): AnalystRatingRow => ({ analystId, ratedOn, rating: r, priceTarget });

describe("analyst consensus", () => {
  it("counts each analyst's latest rating once", () => {
    const rows = [
      rating(1, "2019-01-01", "sell"),
      rating(1, "2019-03-01", "buy"),
      rating(2, "2019-02-01", "strong_buy"),
    ];
    expect(
      latestPerAnalyst(rows)
        .map((r) => r.rating)
        .sort(),
    ).toEqual(["buy", "strong_buy"]);
    const c = consensus(rows)!;
    expect(c.counts).toEqual({ strong_buy: 1, buy: 1, hold: 0, sell: 0, strong_sell: 0 });
    expect(c.analysts).toBe(2);
    expect(c.score).toBe(4.5);
    expect(c.rating).toBe("strong_buy");
  });

  it("rounds the average score to a rating at the half points", () => {
    expect([5, 4.5, 4.49, 3.5, 3.49, 2.5, 2.49, 1.5, 1.49, 1].map(ratingForScore)).toEqual([
      "strong_buy",
      "strong_buy",
      "buy",
      "buy",
      "hold",
      "hold",
      "sell",
      "sell",
      "strong_sell",
      "strong_sell",
    ]);
  });

  it("has no consensus without ratings", () => {
    expect(consensus([])).toBeNull();
  });
});

describe("price target", () => {
  it("ranges over the analysts' latest targets, with the upside of the average", () => {
    const rows = [
      rating(1, "2019-01-01", "buy", 50),
      rating(1, "2019-02-01", "buy", 60),
      rating(2, "2019-01-05", "hold", 40),
      rating(3, "2019-01-05", "hold", null),
    ];
    expect(priceTarget(rows, 40)).toEqual({ low: 40, average: 50, high: 60, upside: 0.25, count: 2 });
  });

  it("has none without targets or a price", () => {
    expect(priceTarget([rating(1, "2019-01-01", "buy")], 10)).toBeNull();
    expect(priceTarget([rating(1, "2019-01-01", "buy", 10)], null)).toBeNull();
  });
});

describe("insiders' net trading", () => {
  it("adds purchases and sales and says which way insiders lean", () => {
    const net = insiderNet([
      { tradedOn: "2019-01-01", shares: 1000, price: 10 },
      { tradedOn: "2019-02-01", shares: -300, price: 20 },
    ]);
    expect(net).toEqual({
      sharesBought: 1000,
      sharesSold: 300,
      netShares: 700,
      netValue: 4000,
      direction: "buying",
      transactions: 2,
    });
    expect(insiderNet([{ tradedOn: "2019-02-01", shares: -5, price: 1 }]).direction).toBe("selling");
    expect(insiderNet([]).direction).toBe("none");
  });
});
