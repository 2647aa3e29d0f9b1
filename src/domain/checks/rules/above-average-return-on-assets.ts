import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const aboveAverageReturnOnAssets: CheckDefinition = {
  type: "aboveAverageReturnOnAssets",
  category: "performance",
  title: "Return on assets above industry",
  evaluate(input) {
    const { returnOnAssets: value, industryReturnOnAssets: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("return on assets against the industry");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Return on assets of ${percent(value)} is above the ${name} average of ${percent(other)}.` }
      : { passed: false, content: `Return on assets of ${percent(value)} is not above the ${name} average of ${percent(other)}.` };
  },
};
