import type { CheckDefinition } from "../types";
import { isNum, ratio, unavailable } from "../format";

export const peVsIndustry: CheckDefinition = {
  type: "peVsIndustry",
  category: "valuation",
  title: "P/E below the industry",
  evaluate(input) {
    const { priceEarningsRatio: value, industryPriceEarningsRatio: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the P/E ratio against the industry");
    const name = industryName ? `${industryName} industry` : "industry";
    if (value <= 0)
      return {
        passed: false,
        content: `The P/E ratio is not meaningful because earnings are negative; the ${name} median is ${ratio(other)}.`,
      };
    return value < other
      ? { passed: true, content: `The P/E ratio of ${ratio(value)} is below the ${name} median of ${ratio(other)}.` }
      : {
          passed: false,
          content: `The P/E ratio of ${ratio(value)} is not below the ${name} median of ${ratio(other)}.`,
        };
  },
};
