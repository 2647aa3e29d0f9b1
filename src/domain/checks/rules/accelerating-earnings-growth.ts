import { greaterThan } from "../compare";
import { percent } from "../format";

// The spec gives no rule. An analyst's: growth over the last year above the company's own average yearly growth over five years.
export const acceleratingEarningsGrowth = greaterThan({
  type: "acceleratingEarningsGrowth",
  category: "performance",
  title: "Accelerating earnings growth",
  value: "earningsGrowthRate1Year",
  other: "earningsGrowthRate5Year",
  missing: "whether earnings growth is accelerating",
  passed: (value, other) =>
    `Earnings grew ${percent(value)} over the past year, faster than the 5-year average of ${percent(other)} a year.`,
  failed: (value, other) =>
    `Earnings grew ${percent(value)} over the past year, not faster than the 5-year average of ${percent(other)} a year.`,
});
