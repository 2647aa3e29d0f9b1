import type { CheckDefinition } from "../types";
import { isNum, money, unavailable } from "../format";

export const dividendGrowth: CheckDefinition = {
  type: "dividendGrowth",
  category: "dividend",
  title: "Growing dividend",
  evaluate(input) {
    const { dividendYears, dividendPerShare: now, dividendPerShareStart: start } = input;
    // Spec 5: fewer than 5 years of history makes growth unavailable.
    if (!isNum(dividendYears) || !isNum(now) || !isNum(start) || dividendYears < 5)
      return unavailable("dividend growth (it needs 5 years of dividends)");
    const years = Math.min(10, dividendYears);
    return now > start
      ? {
          passed: true,
          content: `The dividend per share grew to ${money(now)} from ${money(start)} ${years} years ago.`,
        }
      : {
          passed: false,
          content: `The dividend per share of ${money(now)} is not above ${money(start)} ${years} years ago.`,
        };
  },
};
