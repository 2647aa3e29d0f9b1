import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastHighGrowthEarnings: CheckDefinition = {
  type: "forecastHighGrowthEarnings",
  category: "forecast",
  title: "High forecast earnings growth",
  evaluate(input) {
    const { forecastEarningsGrowthRate: value } = input;
    if (!isNum(value)) return unavailable("the forecast earnings growth");
    // Spec 5: high growth is 20 percent a year or more.
    return value >= 0.2
      ? { passed: true, content: `Earnings are forecast to grow ${percent(value)} a year, 20% or more.` }
      : { passed: false, content: `Earnings are forecast to grow ${percent(value)} a year, less than 20%.` };
  },
};
