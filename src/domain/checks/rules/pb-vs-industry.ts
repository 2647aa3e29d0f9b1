import type { CheckDefinition } from "../types";
import { isNum, ratio, unavailable } from "../format";

export const pbVsIndustry: CheckDefinition = {
  type: "pbVsIndustry",
  category: "valuation",
  title: "P/B below the industry",
  evaluate(input) {
    const { priceToBookValue: value, industryPriceToBookValue: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the P/B ratio against the industry");
    const name = industryName ? `${industryName} industry` : "industry";
    if (value <= 0)
      return {
        passed: false,
        content: `The P/B ratio is not meaningful because book value is negative; the ${name} median is ${ratio(other)}.`,
      };
    return value < other
      ? { passed: true, content: `The P/B ratio of ${ratio(value)} is below the ${name} median of ${ratio(other)}.` }
      : {
          passed: false,
          content: `The P/B ratio of ${ratio(value)} is not below the ${name} median of ${ratio(other)}.`,
        };
  },
};
