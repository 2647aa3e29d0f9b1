import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastRevenueGrowthVsMarket = greaterThan({
  type: "forecastRevenueGrowthVsMarket",
  category: "forecast",
  title: "Forecast revenue growth above market",
  value: "forecastRevenueGrowthRate",
  other: "marketForecastRevenueGrowthRate",
  missing: "the forecast revenue growth against the market",
  passed: (value, other) =>
    `Revenue is forecast to grow ${percent(value)} a year, faster than the US market median of ${percent(other)}.`,
  failed: (value, other) =>
    `Revenue is forecast to grow ${percent(value)} a year, not faster than the US market median of ${percent(other)}.`,
});
