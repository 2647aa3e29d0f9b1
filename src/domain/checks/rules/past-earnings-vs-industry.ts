import { greaterThan } from "../compare";
import { percent } from "../format";

export const pastEarningsVsIndustry = greaterThan({
  type: "pastEarningsVsIndustry",
  category: "performance",
  title: "Earnings growth above industry",
  value: "earningsGrowthRate1Year",
  other: "industryEarningsGrowthRate1Year",
  missing: "past earnings growth against the industry",
  passed: (value, other, industry) =>
    `Earnings grew ${percent(value)} over the past year, faster than the ${industry} at ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Earnings grew ${percent(value)} over the past year, not faster than the ${industry} at ${percent(other)}.`,
});
