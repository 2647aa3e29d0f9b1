import { greaterThan } from "../compare";
import { percent } from "../format";

export const shrinkingDebt = greaterThan({
  type: "shrinkingDebt",
  category: "financials",
  title: "Debt shrinking",
  value: "debtToEquityRatio5Year",
  other: "debtToEquityRatio",
  missing: "the debt trend",
  passed: (value, other) => `Debt to equity fell to ${percent(other)} from ${percent(value)} five years ago.`,
  failed: (value, other) => `Debt to equity is ${percent(other)}, not below ${percent(value)} five years ago.`,
});
