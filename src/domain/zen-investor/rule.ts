import type { Values } from "../screener/values";

// The model portfolio's rule, published on the landing page word for word from this object, so
// what the page says and what the portfolio does cannot drift apart. Every input is known at the
// close of the day the rule reads it (the strategies engine's point-in-time values): the Zen
// Rating by its rated date and six due-diligence checks from statements by their filing date.
// The full 38-check score is kept for the latest day only, so the rule scores the six checks
// that have a history.

export interface Check {
  key: string;
  /** The sentence shown beside an alert. */
  label: string;
  /** The value the check reads, and whether it passes (null: the data is missing, so it fails). */
  field: string;
  passes: (value: number) => boolean;
}

export interface Rule {
  maxPositions: number;
  /** Each buy takes this fraction of the portfolio's value at the fill, or the cash left if less. */
  positionSize: number;
  /** Grade codes: 1 is A .. 5 is F. Bought only at this grade or better. */
  buyGrade: number;
  /** Bought only with a score at or above this (0-100). */
  buyScore: number;
  /** Sold when the grade is worse than this (3 is C: sold at D or F). */
  sellBelowGrade: number;
  /** Sold when the score falls under this. */
  sellUnderScore: number;
  /** Sold when the total return since the fill falls to minus this fraction. */
  stopLoss: number;
  /** A company sold is not bought again within this many calendar days. */
  coolOffDays: number;
  checks: readonly Check[];
}

export const CHECKS: readonly Check[] = [
  { key: "profitable", label: "Net margin above zero", field: "nm", passes: (v) => v > 0 },
  { key: "roe", label: "Return on equity of 10 % or more", field: "roe", passes: (v) => v >= 10 },
  { key: "debt", label: "Debt under 1.5 times equity", field: "de", passes: (v) => v < 1.5 },
  { key: "revenue-growth", label: "Revenue grew over the last year", field: "rgr1y", passes: (v) => v > 0 },
  { key: "earnings-growth", label: "Earnings grew over the last year", field: "egr1y", passes: (v) => v > 0 },
  { key: "pe", label: "Price to earnings under 25", field: "pe", passes: (v) => v < 25 },
];

export const ZEN_INVESTOR_RULE: Rule = {
  maxPositions: 20,
  positionSize: 1 / 20,
  buyGrade: 1,
  buyScore: 60,
  sellBelowGrade: 3,
  sellUnderScore: 40,
  stopLoss: 0.25,
  coolOffDays: 30,
  checks: CHECKS,
};

/** Grade code 1..5 as its letter (the Zen Rating's A, B, C, D, F). */
export const gradeLetter = (grade: number): string => (["A", "B", "C", "D", "F"] as const)[grade - 1] ?? "?";

export interface CheckResult {
  key: string;
  label: string;
  passed: boolean;
  /** The value read, rounded to 4 decimals, or null when missing. */
  value: number | null;
}

/** Rounded to 4 decimals: what the ledger stores and hashes (see the canonical form). */
export const round4 = (v: number): number => Math.round(v * 1e4) / 1e4 || 0;

export function runChecks(rule: Rule, values: Values): { checks: CheckResult[]; score: number } {
  const checks = rule.checks.map((c) => {
    const raw = values[c.field];
    const value = typeof raw === "number" && Number.isFinite(raw) ? raw : null;
    return {
      key: c.key,
      label: c.label,
      passed: value !== null && c.passes(value),
      value: value === null ? null : round4(value),
    };
  });
  const passed = checks.filter((c) => c.passed).length;
  return { checks, score: Math.round((passed / Math.max(1, checks.length)) * 100) };
}

/** The rule in plain words, as the landing page states it. */
export function describeRule(rule: Rule): string[] {
  const pct = (f: number) => `${Math.round(f * 1000) / 10} %`;
  return [
    `Holds up to ${rule.maxPositions} companies; each buy is ${pct(rule.positionSize)} of the portfolio at the fill, or the cash left if less.`,
    `Buys a company rated ${gradeLetter(rule.buyGrade)} whose score on the ${rule.checks.length} checks below is ${rule.buyScore} or more, best score first (then larger market cap).`,
    `Sells when the Zen Rating falls below ${gradeLetter(rule.sellBelowGrade)}, the score falls under ${rule.sellUnderScore}, the position is down ${pct(rule.stopLoss)} with dividends, or the company is delisted (at its last price).`,
    `A company sold is not bought again for ${rule.coolOffDays} days.`,
    "The rule reads each company at a day's close (the Zen Rating as of its latest month-end) and trades at the next trading day's close.",
    `Checks: ${rule.checks.map((c) => c.label).join("; ")}.`,
  ];
}
