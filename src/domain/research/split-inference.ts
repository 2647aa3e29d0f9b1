import type { SplitRow } from "./company-data";

// Split events inferred from a company's statements when the data gives none
// (decision 031): between two consecutive reports, the share count jumps by close to a whole
// ratio (2, 3, ... for a split; 1/2, 1/3, ... for a reverse split) while net income does not.
// Buybacks and issues move a share count by a few percent a year, so the ratio must fall
// within 15 % of a whole number of at least 2; a merger that issues shares moves net income
// with them, so net income must change by less than the square root of the ratio.

export interface ShareReport {
  periodEnd: string;
  filedOn: string;
  shares: number | null;
  netIncome: number | null;
  /** With EPS, the share count the EPS was computed on (preferred to `shares` when both are there). */
  netIncomeCommon?: number | null;
  eps?: number | null;
}

export interface InferredSplit extends SplitRow {
  /** The two reports the split was read from, and their share counts. */
  from: { periodEnd: string; shares: number };
  to: { periodEnd: string; shares: number };
}

/** How far a share count may drift from a whole split ratio by buybacks and issues in a year. */
export const RATIO_TOLERANCE = 0.15;
const MAX_RATIO = 50;

const DAY = 86_400_000;
const MAX_GAP_DAYS = 400;
/** How far from a level other years' share counts may stand (buybacks and issues over years). */
const PERSISTENCE = 1.5;

/** The weighted share count behind the EPS when the report has both, otherwise its share count. */
function sharesOf(r: ShareReport): number | null {
  const { netIncomeCommon: income, eps } = r;
  if (income !== null && income !== undefined && eps !== null && eps !== undefined && income !== 0 && eps !== 0) {
    const shares = income / eps;
    if (shares > 0) return shares;
  }
  return r.shares;
}

/** The whole split ratio `jump` is close to (1/n for a reverse split), or null. */
export function wholeRatio(jump: number): number | null {
  if (!(jump > 0) || !Number.isFinite(jump)) return null;
  const up = jump >= 1;
  const size = up ? jump : 1 / jump;
  const n = Math.round(size);
  if (n < 2 || n > MAX_RATIO || Math.abs(Math.log(size / n)) > Math.log(1 + RATIO_TOLERANCE)) return null;
  return up ? n : 1 / n;
}

/**
 * The splits one company's reports show, oldest first. The ex-date is the later report's filing
 * day: the first day the data knows of the split (a filing on an ex-date is in the new shares,
 * so the later report's per-share figures are read as post-split, the earlier one's as before).
 */
export function inferSplits(reports: readonly ShareReport[]): InferredSplit[] {
  const known = reports
    .map((r) => ({ ...r, shares: sharesOf(r) }))
    .filter((r) => r.shares !== null && r.shares > 0 && r.netIncome !== null)
    .sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : a.periodEnd > b.periodEnd ? 1 : 0));
  const out: InferredSplit[] = [];
  for (let i = 1; i < known.length; i++) {
    const a = known[i - 1]!;
    const b = known[i]!;
    // Consecutive years only: over a gap, drift and a split cannot be told apart.
    if (Date.parse(b.periodEnd) - Date.parse(a.periodEnd) > MAX_GAP_DAYS * DAY) continue;
    const ratio = wholeRatio(b.shares! / a.shares!);
    if (ratio === null) continue;
    // A split lasts: the reports before stay near the old count and those after near the new
    // one. A single report out of line is a wrong EPS in the data, not a split.
    const near = (x: number, level: number) => Math.abs(Math.log(x / level)) < Math.log(PERSISTENCE);
    if (!known.slice(0, i - 1).every((r) => near(r.shares!, a.shares!))) continue;
    if (!known.slice(i + 1).every((r) => near(r.shares!, b.shares!))) continue;
    // Net income of opposite signs or of zero says nothing of the business's size: no inference.
    const income = a.netIncome! !== 0 ? b.netIncome! / a.netIncome! : Number.NaN;
    if (!(income > 0) || Math.abs(Math.log(income)) >= Math.abs(Math.log(ratio)) / 2) continue;
    out.push({
      exDate: b.filedOn,
      ratio,
      from: { periodEnd: a.periodEnd, shares: a.shares! },
      to: { periodEnd: b.periodEnd, shares: b.shares! },
    });
  }
  return out;
}
