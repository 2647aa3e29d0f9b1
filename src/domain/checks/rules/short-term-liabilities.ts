import { greaterThan } from "../compare";
import { money } from "../format";

export const shortTermLiabilities = greaterThan({
  type: "shortTermLiabilities",
  category: "financials",
  title: "Short-term liabilities covered",
  value: "assetsCurrent",
  other: "liabilitiesCurrent",
  missing: "short-term liabilities",
  passed: (value, other) => `Short-term assets of ${money(value)} exceed short-term liabilities of ${money(other)}.`,
  failed: (value, other) =>
    `Short-term assets of ${money(value)} do not cover short-term liabilities of ${money(other)}.`,
});
