import type { CheckDefinition } from "../types";
import { isNum, unavailable, wholePercent } from "../format";

export const longTermEarningsGrowthTrend: CheckDefinition = {
  type: "longTermEarningsGrowthTrend",
  category: "performance",
  title: "Long-term earnings growth",
  evaluate(input) {
    const { totalGrowthRate10Year: total } = input;
    if (!isNum(total)) return unavailable("10-year earnings growth");
    // Spec 5: earnings per share grew at least 100 percent over ten years.
    return total >= 1
      ? { passed: true, content: `Earnings per share grew ${wholePercent(total)} over ten years, at least 100%.` }
      : { passed: false, content: `Earnings per share grew ${wholePercent(total)} over ten years, less than 100%.` };
  },
};
