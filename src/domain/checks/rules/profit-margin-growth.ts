import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const profitMarginGrowth: CheckDefinition = {
  type: "profitMarginGrowth",
  category: "financials",
  title: "Growing profit margin",
  evaluate(input) {
    const { netMargin: value, netMargin1Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the profit margin trend");
    return value > other
      ? { passed: true, content: `The net profit margin rose to ${percent(value)} from ${percent(other)} a year ago.` }
      : { passed: false, content: `The net profit margin is ${percent(value)}, not above ${percent(other)} a year ago.` };
  },
};
