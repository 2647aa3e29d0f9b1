import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const increasingReturnOnCapitalEmployed: CheckDefinition = {
  type: "increasingReturnOnCapitalEmployed",
  category: "performance",
  title: "Rising return on capital employed",
  evaluate(input) {
    const { returnOnCapitalEmployed: value, returnOnCapitalEmployed3Year: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the return on capital employed trend");
    return value > other
      ? { passed: true, content: `Return on capital employed rose to ${percent(value)} from ${percent(other)} three years ago.` }
      : { passed: false, content: `Return on capital employed is ${percent(value)}, not above ${percent(other)} three years ago.` };
  },
};
