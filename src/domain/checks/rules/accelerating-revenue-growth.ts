import { greaterThan } from "../compare";
import { percent } from "../format";

// Same rule as for earnings: last year's growth above the 5-year average.
export const acceleratingRevenueGrowth = greaterThan({
  type: "acceleratingRevenueGrowth",
  category: "performance",
  title: "Accelerating revenue growth",
  value: "revenueGrowthRate1Year",
  other: "revenueGrowthRate5Year",
  missing: "whether revenue growth is accelerating",
  passed: (value, other) =>
    `Revenue grew ${percent(value)} over the past year, faster than the 5-year average of ${percent(other)} a year.`,
  failed: (value, other) =>
    `Revenue grew ${percent(value)} over the past year, not faster than the 5-year average of ${percent(other)} a year.`,
});
