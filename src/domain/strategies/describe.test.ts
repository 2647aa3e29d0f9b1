import { describe, expect, it } from "vitest";
import { HOUSE_STRATEGIES, houseStrategy } from "./house";
import { costsText, methodOf } from "./describe";
import { DEFAULT_COSTS } from "./strategy";

describe("a strategy's method in words", () => {
  it("states the screen, the order, the weights and the costs", () => {
    const value = houseStrategy("top-rated-value")!;
    const method = methodOf(value.strategy);
    expect(method.holdings).toBe(20);
    expect(method.rebalance).toBe("monthly");
    expect(method.weighting).toBe("Equal weights");
    expect(method.rules).toHaveLength(3);
    expect(method.rules[0]).toMatch(/: A, B$/);
    expect(method.rules[1]).toMatch(/: 0 to 15$/);
    expect(method.rules[2]).toMatch(/^Sorted by .+, lowest first$/);
    expect(method.screenerUrl).toBe("/stock-screener?f[zr]=A,B&f[pe]=0,15&s=pe&sd=asc");
  });

  it("names the cap of a market-cap weighting and the default order", () => {
    const quality = methodOf(houseStrategy("quality-fair-price")!.strategy);
    expect(quality.weighting).toBe("By market cap, at most 10 % in one company");
    expect(methodOf(houseStrategy("small-caps-rated-a")!.strategy).rules.at(-1)).toBe(
      "Sorted by market cap, largest first",
    );
  });

  it("states the commission and every spread band", () => {
    expect(costsText(DEFAULT_COSTS)).toBe(
      "10 bp a side in commission and fees, plus half the bid-ask spread by size: 2 bp from $10 billion, 5 bp from $2 billion, 15 bp from $300 million, 40 bp below that.",
    );
  });

  it("describes every house strategy without an unknown filter key", () => {
    for (const house of HOUSE_STRATEGIES)
      for (const [i, rule] of methodOf(house.strategy).rules.entries())
        if (i < house.strategy.filters.length) expect(rule).toContain(": ");
  });
});
