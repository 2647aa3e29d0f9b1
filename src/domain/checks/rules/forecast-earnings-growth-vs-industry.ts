import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastEarningsGrowthVsIndustry = greaterThan({
  type: "forecastEarningsGrowthVsIndustry",
  category: "forecast",
  title: "Forecast earnings growth above industry",
  value: "forecastEarningsGrowthRate",
  other: "industryForecastEarningsGrowthRate",
  missing: "the forecast earnings growth against the industry",
  passed: (value, other, industry) =>
    `Earnings are forecast to grow ${percent(value)} a year, faster than the ${industry} forecast of ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Earnings are forecast to grow ${percent(value)} a year, not faster than the ${industry} forecast of ${percent(other)}.`,
});
