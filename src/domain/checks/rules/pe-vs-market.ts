import type { CheckDefinition } from "../types";
import { isNum, ratio, unavailable } from "../format";

export const peVsMarket: CheckDefinition = {
  type: "peVsMarket",
  category: "valuation",
  title: "P/E below the market",
  evaluate(input) {
    const { priceEarningsRatio: value, marketPriceEarningsRatio: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the P/E ratio against the market");
    if (value <= 0)
      return {
        passed: false,
        content: `The P/E ratio is not meaningful because earnings are negative; the US market median is ${ratio(other)}.`,
      };
    return value < other
      ? { passed: true, content: `The P/E ratio of ${ratio(value)} is below the US market median of ${ratio(other)}.` }
      : {
          passed: false,
          content: `The P/E ratio of ${ratio(value)} is not below the US market median of ${ratio(other)}.`,
        };
  },
};
