import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastEarningsGrowthVsMarket = greaterThan({
  type: "forecastEarningsGrowthVsMarket",
  category: "forecast",
  title: "Forecast earnings growth above market",
  value: "forecastEarningsGrowthRate",
  other: "marketForecastEarningsGrowthRate",
  missing: "the forecast earnings growth against the market",
  passed: (value, other) =>
    `Earnings are forecast to grow ${percent(value)} a year, faster than the US market median of ${percent(other)}.`,
  failed: (value, other) =>
    `Earnings are forecast to grow ${percent(value)} a year, not faster than the US market median of ${percent(other)}.`,
});
