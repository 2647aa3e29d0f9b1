import type { CheckDefinition } from "../types";
import { isNum, money, unavailable, wholePercent } from "../format";

/** Spec 5: more than 20 percent below fair value. */
export const SIGNIFICANT_DISCOUNT = 0.2;

export const significantlyBelowFairValue: CheckDefinition = {
  type: "significantlyBelowFairValue",
  category: "valuation",
  title: "Significantly below fair value",
  evaluate(input) {
    const { price, fairValue } = input;
    if (!isNum(price) || !isNum(fairValue) || fairValue <= 0) return unavailable("the fair value");
    const gap = (fairValue - price) / fairValue;
    if (gap > SIGNIFICANT_DISCOUNT)
      return {
        passed: true,
        content: `The stock trades ${wholePercent(gap)} below its fair value of ${money(fairValue)}, more than 20% below.`,
      };
    return {
      passed: false,
      content:
        gap > 0
          ? `The stock trades ${wholePercent(gap)} below its fair value of ${money(fairValue)}, not more than 20% below.`
          : `The stock trades ${wholePercent(-gap)} above its fair value of ${money(fairValue)}.`,
    };
  },
};
