import { pathToFileURL } from "node:url";
import { runScreen } from "../src/domain/screener/engine";
import type { ActiveFilter } from "../src/domain/screener/screen";
import { ScreenerSnapshot, type SnapshotCompany } from "../src/domain/screener/snapshot";
import { runBacktest } from "../src/domain/strategies/backtest";
import { signalDays } from "../src/domain/strategies/calendar";
import { figuresOf } from "../src/domain/strategies/figures";
import { DEFAULT_COSTS, type Strategy } from "../src/domain/strategies/strategy";
import type { PriceSeries, Tape } from "../src/domain/strategies/tape";

// Zen Strategies' speed: one strategy from 2003, monthly, over 6,000 companies (target: under
// 2 s), against the screener engine alone doing the same screens on the same point-in-time
// snapshots in the same run (the engine should cost little more than its screens). Both sides
// build each month's snapshot from values in memory, as the job does after reading the histories.

const COMPANIES = Number(process.env.BENCH_STRATEGY_COMPANIES ?? 6000);
const FIELDS = { text: [] as string[], numbers: ["mcap", "zr", "pe", "chg1y"] };

function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** A seeded generator, so both sides and every run see the same market. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function syntheticMarket(dates: readonly string[]) {
  const next = random(42);
  const prices = new Map<number, PriceSeries>();
  const shares = new Map<number, number>();
  const market = new Float64Array(dates.length).fill(100);
  for (let id = 1; id <= COMPANIES; id++) {
    // A third list later, a fifth are delisted before the end.
    const first = next() < 0.33 ? Math.floor(next() * dates.length * 0.8) : 0;
    const last = next() < 0.2 ? first + Math.floor(next() * (dates.length - first)) : dates.length - 1;
    const closes = new Float64Array(Math.max(1, last - first + 1));
    let p = 5 + next() * 95;
    const drift = (next() - 0.45) * 0.001;
    for (let i = 0; i < closes.length; i++) closes[i] = p *= 1 + drift + (next() - 0.5) * 0.04;
    prices.set(id, { first, closes });
    shares.set(id, 1e6 * (1 + next() * 1000));
  }
  for (let d = 1; d < dates.length; d++) market[d] = market[d - 1]! * (1 + (next() - 0.49) * 0.02);
  return { prices, shares, market };
}

export async function benchStrategies(): Promise<void> {
  const dates = tradingDays("2002-01-01", "2026-10-30");
  const { prices, shares, market } = syntheticMarket(dates);
  const tape: Tape = { dates, prices, market };
  const from = dates.findIndex((d) => d >= "2003-01-01");
  const grades = random(7);
  const grade = new Float64Array(COMPANIES + 1).map(() => 1 + Math.floor(grades() * 5));
  const snapshotAt = (day: number): ScreenerSnapshot => {
    const companies: SnapshotCompany[] = [];
    for (const [id, s] of prices) {
      const i = day - s.first;
      if (i < 0 || i >= s.closes.length) continue;
      const price = s.closes[i]!;
      const yearAgo = i >= 252 ? s.closes[i - 252]! : Number.NaN;
      companies.push({
        id,
        values: {
          mcap: price * shares.get(id)!,
          zr: grade[(id + (day >> 5)) % COMPANIES]!,
          pe: 5 + ((id * 7919) % 40),
          chg1y: (price / yearAgo - 1) * 100,
        },
      });
    }
    return new ScreenerSnapshot(companies, FIELDS, dates[day]!);
  };
  const filters: ActiveFilter[] = [
    { key: "zr", value: { type: "select", values: ["A", "B"] } },
    { key: "pe", value: { type: "range", low: null, high: 25 } },
  ];
  const strategy: Strategy = {
    filters,
    sort: { column: "chg1y", direction: "desc" },
    holdings: 25,
    weighting: { kind: "equal" },
    rebalance: "monthly",
    costs: DEFAULT_COSTS,
  };
  const signals = signalDays(dates, "monthly").filter((d) => d >= from);

  const screensOnly = () => {
    const t = performance.now();
    for (const day of signals) runScreen(snapshotAt(day), { filters, sort: strategy.sort, page: 1, pageSize: 25 });
    return performance.now() - t;
  };
  const backtest = () => {
    const t = performance.now();
    const run = runBacktest({ strategy, tape, snapshotAt, fromDay: from });
    figuresOf(run);
    return { ms: performance.now() - t, run };
  };
  // Alternating rounds after a warm-up; the medians are compared.
  screensOnly();
  backtest();
  const screens: number[] = [];
  const runs: number[] = [];
  let last;
  for (let round = 0; round < 5; round++) {
    screens.push(screensOnly());
    const b = backtest();
    runs.push(b.ms);
    last = b.run;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const s = median(screens);
  const b = median(runs);
  const f = figuresOf(last!);
  console.log(
    `Strategies: one strategy, ${signals.length} monthly rebalances from ${dates[from]} over ${COMPANIES.toLocaleString("en-US")} companies: ` +
      `${(b / 1000).toFixed(2)} s (target under 2 s), the same ${signals.length} screens alone ${(s / 1000).toFixed(2)} s, ratio ${(b / s).toFixed(2)}x ` +
      `(synthetic market; CAGR ${(f.cagr * 100).toFixed(1)} %, ${last!.rebalances.length} fills)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchStrategies();
