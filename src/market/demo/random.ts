// A small, fast, seedable random source (sfc32), so that the same seed always builds the same
// market on every machine. Math.random is never used by the generator.

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | undefined;

  private readonly seed: string;

  constructor(seed: number | string) {
    this.seed = String(seed);
    // Spread the seed over the four words with a string hash (cyrb128).
    const text = String(seed);
    let h1 = 1779033703,
      h2 = 3144134277,
      h3 = 1013904242,
      h4 = 2773480762;
    for (let i = 0; i < text.length; i++) {
      const k = text.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    this.a = (h1 ^ h2 ^ h3 ^ h4) >>> 0;
    this.b = (h2 ^ h1) >>> 0;
    this.c = (h3 ^ h1) >>> 0;
    this.d = (h4 ^ h1) >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const r = (t + this.d) | 0;
    this.c = (this.c + r) | 0;
    return (r >>> 0) / 4294967296;
  }

  /**
   * A child stream named by `label`: it depends only on the parent's seed and the label, never
   * on how much the parent was used, so any company can be simulated alone and come out the same.
   */
  fork(label: string | number): Random {
    return new Random(`${this.seed}/${label}`);
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  int(low: number, highInclusive: number): number {
    return low + Math.floor(this.next() * (highInclusive - low + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let x = this.next() * total;
    for (const item of items) {
      x -= weight(item);
      if (x < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** Standard normal (Marsaglia polar method). */
  normal(): number {
    if (this.spare !== undefined) {
      const s = this.spare;
      this.spare = undefined;
      return s;
    }
    let u: number, v: number, s: number;
    do {
      u = this.next() * 2 - 1;
      v = this.next() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const m = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * m;
    return u * m;
  }

  /**
   * Student-t with `df` degrees of freedom, scaled to unit variance: fat tails with the same
   * spread as a standard normal (daily returns of real stocks look like df of 3 to 5).
   */
  fatTailed(df: number): number {
    let chi = 0;
    for (let i = 0; i < df; i++) {
      const z = this.normal();
      chi += z * z;
    }
    return (this.normal() / Math.sqrt(chi / df)) * Math.sqrt((df - 2) / df);
  }

  /**
   * A cheap fat-tailed draw for the hot loop: a normal whose scale jumps now and then (a scale
   * mixture). Unit variance, excess kurtosis about 4, one normal and one uniform per draw.
   */
  jumpy(): number {
    return this.normal() * (this.next() < 0.05 ? 2.6 : 0.9);
  }

  /** Exponential with mean 1 (the size of an intraday excursion). */
  exponential(): number {
    return -Math.log(1 - this.next());
  }

  logNormal(mu: number, sigma: number): number {
    return Math.exp(mu + sigma * this.normal());
  }
}
