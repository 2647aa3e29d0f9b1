import { greaterThan } from "../compare";
import { money } from "../format";

export const longTermLiabilities = greaterThan({
  type: "longTermLiabilities",
  category: "financials",
  title: "Long-term liabilities covered",
  value: "assetsCurrent",
  other: "liabilitiesNonCurrent",
  missing: "long-term liabilities",
  passed: (value, other) => `Short-term assets of ${money(value)} exceed long-term liabilities of ${money(other)}.`,
  failed: (value, other) =>
    `Short-term assets of ${money(value)} do not cover long-term liabilities of ${money(other)}.`,
});
