import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const debtToEquity: CheckDefinition = {
  type: "debtToEquity",
  category: "financials",
  title: "Healthy debt to equity",
  evaluate(input) {
    const { debtToEquityRatio: de } = input;
    if (!isNum(de)) return unavailable("debt to equity");
    // Spec 5: healthy below 0.4. Negative equity makes the ratio meaningless, and fails.
    if (de < 0) return { passed: false, content: `Debt to equity is not meaningful because equity is negative.` };
    return de < 0.4
      ? { passed: true, content: `Debt to equity of ${percent(de)} is below 40%.` }
      : { passed: false, content: `Debt to equity of ${percent(de)} is not below 40%.` };
  },
};
