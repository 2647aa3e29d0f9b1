import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const pastRevenueVsIndustry: CheckDefinition = {
  type: "pastRevenueVsIndustry",
  category: "performance",
  title: "Revenue growth above industry",
  evaluate(input) {
    const { revenueGrowthRate1Year: value, industryRevenueGrowthRate1Year: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("past revenue growth against the industry");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Revenue grew ${percent(value)} over the past year, faster than the ${name} at ${percent(other)}.` }
      : { passed: false, content: `Revenue grew ${percent(value)} over the past year, not faster than the ${name} at ${percent(other)}.` };
  },
};
