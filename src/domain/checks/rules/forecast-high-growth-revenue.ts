import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastHighGrowthRevenue: CheckDefinition = {
  type: "forecastHighGrowthRevenue",
  category: "forecast",
  title: "High forecast revenue growth",
  evaluate(input) {
    const { forecastRevenueGrowthRate: value } = input;
    if (!isNum(value)) return unavailable("the forecast revenue growth");
    // Spec 5: high growth is 20 percent a year or more.
    return value >= 0.2
      ? { passed: true, content: `Revenue is forecast to grow ${percent(value)} a year, 20% or more.` }
      : { passed: false, content: `Revenue is forecast to grow ${percent(value)} a year, less than 20%.` };
  },
};
