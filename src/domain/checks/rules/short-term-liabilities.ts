import type { CheckDefinition } from "../types";
import { isNum, money, unavailable } from "../format";

export const shortTermLiabilities: CheckDefinition = {
  type: "shortTermLiabilities",
  category: "financials",
  title: "Short-term liabilities covered",
  evaluate(input) {
    const { assetsCurrent: value, liabilitiesCurrent: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("short-term liabilities");
    return value > other
      ? { passed: true, content: `Short-term assets of ${money(value)} exceed short-term liabilities of ${money(other)}.` }
      : { passed: false, content: `Short-term assets of ${money(value)} do not cover short-term liabilities of ${money(other)}.` };
  },
};
