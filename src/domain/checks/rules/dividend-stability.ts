import type { CheckDefinition } from "../types";
import { isNum, unavailable } from "../format";

export const dividendStability: CheckDefinition = {
  type: "dividendStability",
  category: "dividend",
  title: "Stable dividend",
  evaluate(input) {
    const { dividendYears, dividendDropCount: drops } = input;
    // Spec 5: fewer than 5 years of history makes stability unavailable; years shown capped at 10.
    if (!isNum(dividendYears) || !isNum(drops) || dividendYears < 5)
      return unavailable("dividend stability (it needs 5 years of dividends)");
    const years = Math.min(10, dividendYears);
    return drops === 0
      ? { passed: true, content: `The dividend has not dropped by more than 10% in ${years} years.` }
      : {
          passed: false,
          content: `The dividend dropped by more than 10% ${drops} ${drops === 1 ? "time" : "times"} in ${years} years.`,
        };
  },
};
