import type { CheckDefinition } from "../types";
import { isNum, money, times, unavailable } from "../format";

export const interestCoverage: CheckDefinition = {
  type: "interestCoverage",
  category: "financials",
  title: "Interest covered by profit",
  evaluate(input) {
    const { ebit, interestExpense: interest } = input;
    if (!isNum(ebit) || !isNum(interest)) return unavailable("interest coverage");
    if (interest <= 0) {
      return ebit > 0
        ? { passed: true, content: `The company pays no interest and earns ${money(ebit)} before interest and tax.` }
        : { passed: false, content: `The company pays no interest but loses ${money(-ebit)} before interest and tax.` };
    }
    const cover = ebit / interest;
    // Spec 5: earnings before interest and tax above 5 times interest.
    return cover > 5
      ? {
          passed: true,
          content: `Earnings before interest and tax of ${money(ebit)} cover interest of ${money(interest)} ${times(cover)}, above 5x.`,
        }
      : {
          passed: false,
          content: `Earnings before interest and tax of ${money(ebit)} cover interest of ${money(interest)} only ${times(cover)}, not above 5x.`,
        };
  },
};
