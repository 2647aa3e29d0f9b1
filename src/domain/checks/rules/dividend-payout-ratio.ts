import type { CheckDefinition } from "../types";
import { isNum, percent, unavailable } from "../format";

export const dividendPayoutRatio: CheckDefinition = {
  type: "dividendPayoutRatio",
  category: "dividend",
  title: "Dividend covered by earnings",
  evaluate(input) {
    const { payoutRatio } = input;
    if (!isNum(payoutRatio)) return unavailable("the payout ratio");
    // Spec 5: payout ratio under 90 percent. A negative ratio means a dividend paid from losses.
    if (payoutRatio < 0) return { passed: false, content: `The dividend is paid while the company makes a loss.` };
    return payoutRatio < 0.9
      ? { passed: true, content: `The payout ratio of ${percent(payoutRatio)} is under 90% of earnings.` }
      : { passed: false, content: `The payout ratio of ${percent(payoutRatio)} is not under 90% of earnings.` };
  },
};
