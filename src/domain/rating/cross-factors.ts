import { isCross, type CrossFactor } from "./factors";
import { FACTOR_INDEX, MATRIX_FACTORS } from "./matrix-factors";
import type { RatingCompany } from "./rating-company";

// The factors that compare a company with others, written into the factor matrix once every
// company's own factors are there: differences from the peer median of an industry or sector,
// and beta against the market's monthly return.
//
// The matrix is columnar: factor f of company c on date e sits at (e * F + f) * N + c.

const CROSS_FACTORS = MATRIX_FACTORS.map((f, i) => ({ f, i })).filter((x): x is { f: CrossFactor; i: number } =>
  isCross(x.f),
);
/** Peers needed for a peer median. */
const MIN_PEERS = 3;
/** Monthly returns for a beta: at least a year of the last three. */
const BETA_MONTHS = 36;
const MIN_BETA_MONTHS = 12;

export interface CrossFactorInput {
  matrix: Float32Array;
  companies: readonly RatingCompany[];
  monthEnd: readonly boolean[];
  /** Each company's beta at the last full run's latest month-end (a one-day update). */
  seedBeta?: readonly (number | null)[];
}

/** Fills the cross factors in; answers each company's beta on the last date (NaN if none). */
export function addCrossFactors({ matrix, companies, monthEnd, seedBeta }: CrossFactorInput): Float64Array {
  const F = MATRIX_FACTORS.length;
  const N = companies.length;
  const E = monthEnd.length;
  const lastBeta = new Float64Array(N).fill(Number.NaN);
  const column = (e: number, f: number) => matrix.subarray((e * F + f) * N, (e * F + f + 1) * N);
  const market = new Float64Array(E).fill(Number.NaN);
  const r1 = FACTOR_INDEX.get("return1m")!;
  for (let e = 0; e < E; e++) {
    const col = column(e, r1);
    let s = 0;
    let n = 0;
    for (let c = 0; c < N; c++)
      if (!Number.isNaN(col[c]!)) {
        s += col[c]!;
        n++;
      }
    if (n > 0) market[e] = s / n;
  }
  const monthIdx = monthEnd.map((_, e) => e).filter((e) => monthEnd[e]);

  for (const { f, i } of CROSS_FACTORS) {
    const rule = f.cross;
    if (rule.kind === "peer-difference") {
      const of = FACTOR_INDEX.get(rule.of)!;
      const groupOf = (c: number) => (rule.group === "industry" ? companies[c]!.industryId : companies[c]!.sectorId);
      for (let e = 0; e < E; e++) {
        const base = column(e, of);
        const groups = new Map<number, number[]>();
        for (let c = 0; c < N; c++) {
          const g = groupOf(c);
          if (g === null || Number.isNaN(base[c]!)) continue;
          const list = groups.get(g);
          if (list) list.push(base[c]!);
          else groups.set(g, [base[c]!]);
        }
        const medians = new Map<number, number>();
        for (const [g, list] of groups) {
          if (list.length < MIN_PEERS) continue;
          list.sort((a, b) => a - b);
          const mid = (list.length - 1) / 2;
          medians.set(g, (list[Math.floor(mid)]! + list[Math.ceil(mid)]!) / 2);
        }
        const out = column(e, i);
        for (let c = 0; c < N; c++) {
          const g = groupOf(c);
          const m = g === null ? undefined : medians.get(g);
          if (m !== undefined && !Number.isNaN(base[c]!)) out[c] = base[c]! - m;
        }
      }
    } else if (rule.kind === "beta") {
      // Monthly returns (the one-month return factor on month-ends) against the market's.
      for (let c = 0; c < N; c++) {
        let last = seedBeta?.[c] ?? Number.NaN;
        let k = 0;
        for (let e = 0; e < E; e++) {
          if (monthEnd[e]) {
            while (k < monthIdx.length && monthIdx[k]! <= e) k++;
            let sx = 0;
            let sy = 0;
            let sxx = 0;
            let sxy = 0;
            let n = 0;
            for (let j = Math.max(0, k - BETA_MONTHS); j < k; j++) {
              const m = monthIdx[j]!;
              const y = matrix[(m * F + r1) * N + c]!;
              const x = market[m]!;
              if (Number.isNaN(y) || Number.isNaN(x)) continue;
              sx += x;
              sy += y;
              sxx += x * x;
              sxy += x * y;
              n++;
            }
            const varX = sxx / Math.max(1, n) - (sx / Math.max(1, n)) ** 2;
            last = n >= MIN_BETA_MONTHS && varX > 0 ? (sxy / n - (sx / n) * (sy / n)) / varX : Number.NaN;
          }
          if (!Number.isNaN(matrix[(e * F + r1) * N + c]!) && !Number.isNaN(last)) column(e, i)[c] = last;
        }
        lastBeta[c] = last;
      }
    }
  }
  return lastBeta;
}
