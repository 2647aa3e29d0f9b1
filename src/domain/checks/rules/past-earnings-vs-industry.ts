import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const pastEarningsVsIndustry: CheckDefinition = {
  type: "pastEarningsVsIndustry",
  category: "performance",
  title: "Earnings growth above industry",
  evaluate(input) {
    const { earningsGrowthRate1Year: value, industryEarningsGrowthRate1Year: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("past earnings growth against the industry");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Earnings grew ${percent(value)} over the past year, faster than the ${name} at ${percent(other)}.` }
      : { passed: false, content: `Earnings grew ${percent(value)} over the past year, not faster than the ${name} at ${percent(other)}.` };
  },
};
