import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const highDividend: CheckDefinition = {
  type: "highDividend",
  category: "dividend",
  title: "High dividend yield",
  evaluate(input) {
    const { dividendYield: y, dividendYieldPercentile75: top } = input;
    if (!isNum(y) || !isNum(top)) return unavailable("the dividend yield");
    if (y <= 0) return { passed: false, content: `The company pays no dividend.` };
    // Spec 5: high means in the top 25% of dividend payers.
    return y >= top
      ? {
          passed: true,
          content: `The dividend yield of ${percent(y, 2)} is in the top 25% of US dividend payers (${percent(top, 2)} or more).`,
        }
      : {
          passed: false,
          content: `The dividend yield of ${percent(y, 2)} is below the top 25% of US dividend payers (${percent(top, 2)}).`,
        };
  },
};
