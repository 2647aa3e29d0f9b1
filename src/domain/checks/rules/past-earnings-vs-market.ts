import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const pastEarningsVsMarket: CheckDefinition = {
  type: "pastEarningsVsMarket",
  category: "performance",
  title: "Earnings growth above market",
  evaluate(input) {
    const { earningsGrowthRate1Year: value, marketEarningsGrowthRate1Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("past earnings growth against the market");
    return value > other
      ? { passed: true, content: `Earnings grew ${percent(value)} over the past year, faster than the US market at ${percent(other)}.` }
      : { passed: false, content: `Earnings grew ${percent(value)} over the past year, not faster than the US market at ${percent(other)}.` };
  },
};
