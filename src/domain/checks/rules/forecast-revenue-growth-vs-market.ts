import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastRevenueGrowthVsMarket: CheckDefinition = {
  type: "forecastRevenueGrowthVsMarket",
  category: "forecast",
  title: "Forecast revenue growth above market",
  evaluate(input) {
    const { forecastRevenueGrowthRate: value, marketForecastRevenueGrowthRate: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast revenue growth against the market");
    return value > other
      ? { passed: true, content: `Revenue is forecast to grow ${percent(value)} a year, faster than the US market's ${percent(other)}.` }
      : { passed: false, content: `Revenue is forecast to grow ${percent(value)} a year, not faster than the US market's ${percent(other)}.` };
  },
};
