import { greaterThan } from "../compare";
import { percent } from "../format";

export const pastRevenueVsIndustry = greaterThan({
  type: "pastRevenueVsIndustry",
  category: "performance",
  title: "Revenue growth above industry",
  value: "revenueGrowthRate1Year",
  other: "industryRevenueGrowthRate1Year",
  missing: "past revenue growth against the industry",
  passed: (value, other, industry) =>
    `Revenue grew ${percent(value)} over the past year, faster than the ${industry} at ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Revenue grew ${percent(value)} over the past year, not faster than the ${industry} at ${percent(other)}.`,
});
