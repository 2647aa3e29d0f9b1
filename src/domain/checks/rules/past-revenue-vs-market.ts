import { greaterThan } from "../compare";
import { percent } from "../format";

export const pastRevenueVsMarket = greaterThan({
  type: "pastRevenueVsMarket",
  category: "performance",
  title: "Revenue growth above market",
  value: "revenueGrowthRate1Year",
  other: "marketRevenueGrowthRate1Year",
  missing: "past revenue growth against the market",
  passed: (value, other) =>
    `Revenue grew ${percent(value)} over the past year, faster than the US market median of ${percent(other)}.`,
  failed: (value, other) =>
    `Revenue grew ${percent(value)} over the past year, not faster than the US market median of ${percent(other)}.`,
});
