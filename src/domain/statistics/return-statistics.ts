// Statistics of return series that say whether a market looks like a real one: how much it
// moves, how fat its tails are, and whether calm and turbulent days cluster.

export interface SeriesMoments {
  count: number;
  mean: number;
  sd: number;
  /** Fourth standardised moment (3 for a normal distribution). */
  kurtosis: number;
  /** Lag-one autocorrelation of squared deviations: volatility clustering. */
  squaredAutocorrelation: number;
}

/** Moments of the finite values of `xs`; null with fewer than 20 of them. */
export function seriesMoments(xs: ArrayLike<number>): SeriesMoments | null {
  let n = 0;
  let sum = 0;
  for (let i = 0; i < xs.length; i++)
    if (Number.isFinite(xs[i]!)) {
      n++;
      sum += xs[i]!;
    }
  if (n < 20) return null;
  const mean = sum / n;
  let m2 = 0;
  let m4 = 0;
  const squares: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (!Number.isFinite(x)) continue;
    const d = (x - mean) ** 2;
    m2 += d;
    m4 += d * d;
    squares.push(d);
  }
  const variance = m2 / n;
  if (variance === 0) return null;
  return {
    count: n,
    mean,
    sd: Math.sqrt(variance),
    kurtosis: m4 / n / variance ** 2,
    squaredAutocorrelation: lagOneAutocorrelation(squares),
  };
}

export function lagOneAutocorrelation(xs: readonly number[]): number {
  const n = xs.length;
  if (n < 3) return Number.NaN;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const d = xs[i]! - mean;
    den += d * d;
    if (i > 0) num += d * (xs[i - 1]! - mean);
  }
  return den > 0 ? num / den : Number.NaN;
}

export function median(xs: readonly number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = (s.length - 1) / 2;
  return (s[Math.floor(mid)]! + s[Math.ceil(mid)]!) / 2;
}

export function standardDeviation(xs: readonly number[]): number {
  const s = xs.filter(Number.isFinite);
  if (s.length < 2) return Number.NaN;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return Math.sqrt(s.reduce((a, b) => a + (b - mean) ** 2, 0) / (s.length - 1));
}

/** Mean of a series of monthly figures and its t-statistic (mean over its standard error). */
export function meanWithT(xs: readonly number[]): { mean: number; t: number; months: number } {
  const s = xs.filter(Number.isFinite);
  if (s.length < 2) return { mean: Number.NaN, t: Number.NaN, months: s.length };
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const sd = standardDeviation(s);
  return { mean, t: sd > 0 ? mean / (sd / Math.sqrt(s.length)) : Number.NaN, months: s.length };
}
