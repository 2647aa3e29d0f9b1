import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastEarningsGrowthVsMarket: CheckDefinition = {
  type: "forecastEarningsGrowthVsMarket",
  category: "forecast",
  title: "Forecast earnings growth above market",
  evaluate(input) {
    const { forecastEarningsGrowthRate: value, marketForecastEarningsGrowthRate: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast earnings growth against the market");
    return value > other
      ? { passed: true, content: `Earnings are forecast to grow ${percent(value)} a year, faster than the US market's ${percent(other)}.` }
      : { passed: false, content: `Earnings are forecast to grow ${percent(value)} a year, not faster than the US market's ${percent(other)}.` };
  },
};
