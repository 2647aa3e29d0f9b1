import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const forecastReturnOnAssetsVsIndustry: CheckDefinition = {
  type: "forecastReturnOnAssetsVsIndustry",
  category: "forecast",
  title: "Forecast return on assets above industry",
  evaluate(input) {
    const { forecastReturnOnAssets: value, industryForecastReturnOnAssets: other, industryName } = input;
    if (!isNum(value) || !isNum(other)) return unavailable("the forecast return on assets");
    const name = industryName ?? "industry";
    return value > other
      ? { passed: true, content: `Return on assets is forecast at ${percent(value)}, above the ${name} forecast of ${percent(other)}.` }
      : { passed: false, content: `Return on assets is forecast at ${percent(value)}, not above the ${name} forecast of ${percent(other)}.` };
  },
};
