import type { CheckDefinition } from "../types";
import { isNum, money, unavailable } from "../format";

export const benjaminGrahamFormula: CheckDefinition = {
  type: "benjaminGrahamFormula",
  category: "valuation",
  title: "Below the Graham formula value",
  evaluate(input) {
    const { price, grahamIntrinsicValue: graham } = input;
    if (!isNum(price) || !isNum(graham)) return unavailable("the Graham formula value");
    return price < graham
      ? { passed: true, content: `The price of ${money(price)} is below the Graham formula value of ${money(graham)}.` }
      : {
          passed: false,
          content: `The price of ${money(price)} is not below the Graham formula value of ${money(graham)}.`,
        };
  },
};
