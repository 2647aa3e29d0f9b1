import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastEarningsVsSavingsRate = greaterThan({
  type: "forecastEarningsVsSavingsRate",
  category: "forecast",
  title: "Forecast earnings growth above the savings rate",
  value: "forecastEarningsGrowthRate",
  other: "savingsRate",
  missing: "the forecast earnings growth against the savings rate",
  passed: (value, other) =>
    `Earnings are forecast to grow ${percent(value)} a year, faster than the savings rate of ${percent(other)}.`,
  failed: (value, other) =>
    `Earnings are forecast to grow ${percent(value)} a year, not faster than the savings rate of ${percent(other)}.`,
});
