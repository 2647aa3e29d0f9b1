import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const pastRevenueVsMarket: CheckDefinition = {
  type: "pastRevenueVsMarket",
  category: "performance",
  title: "Revenue growth above market",
  evaluate(input) {
    const { revenueGrowthRate1Year: value, marketRevenueGrowthRate1Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("past revenue growth against the market");
    return value > other
      ? { passed: true, content: `Revenue grew ${percent(value)} over the past year, faster than the US market at ${percent(other)}.` }
      : { passed: false, content: `Revenue grew ${percent(value)} over the past year, not faster than the US market at ${percent(other)}.` };
  },
};
