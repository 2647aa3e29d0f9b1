import type { CheckDefinition } from "../types";
import { isNum, ratio, unavailable } from "../format";

export const peToGrowth: CheckDefinition = {
  type: "peToGrowth",
  category: "valuation",
  title: "PEG between 0 and 1",
  evaluate(input) {
    const { priceEarningsToGrowth: peg } = input;
    if (!isNum(peg)) return unavailable("the PEG ratio");
    // Spec 5: the PEG ratio must be within 0 to 1.
    return peg > 0 && peg <= 1
      ? {
          passed: true,
          content: `The PEG ratio of ${ratio(peg)} is within 0 to 1: the price is low for the expected growth.`,
        }
      : { passed: false, content: `The PEG ratio of ${ratio(peg)} is outside 0 to 1.` };
  },
};
