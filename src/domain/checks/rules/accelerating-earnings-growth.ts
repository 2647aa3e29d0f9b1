import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const acceleratingEarningsGrowth: CheckDefinition = {
  type: "acceleratingEarningsGrowth",
  category: "performance",
  title: "Accelerating earnings growth",
  evaluate(input) {
    const { earningsGrowthRate1Year: value, earningsGrowthRate5Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("whether earnings growth is accelerating");
    // The spec gives no rule. An analyst's: growth over the last year above the company's own average yearly growth over five years.
    return value > other
      ? { passed: true, content: `Earnings grew ${percent(value)} over the past year, faster than the 5-year average of ${percent(other)} a year.` }
      : { passed: false, content: `Earnings grew ${percent(value)} over the past year, not faster than the 5-year average of ${percent(other)} a year.` };
  },
};
