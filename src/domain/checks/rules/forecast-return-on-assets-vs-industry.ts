import { greaterThan } from "../compare";
import { percent } from "../format";

export const forecastReturnOnAssetsVsIndustry = greaterThan({
  type: "forecastReturnOnAssetsVsIndustry",
  category: "forecast",
  title: "Forecast return on assets above industry",
  value: "forecastReturnOnAssets",
  other: "industryForecastReturnOnAssets",
  missing: "the forecast return on assets",
  passed: (value, other, industry) =>
    `Return on assets is forecast at ${percent(value)}, above the ${industry} forecast of ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Return on assets is forecast at ${percent(value)}, not above the ${industry} forecast of ${percent(other)}.`,
});
