import type { CheckDefinition } from "../types";
import { isNum, unavailable } from "../format";
import { localeText } from "../../number-text";

export const insiderBuyingVsSelling: CheckDefinition = {
  type: "insiderBuyingVsSelling",
  category: "ownership",
  title: "Insiders buying",
  evaluate(input) {
    const { netInsiderShares: net } = input;
    if (!isNum(net)) return unavailable("insider trading");
    const shares = localeText(Math.abs(net));
    if (net > 0)
      return { passed: true, content: `Insiders bought ${shares} more shares than they sold over the last 12 months.` };
    if (net < 0)
      return {
        passed: false,
        content: `Insiders sold ${shares} more shares than they bought over the last 12 months.`,
      };
    return { passed: false, content: `Insiders bought and sold the same number of shares over the last 12 months.` };
  },
};
