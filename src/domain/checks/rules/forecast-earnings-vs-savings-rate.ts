import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastEarningsVsSavingsRate: CheckDefinition = {
  type: "forecastEarningsVsSavingsRate",
  category: "forecast",
  title: "Forecast earnings growth above the savings rate",
  evaluate(input) {
    const { forecastEarningsGrowthRate: value, savingsRate: other } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast earnings growth against the savings rate");
    return value > other
      ? { passed: true, content: `Earnings are forecast to grow ${percent(value)} a year, faster than the savings rate of ${percent(other)}.` }
      : { passed: false, content: `Earnings are forecast to grow ${percent(value)} a year, not faster than the savings rate of ${percent(other)}.` };
  },
};
