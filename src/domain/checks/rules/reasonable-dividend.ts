import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const reasonableDividend: CheckDefinition = {
  type: "reasonableDividend",
  category: "dividend",
  title: "Decent dividend yield",
  evaluate(input) {
    const { dividendYield: y, dividendYieldPercentile25: bottom } = input;
    if (!isNum(y) || !isNum(bottom)) return unavailable("the dividend yield");
    if (y <= 0) return { passed: false, content: `The company pays no dividend.` };
    // Spec 5: decent means in the top 75% of dividend payers.
    return y >= bottom
      ? {
          passed: true,
          content: `The dividend yield of ${percent(y, 2)} is in the top 75% of US dividend payers (${percent(bottom, 2)} or more).`,
        }
      : {
          passed: false,
          content: `The dividend yield of ${percent(y, 2)} is in the bottom 25% of US dividend payers (below ${percent(bottom, 2)}).`,
        };
  },
};
