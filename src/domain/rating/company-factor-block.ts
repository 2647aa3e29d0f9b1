import { walkCompany, type CompanyHistoryData, type RatesAt } from "./company-history";
import { isCross, type CompanyFactor } from "./factors";
import { MATRIX_FACTORS } from "./matrix-factors";
import type { YieldEntry } from "./yield-history";

const COMPANY_FACTORS = MATRIX_FACTORS.map((f, i) => ({ f, i })).filter(
  (x): x is { f: CompanyFactor; i: number } => !isCross(x.f),
);

/**
 * One company's own factors on every date, laid out date by date (e * F + f), NaN where
 * unknown, and its forward returns: the part of the run that needs only the company's data,
 * so that worker threads can compute it for different companies at once.
 */
export interface CompanyBlock {
  block: Float32Array;
  forward: Float64Array;
  /** The company's month-end yields within five years of the last date (state for updates). */
  yields: YieldEntry[];
}

export function companyFactorBlock(
  data: CompanyHistoryData,
  evalDays: readonly number[],
  monthEnd: readonly boolean[],
  forwardTo: Int32Array,
  ratesAt: RatesAt,
  yieldSeed?: readonly YieldEntry[],
): CompanyBlock {
  const F = MATRIX_FACTORS.length;
  const block = new Float32Array(evalDays.length * F).fill(Number.NaN);
  let yields: YieldEntry[] = [];
  const forward = walkCompany(
    data,
    evalDays,
    ratesAt,
    (e, x) => {
      const base = e * F;
      for (const { f, i } of COMPANY_FACTORS) {
        const v = f.compute(x);
        if (v !== null && Number.isFinite(v)) block[base + i] = v;
      }
    },
    {
      forwardTo,
      monthEnd,
      yieldSeed,
      onYieldHistory: (entries) => {
        yields = entries;
      },
    },
  );
  return { block, forward, yields };
}
