import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const acceleratingRevenueGrowth: CheckDefinition = {
  type: "acceleratingRevenueGrowth",
  category: "performance",
  title: "Accelerating revenue growth",
  evaluate(input) {
    const { revenueGrowthRate1Year: value, revenueGrowthRate5Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("whether revenue growth is accelerating");
    // Same rule as for earnings: last year's growth above the 5-year average.
    return value > other
      ? { passed: true, content: `Revenue grew ${percent(value)} over the past year, faster than the 5-year average of ${percent(other)} a year.` }
      : { passed: false, content: `Revenue grew ${percent(value)} over the past year, not faster than the 5-year average of ${percent(other)} a year.` };
  },
};
