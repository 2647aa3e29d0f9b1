import { greaterThan } from "../compare";
import { percent } from "../format";

export const profitMarginGrowth = greaterThan({
  type: "profitMarginGrowth",
  category: "financials",
  title: "Growing profit margin",
  value: "netMargin",
  other: "netMargin1Year",
  missing: "the profit margin trend",
  passed: (value, other) => `The net profit margin rose to ${percent(value)} from ${percent(other)} a year ago.`,
  failed: (value, other) => `The net profit margin is ${percent(value)}, not above ${percent(other)} a year ago.`,
});
