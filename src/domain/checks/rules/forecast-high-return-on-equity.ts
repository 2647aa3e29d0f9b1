import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastHighReturnOnEquity: CheckDefinition = {
  type: "forecastHighReturnOnEquity",
  category: "forecast",
  title: "High forecast return on equity",
  evaluate(input) {
    const { forecastReturnOnEquity: value } = input;
    if (!isNum(value)) return unavailable("the forecast return on equity");
    // Spec 5: forecast return on equity above 20 percent.
    return value > 0.2
      ? { passed: true, content: `Return on equity is forecast at ${percent(value)}, above 20%.` }
      : { passed: false, content: `Return on equity is forecast at ${percent(value)}, not above 20%.` };
  },
};
