import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastRevenueGrowthVsIndustry: CheckDefinition = {
  type: "forecastRevenueGrowthVsIndustry",
  category: "forecast",
  title: "Forecast revenue growth above industry",
  evaluate(input) {
    const { forecastRevenueGrowthRate: value, industryForecastRevenueGrowthRate: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast revenue growth against the industry");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Revenue is forecast to grow ${percent(value)} a year, faster than the ${name} forecast of ${percent(other)}.` }
      : { passed: false, content: `Revenue is forecast to grow ${percent(value)} a year, not faster than the ${name} forecast of ${percent(other)}.` };
  },
};
