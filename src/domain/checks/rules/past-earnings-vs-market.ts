import { greaterThan } from "../compare";
import { percent } from "../format";

export const pastEarningsVsMarket = greaterThan({
  type: "pastEarningsVsMarket",
  category: "performance",
  title: "Earnings growth above market",
  value: "earningsGrowthRate1Year",
  other: "marketEarningsGrowthRate1Year",
  missing: "past earnings growth against the market",
  passed: (value, other) =>
    `Earnings grew ${percent(value)} over the past year, faster than the US market median of ${percent(other)}.`,
  failed: (value, other) =>
    `Earnings grew ${percent(value)} over the past year, not faster than the US market median of ${percent(other)}.`,
});
