/**
 * Fair value per share by a two-stage discounted cash flow model.
 *
 * Inputs are per share and rates are in percent (10 for 10 %), like every rate of the spec.
 *
 * 1. Discount rate r = bond rate + equity risk premium (5.5 % unless given): the return an
 *    investor asks of a stock over a risk-free bond, the same premium for every company.
 * 2. Growth stage, years 1..G (G = 5): the cash flow grows at the short-term rate s, taken
 *    from the estimates.
 * 3. Fade stage, years G+1..G+F (F = 5): growth moves in equal steps from s toward the
 *    terminal rate t, year G+k growing at s + (t - s) * k / (F + 1). The line runs from the last
 *    growth year to the first terminal year, so with s = 14 and t = 2 the fade years grow at
 *    12, 10, 8, 6 and 4 and the terminal period at 2.
 * 4. Terminal value at the end of year N = G + F by Gordon growth: CF(N) * (1 + t) / (r - t).
 * 5. Cash flows arrive at year ends: year k is discounted by (1 + r)^k, and so is the terminal
 *    value, by (1 + r)^N.
 *
 * The fair value is the sum of the discounted cash flows and terminal value. The model values
 * a positive cash flow only (a loss does not compound into a value), and it needs r > t, or the
 * terminal value would be infinite or negative.
 */

/** Premium of stocks over the bond rate, percent. */
export const EQUITY_RISK_PREMIUM_PERCENT = 5.5;
/** Years of the growth stage, at the short-term rate. */
export const DCF_GROWTH_YEARS = 5;
/** Years of the fade stage, from the short-term rate toward the terminal rate. */
export const DCF_FADE_YEARS = 5;

export interface FairValueInput {
  /** Current free cash flow per share (or earnings per share), the base of year 1. */
  cashFlowPerShare: number;
  /** Annual growth of the growth stage, percent, from the estimates. */
  shortTermGrowthPercent: number;
  /** Annual growth after the fade stage, forever, percent. */
  terminalGrowthPercent: number;
  /** Risk-free rate, percent (e.g. the 10-year Treasury yield). */
  bondRatePercent: number;
  equityRiskPremiumPercent?: number;
  growthYears?: number;
  fadeYears?: number;
}

export interface DcfYear {
  /** 1 for the first year after today. */
  year: number;
  growthPercent: number;
  cashFlow: number;
  presentValue: number;
}

export interface DcfStage {
  stage: "growth" | "fade";
  years: DcfYear[];
  /** Sum of the present values of the stage's years. */
  presentValue: number;
}

export interface DcfTerminal {
  growthPercent: number;
  /** Value at the end of the last explicit year. */
  value: number;
  presentValue: number;
}

export interface FairValue {
  value: number;
  /** r, percent. */
  discountRate: number;
  stages: [DcfStage, DcfStage];
  terminal: DcfTerminal;
  reason: null;
}

export type FairValueRejection = "invalid-input" | "non-positive-cash-flow" | "discount-rate-not-above-terminal-growth";

export interface NoFairValue {
  value: null;
  reason: FairValueRejection;
  message: string;
}

function assertYears(years: number, name: string): void {
  if (!Number.isInteger(years) || years < 0)
    throw new RangeError(`${name} must be a whole number of years >= 0, got ${String(years)}`);
}

/**
 * The two-stage DCF fair value per share, or null with a reason. Company data that the model
 * cannot value gives a reason; a misconfigured model (stage years, premium) throws.
 */
export function fairValue(input: FairValueInput): FairValue | NoFairValue {
  const growthYears = input.growthYears ?? DCF_GROWTH_YEARS;
  const fadeYears = input.fadeYears ?? DCF_FADE_YEARS;
  const premium = input.equityRiskPremiumPercent ?? EQUITY_RISK_PREMIUM_PERCENT;
  assertYears(growthYears, "growthYears");
  assertYears(fadeYears, "fadeYears");
  if (!Number.isFinite(premium))
    throw new RangeError(`equityRiskPremiumPercent must be finite, got ${String(premium)}`);

  const { cashFlowPerShare, shortTermGrowthPercent: s, terminalGrowthPercent: t, bondRatePercent } = input;
  if (![cashFlowPerShare, s, t, bondRatePercent].every(Number.isFinite) || s <= -100 || t <= -100) {
    return {
      value: null,
      reason: "invalid-input",
      message: "Cash flow, growth rates and bond rate must be finite, and growth above -100 %.",
    };
  }
  if (cashFlowPerShare <= 0) {
    return {
      value: null,
      reason: "non-positive-cash-flow",
      message: "A discounted cash flow value needs a positive cash flow.",
    };
  }
  const discountRate = bondRatePercent + premium;
  if (discountRate <= t) {
    return {
      value: null,
      reason: "discount-rate-not-above-terminal-growth",
      message: `The discount rate (${discountRate} %) must exceed the terminal growth rate (${t} %).`,
    };
  }

  const r = discountRate / 100;
  let cashFlow = cashFlowPerShare;
  let discount = 1;
  let year = 0;
  const project = (stage: DcfStage["stage"], count: number, growthOf: (k: number) => number): DcfStage => {
    const years: DcfYear[] = [];
    let presentValue = 0;
    for (let k = 1; k <= count; k++) {
      const growthPercent = growthOf(k);
      year += 1;
      cashFlow *= 1 + growthPercent / 100;
      discount *= 1 + r;
      const pv = cashFlow / discount;
      years.push({ year, growthPercent, cashFlow, presentValue: pv });
      presentValue += pv;
    }
    return { stage, years, presentValue };
  };
  const growth = project("growth", growthYears, () => s);
  const fade = project("fade", fadeYears, (k) => s + ((t - s) * k) / (fadeYears + 1));
  const terminalValue = (cashFlow * (1 + t / 100)) / (r - t / 100);
  const terminal: DcfTerminal = { growthPercent: t, value: terminalValue, presentValue: terminalValue / discount };
  return {
    value: growth.presentValue + fade.presentValue + terminal.presentValue,
    discountRate,
    stages: [growth, fade],
    terminal,
    reason: null,
  };
}
