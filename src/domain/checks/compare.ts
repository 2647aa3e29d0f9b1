import { isNum, unavailable } from "./format";
import type { CheckCategory, CheckDefinition, CheckInput } from "./types";

// Most checks compare one figure with another (the company with its industry, the market, its
// own past): one definition serves them all, and each rule file states only its figures and words.

type NumericInput = {
  [K in keyof CheckInput]-?: NonNullable<CheckInput[K]> extends number ? K : never;
}[keyof CheckInput];

export interface Comparison {
  type: string;
  category: CheckCategory;
  title: string;
  /** The check passes when this figure is greater than `other`. */
  value: NumericInput;
  other: NumericInput;
  /** Completes "Not enough data to assess ...". */
  missing: string;
  /** Sentences with the figures; `industry` is the company's industry name. */
  passed(value: number, other: number, industry: string): string;
  failed(value: number, other: number, industry: string): string;
}

export function greaterThan(c: Comparison): CheckDefinition {
  return {
    type: c.type,
    category: c.category,
    title: c.title,
    evaluate(input) {
      const value = input[c.value];
      const other = input[c.other];
      if (!isNum(value) || !isNum(other)) return unavailable(c.missing);
      const industry = input.industryName ? `${input.industryName} industry` : "industry";
      return value > other
        ? { passed: true, content: c.passed(value, other, industry) }
        : { passed: false, content: c.failed(value, other, industry) };
    },
  };
}
