import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const shrinkingDebt: CheckDefinition = {
  type: "shrinkingDebt",
  category: "financials",
  title: "Debt shrinking",
  evaluate(input) {
    const { debtToEquityRatio5Year: value, debtToEquityRatio: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the debt trend");
    return value > other
      ? { passed: true, content: `Debt to equity fell to ${percent(other)} from ${percent(value)} five years ago.` }
      : { passed: false, content: `Debt to equity is ${percent(other)}, not below ${percent(value)} five years ago.` };
  },
};
