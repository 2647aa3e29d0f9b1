import { greaterThan } from "../compare";
import { percent } from "../format";

export const increasingReturnOnCapitalEmployed = greaterThan({
  type: "increasingReturnOnCapitalEmployed",
  category: "performance",
  title: "Rising return on capital employed",
  value: "returnOnCapitalEmployed",
  other: "returnOnCapitalEmployed3Year",
  missing: "the return on capital employed trend",
  passed: (value, other) =>
    `Return on capital employed rose to ${percent(value)} from ${percent(other)} three years ago.`,
  failed: (value, other) =>
    `Return on capital employed is ${percent(value)}, not above ${percent(other)} three years ago.`,
});
