import type { CheckDefinition } from "../types";
import { isNum, money, unavailable, wholePercent } from "../format";

export const belowFairValue: CheckDefinition = {
  type: "belowFairValue",
  category: "valuation",
  title: "Below fair value",
  evaluate(input) {
    const { price, fairValue } = input;
    if (!isNum(price) || !isNum(fairValue) || fairValue <= 0) return unavailable("the fair value");
    const gap = (fairValue - price) / fairValue;
    return gap > 0
      ? { passed: true, content: `The stock trades ${wholePercent(gap)} below its fair value of ${money(fairValue)}.` }
      : {
          passed: false,
          content: `The stock trades ${wholePercent(-gap)} above its fair value of ${money(fairValue)}.`,
        };
  },
};
