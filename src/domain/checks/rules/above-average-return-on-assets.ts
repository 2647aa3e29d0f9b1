import { greaterThan } from "../compare";
import { percent } from "../format";

export const aboveAverageReturnOnAssets = greaterThan({
  type: "aboveAverageReturnOnAssets",
  category: "performance",
  title: "Return on assets above industry",
  value: "returnOnAssets",
  other: "industryReturnOnAssets",
  missing: "return on assets against the industry",
  passed: (value, other, industry) =>
    `Return on assets of ${percent(value)} is above the ${industry} median of ${percent(other)}.`,
  failed: (value, other, industry) =>
    `Return on assets of ${percent(value)} is not above the ${industry} median of ${percent(other)}.`,
});
