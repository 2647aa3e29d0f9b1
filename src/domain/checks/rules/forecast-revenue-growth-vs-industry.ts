import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastRevenueGrowthVsIndustry = greaterThan({
  type: "forecastRevenueGrowthVsIndustry",
  category: "forecast",
  title: "Forecast revenue growth above industry",
  value: "forecastRevenueGrowthRate",
  other: "industryForecastRevenueGrowthRate",
  missing: "the forecast revenue growth against the industry",
  passed: (value, other, industry) =>
    `Revenue is forecast to grow ${percent(value)} a year, faster than the ${industry} forecast of ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Revenue is forecast to grow ${percent(value)} a year, not faster than the ${industry} forecast of ${percent(other)}.`,
});
