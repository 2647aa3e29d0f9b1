import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const highReturnOnEquity: CheckDefinition = {
  type: "highReturnOnEquity",
  category: "performance",
  title: "High return on equity",
  evaluate(input) {
    const { returnOnEquity: value } = input;
    if (!isNum(value)) return unavailable("return on equity");
    // Spec 5: above 20 percent over the trailing four quarters.
    return value > 0.2
      ? { passed: true, content: `Return on equity over the last four quarters is ${percent(value)}, above 20%.` }
      : { passed: false, content: `Return on equity over the last four quarters is ${percent(value)}, not above 20%.` };
  },
};
