import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import {
  DCF_FADE_YEARS,
  DCF_GROWTH_YEARS,
  EQUITY_RISK_PREMIUM_PERCENT,
  fairValue,
  type FairValue,
  type FairValueInput,
} from "./dcf";

function valued(input: FairValueInput): FairValue {
  const result = fairValue(input);
  if (result.value === null) throw new Error(`expected a fair value, got ${result.reason}`);
  return result;
}

describe("fairValue", () => {
  it("holds the model's constants", () => {
    expect([EQUITY_RISK_PREMIUM_PERCENT, DCF_GROWTH_YEARS, DCF_FADE_YEARS]).toEqual([5.5, 5, 5]);
  });

  it("is Gordon growth alone with no explicit years", () => {
    // CF 2.00, t 3 %, r = 2.5 + 5.5 = 8 %: 2 × 1.03 / (0.08 - 0.03) = 2.06 / 0.05 = 41.20
    const result = valued({
      cashFlowPerShare: 2,
      shortTermGrowthPercent: 20,
      terminalGrowthPercent: 3,
      bondRatePercent: 2.5,
      growthYears: 0,
      fadeYears: 0,
    });
    expect(result.discountRate).toBe(8);
    expect(result.value).toBeCloseTo(41.2, 10);
    expect(result.stages.map((s) => s.years)).toEqual([[], []]);
  });

  it("discounts growth at the discount rate to the cash flow itself, by hand", () => {
    // CF 1.00, s 10 % for 2 years, no fade, t 4 %, r = 4.5 + 5.5 = 10 %
    // year 1: 1.10 / 1.10 = 1.00; year 2: 1.21 / 1.21 = 1.00
    // terminal at the end of year 2: 1.21 × 1.04 / (0.10 - 0.04) = 1.2584 / 0.06 = 20.973333
    //   discounted: 20.973333 / 1.21 = 17.333333
    // fair value = 1 + 1 + 17.333333 = 19.333333
    const result = valued({
      cashFlowPerShare: 1,
      shortTermGrowthPercent: 10,
      terminalGrowthPercent: 4,
      bondRatePercent: 4.5,
      growthYears: 2,
      fadeYears: 0,
    });
    expect(result.stages[0].years.map((y) => y.presentValue)).toEqual([expect.closeTo(1, 12), expect.closeTo(1, 12)]);
    expect(result.terminal.value).toBeCloseTo(20.973333333, 8);
    expect(result.terminal.presentValue).toBeCloseTo(17.333333333, 8);
    expect(result.value).toBeCloseTo(19.333333333, 8);
  });

  it("fades growth in equal steps toward the terminal rate, by hand", () => {
    // CF 1.00, s 13 % for 1 year, 4 fade years, t 3 %, r = 4.5 + 5.5 = 10 %
    // fade step (3 - 13) / (4 + 1) = -2: years 2-5 grow 11, 9, 7, 5 %, the terminal period 3 %
    // year  growth  cash flow                        (1.1)^year  present value
    //   1    13 %   1.13                             1.1         1.0272727273
    //   2    11 %   1.13 × 1.11 = 1.2543             1.21        1.0366115702
    //   3     9 %   1.2543 × 1.09 = 1.367187         1.331       1.0271878287
    //   4     7 %   1.367187 × 1.07 = 1.46289009     1.4641      0.9991736152
    //   5     5 %   1.46289009 × 1.05 = 1.5360345945 1.61051     0.9537566327
    // terminal: 1.5360345945 × 1.03 / 0.07 = 22.6016518905, / 1.61051 = 14.0338475952
    // fair value = 1.0272727273 + 1.0366115702 + 1.0271878287 + 0.9991736152 + 0.9537566327
    //            + 14.0338475952 = 19.0778499693
    const result = valued({
      cashFlowPerShare: 1,
      shortTermGrowthPercent: 13,
      terminalGrowthPercent: 3,
      bondRatePercent: 4.5,
      growthYears: 1,
      fadeYears: 4,
    });
    const [growth, fade] = result.stages;
    expect(growth.stage).toBe("growth");
    expect(fade.stage).toBe("fade");
    expect([...growth.years, ...fade.years].map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
    expect([...growth.years, ...fade.years].map((y) => y.growthPercent)).toEqual(
      [13, 11, 9, 7, 5].map((g) => expect.closeTo(g, 12)),
    );
    expect(fade.years.map((y) => y.cashFlow)).toEqual(
      [1.2543, 1.367187, 1.46289009, 1.5360345945].map((c) => expect.closeTo(c, 10)),
    );
    expect(fade.years.map((y) => y.presentValue)).toEqual(
      [1.0366115702, 1.0271878287, 0.9991736152, 0.9537566327].map((c) => expect.closeTo(c, 9)),
    );
    expect(growth.presentValue).toBeCloseTo(1.0272727273, 9);
    expect(fade.presentValue).toBeCloseTo(4.0167296468, 9);
    expect(result.terminal).toEqual({
      growthPercent: 3,
      value: expect.closeTo(22.6016518905, 9),
      presentValue: expect.closeTo(14.0338475952, 9),
    });
    expect(result.value).toBeCloseTo(19.0778499693, 9);
  });

  it("runs the default five growth and five fade years, by hand", () => {
    // CF 5.00, s 14 %, t 2 %, bond 4.5 % so r = 10 %; fade step (2 - 14) / 6 = -2
    // year  growth  cash flow       (1.1)^year     present value
    //   1    14 %    5.7000000000  1.1000000000   5.1818181818
    //   2    14 %    6.4980000000  1.2100000000   5.3702479339
    //   3    14 %    7.4077200000  1.3310000000   5.5655296769
    //   4    14 %    8.4448008000  1.4641000000   5.7679125743
    //   5    14 %    9.6270729120  1.6105100000   5.9776548497
    //   6    12 %   10.7823216614  1.7715610000   6.0863394833
    //   7    10 %   11.8605538276  1.9487171000   6.0863394833  (10 % growth, 10 % discount)
    //   8     8 %   12.8093981338  2.1435888100   5.9756787655
    //   9     6 %   13.5779620218  2.3579476910   5.7583813558
    //  10     4 %   14.1210805027  2.5937424601   5.4442878273
    // growth stage 27.8631632166, fade stage 29.3510269152
    // terminal: 14.1210805027 × 1.02 / 0.08 = 180.0437764093, / 2.5937424601 = 69.4146697982
    // fair value = 27.8631632166 + 29.3510269152 + 69.4146697982 = 126.6288599300
    const result = valued({
      cashFlowPerShare: 5,
      shortTermGrowthPercent: 14,
      terminalGrowthPercent: 2,
      bondRatePercent: 4.5,
    });
    expect(result.discountRate).toBe(10);
    const years = [...result.stages[0].years, ...result.stages[1].years];
    expect(years.map((y) => y.growthPercent)).toEqual(
      [14, 14, 14, 14, 14, 12, 10, 8, 6, 4].map((g) => expect.closeTo(g, 12)),
    );
    expect(years.map((y) => y.presentValue)).toEqual(
      [
        5.1818181818, 5.3702479339, 5.5655296769, 5.7679125743, 5.9776548497, 6.0863394833, 6.0863394833, 5.9756787655,
        5.7583813558, 5.4442878273,
      ].map((v) => expect.closeTo(v, 9)),
    );
    expect(result.stages[0].presentValue).toBeCloseTo(27.8631632166, 9);
    expect(result.stages[1].presentValue).toBeCloseTo(29.3510269152, 9);
    expect(result.terminal.presentValue).toBeCloseTo(69.4146697982, 9);
    expect(result.value).toBeCloseTo(126.62885993, 8);
  });

  it("takes another equity risk premium", () => {
    // Gordon again: CF 1, t 2 %, r = 3 + 7 = 10 %: 1.02 / 0.08 = 12.75
    const result = valued({
      cashFlowPerShare: 1,
      shortTermGrowthPercent: 2,
      terminalGrowthPercent: 2,
      bondRatePercent: 3,
      equityRiskPremiumPercent: 7,
      growthYears: 0,
      fadeYears: 0,
    });
    expect(result.discountRate).toBe(10);
    expect(result.value).toBeCloseTo(12.75, 10);
  });

  it("gives no value for a cash flow at or below zero", () => {
    for (const cashFlowPerShare of [0, -1.5]) {
      expect(
        fairValue({ cashFlowPerShare, shortTermGrowthPercent: 10, terminalGrowthPercent: 2, bondRatePercent: 4 }),
      ).toEqual({
        value: null,
        reason: "non-positive-cash-flow",
        message: expect.stringMatching(/positive cash flow/),
      });
    }
  });

  it("gives no value unless the discount rate exceeds the terminal growth", () => {
    // r = 1 + 5.5 = 6.5 %
    for (const terminalGrowthPercent of [6.5, 8]) {
      expect(
        fairValue({ cashFlowPerShare: 1, shortTermGrowthPercent: 10, terminalGrowthPercent, bondRatePercent: 1 }),
      ).toEqual({
        value: null,
        reason: "discount-rate-not-above-terminal-growth",
        message: `The discount rate (6.5 %) must exceed the terminal growth rate (${terminalGrowthPercent} %).`,
      });
    }
    expect(
      fairValue({ cashFlowPerShare: 1, shortTermGrowthPercent: 10, terminalGrowthPercent: 6.4, bondRatePercent: 1 })
        .value,
    ).toBeGreaterThan(0);
  });

  it("gives no value for numbers that are not finite or growth at or below -100 %", () => {
    const base = { cashFlowPerShare: 1, shortTermGrowthPercent: 10, terminalGrowthPercent: 2, bondRatePercent: 4 };
    for (const input of [
      { ...base, cashFlowPerShare: Number.NaN },
      { ...base, bondRatePercent: Infinity },
      { ...base, shortTermGrowthPercent: -100 },
      { ...base, terminalGrowthPercent: -150 },
    ]) {
      expect(fairValue(input)).toMatchObject({ value: null, reason: "invalid-input" });
    }
  });

  it("throws on a misconfigured model", () => {
    const base = { cashFlowPerShare: 1, shortTermGrowthPercent: 10, terminalGrowthPercent: 2, bondRatePercent: 4 };
    expect(() => fairValue({ ...base, growthYears: -1 })).toThrow(RangeError);
    expect(() => fairValue({ ...base, fadeYears: 2.5 })).toThrow(RangeError);
    expect(() => fairValue({ ...base, equityRiskPremiumPercent: Number.NaN })).toThrow(RangeError);
  });

  const cashFlow = fc.double({ min: 0.01, max: 50, noNaN: true });
  const shortGrowth = fc.double({ min: -30, max: 40, noNaN: true });
  const terminalGrowth = fc.double({ min: -2, max: 4, noNaN: true });
  const bondRate = fc.double({ min: 0.5, max: 8, noNaN: true });
  const stageYears = fc.integer({ min: 0, max: 10 });

  test.prop([cashFlow, shortGrowth, terminalGrowth, bondRate, stageYears, stageYears])(
    "adds up its stages and terminal value, and scales with the cash flow",
    (cf, s, t, bond, growthYears, fadeYears) => {
      const input = {
        cashFlowPerShare: cf,
        shortTermGrowthPercent: s,
        terminalGrowthPercent: t,
        bondRatePercent: bond,
        growthYears,
        fadeYears,
      };
      const result = valued(input);
      expect(result.value).toBeGreaterThan(0);
      expect(result.stages[0].years).toHaveLength(growthYears);
      expect(result.stages[1].years).toHaveLength(fadeYears);
      const parts = result.stages[0].presentValue + result.stages[1].presentValue + result.terminal.presentValue;
      expect(result.value / parts).toBeCloseTo(1, 12);
      expect(valued({ ...input, cashFlowPerShare: 3 * cf }).value / result.value).toBeCloseTo(3, 9);
    },
  );

  test.prop([cashFlow, terminalGrowth, bondRate, stageYears, stageYears])(
    "collapses to Gordon growth when the short-term rate is the terminal rate",
    (cf, t, bond, growthYears, fadeYears) => {
      // Constant growth g forever is worth CF × (1 + g) / (r - g), however the years are split.
      const result = valued({
        cashFlowPerShare: cf,
        shortTermGrowthPercent: t,
        terminalGrowthPercent: t,
        bondRatePercent: bond,
        growthYears,
        fadeYears,
      });
      const r = (bond + EQUITY_RISK_PREMIUM_PERCENT) / 100;
      expect(result.value / ((cf * (1 + t / 100)) / (r - t / 100))).toBeCloseTo(1, 9);
    },
  );

  test.prop([cashFlow, shortGrowth, terminalGrowth, bondRate, fc.double({ min: 0.01, max: 3, noNaN: true })])(
    "rises with growth and falls with the bond rate",
    (cf, s, t, bond, step) => {
      const input = {
        cashFlowPerShare: cf,
        shortTermGrowthPercent: s,
        terminalGrowthPercent: t,
        bondRatePercent: bond,
      };
      const base = valued(input).value;
      expect(valued({ ...input, shortTermGrowthPercent: s + step }).value).toBeGreaterThan(base);
      expect(valued({ ...input, bondRatePercent: bond + step }).value).toBeLessThan(base);
    },
  );
});
