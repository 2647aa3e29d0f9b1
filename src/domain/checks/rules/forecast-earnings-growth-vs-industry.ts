import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastEarningsGrowthVsIndustry: CheckDefinition = {
  type: "forecastEarningsGrowthVsIndustry",
  category: "forecast",
  title: "Forecast earnings growth above industry",
  evaluate(input) {
    const { forecastEarningsGrowthRate: value, industryForecastEarningsGrowthRate: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast earnings growth against the industry");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Earnings are forecast to grow ${percent(value)} a year, faster than the ${name} forecast of ${percent(other)}.` }
      : { passed: false, content: `Earnings are forecast to grow ${percent(value)} a year, not faster than the ${name} forecast of ${percent(other)}.` };
  },
};
