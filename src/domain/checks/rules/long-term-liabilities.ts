import type { CheckDefinition } from "../types";
import { isNum, money, unavailable } from "../format";

export const longTermLiabilities: CheckDefinition = {
  type: "longTermLiabilities",
  category: "financials",
  title: "Long-term liabilities covered",
  evaluate(input) {
    const { assetsCurrent: value, liabilitiesNonCurrent: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("long-term liabilities");
    return value > other
      ? { passed: true, content: `Short-term assets of ${money(value)} exceed long-term liabilities of ${money(other)}.` }
      : { passed: false, content: `Short-term assets of ${money(value)} do not cover long-term liabilities of ${money(other)}.` };
  },
};
