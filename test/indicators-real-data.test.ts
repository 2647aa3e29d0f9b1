import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  averagegain,
  averageloss,
  ema as libEma,
  macd as libMacd,
  rsi as libRsi,
  sma as libSma,
  stochastic as libStochastic,
} from "technicalindicators";
import { describe, expect, it } from "vitest";
import { ema } from "../src/domain/indicators/ema";
import { macd } from "../src/domain/indicators/macd";
import { rsi } from "../src/domain/indicators/rsi";
import type { IndicatorSeries } from "../src/domain/indicators/series";
import { MOVING_AVERAGE_PERIODS, sma } from "../src/domain/indicators/sma";
import { stochastic, type PriceBars } from "../src/domain/indicators/stochastic";

// Our indicators against technicalindicators on real daily prices from ../shared/market-data
// (see its README), read in place and never copied into the repository.
const DATA = path.resolve(import.meta.dirname, "../../shared/market-data");
const present = existsSync(DATA);
if (!present) console.warn(`Skipping the indicator cross-check on real prices: ${DATA} does not exist.`);

const TICKERS = ["aapl", "msft"];
// Every value the library gives is compared (about 3,700 a series), not only the latest
// thousand: a different EMA seed fades out within a few hundred days and would show only at
// the start.
const MINIMUM_COMPARED = 1000;
/** Both sides use the same formulas in the same floating-point order; what differs is the
 *  summation of moving windows (ours is compensated), worth about 1e-13. The absolute floor is
 *  for MACD and histogram values that cross zero, where a relative error means nothing. */
const RELATIVE = 1e-6;
const ABSOLUTE = 1e-9;

function readBars(ticker: string): PriceBars {
  const [header, ...lines] = readFileSync(path.join(DATA, "prices/stocks", `${ticker}.us.txt`), "utf8").split(/\r?\n/);
  expect(header).toBe("Date,Open,High,Low,Close,Volume,OpenInt");
  const highs: number[] = [];
  const lows: number[] = [];
  const closes: number[] = [];
  for (const line of lines) {
    if (line === "") continue;
    const [, , high, low, close] = line.split(",").map(Number);
    if (high === undefined || low === undefined || close === undefined)
      throw new Error(`short line in ${ticker}: ${line}`);
    highs.push(high);
    lows.push(low);
    closes.push(close);
  }
  return { highs, lows, closes };
}

/** The library returns only the defined values, which end where the input ends. */
function expectSameSeries(
  ours: IndicatorSeries,
  theirs: readonly number[],
  tolerance = { relative: RELATIVE, absolute: ABSOLUTE },
): void {
  const firstDefined = ours.findIndex((v) => v !== null);
  expect(firstDefined, "our first value sits where the library's does").toBe(ours.length - theirs.length);
  expect(theirs.length).toBeGreaterThanOrEqual(MINIMUM_COMPARED);
  let worst = 0;
  for (let j = 0; j < theirs.length; j++) {
    const expected = theirs[j] as number;
    const actual = ours[ours.length - theirs.length + j];
    if (actual === null || actual === undefined) throw new Error(`no value of ours at ${j}`);
    const allowed = tolerance.absolute + tolerance.relative * Math.abs(expected);
    worst = Math.max(worst, Math.abs(actual - expected) / allowed);
  }
  expect(worst, "largest difference as a share of the tolerance").toBeLessThanOrEqual(1);
}

const defined = <T>(values: readonly (T | undefined)[]): T[] => values.filter((v): v is T => v !== undefined);

describe.skipIf(!present)("indicators against technicalindicators on real prices from ../shared/market-data", () => {
  describe.each(TICKERS)("%s", (ticker) => {
    const bars = present ? readBars(ticker) : { highs: [], lows: [], closes: [] };
    const { closes } = bars;

    it("reads years of daily prices", () => {
      expect(closes.length).toBeGreaterThan(3000);
    });

    it.each(MOVING_AVERAGE_PERIODS)("simple moving average %i", (period) => {
      expectSameSeries(sma(closes, period), libSma({ period, values: [...closes] }));
    });

    it.each([12, 26])("exponential moving average %i, seeded with the simple mean", (period) => {
      expectSameSeries(ema(closes, period), libEma({ period, values: [...closes] }));
    });

    it("MACD 12/26/9: line, signal and histogram", () => {
      const ours = macd(closes);
      const theirs = libMacd({
        values: [...closes],
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
      expectSameSeries(ours.macd, defined(theirs.map((p) => p.MACD)));
      expectSameSeries(ours.signal, defined(theirs.map((p) => p.signal)));
      expectSameSeries(ours.histogram, defined(theirs.map((p) => p.histogram)));
    });

    it("RSI 14 with Wilder's smoothing", () => {
      const ours = rsi(closes, 14);
      // The library rounds its RSI to two decimals: agree within half a hundredth...
      expectSameSeries(ours, libRsi({ period: 14, values: [...closes] }), { relative: 0, absolute: 0.005 + 1e-9 });
      // ...and to full precision with the RSI built from its unrounded Wilder averages.
      const gains = averagegain({ period: 14, values: [...closes] });
      const losses = averageloss({ period: 14, values: [...closes] });
      expect(gains).toHaveLength(losses.length);
      expectSameSeries(
        ours,
        gains.map((g, i) => 100 - 100 / (1 + g / (losses[i] as number))),
      );
    });

    it("stochastic 14 with 3-day slow %K and 3-day %D", () => {
      const ours = stochastic(bars);
      // The library's Stochastic is the fast one: its k is our fast %K and its d, the 3-day
      // SMA of that, our slow %K; our %D is the library's 3-day SMA of its d.
      const theirs = libStochastic({
        period: 14,
        signalPeriod: 3,
        high: [...bars.highs],
        low: [...bars.lows],
        close: [...bars.closes],
      });
      const theirSlowK = defined(theirs.map((p) => p.d));
      expectSameSeries(
        ours.fastK,
        theirs.map((p) => p.k),
      );
      expectSameSeries(ours.k, theirSlowK);
      expectSameSeries(ours.d, libSma({ period: 3, values: theirSlowK }));
    });
  });
});
