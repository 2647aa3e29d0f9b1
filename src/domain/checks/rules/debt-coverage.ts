import type { CheckDefinition } from "../types";
import { isNum, money, percent, unavailable } from "../format";

export const debtCoverage: CheckDefinition = {
  type: "debtCoverage",
  category: "financials",
  title: "Debt covered by cash flow",
  evaluate(input) {
    const { netCashFlowFromOperations: ocf, debt } = input;
    if (!isNum(ocf) || !isNum(debt)) return unavailable("debt coverage");
    if (debt <= 0) {
      return ocf > 0
        ? { passed: true, content: `The company has no debt and ${money(ocf)} of operating cash flow.` }
        : { passed: false, content: `The company has no debt but operating cash flow of ${money(ocf)}.` };
    }
    const cover = ocf / debt;
    // Spec 5: operating cash flow above 20 percent of debt.
    return cover > 0.2
      ? {
          passed: true,
          content: `Operating cash flow of ${money(ocf)} is ${percent(cover)} of debt (${money(debt)}), above 20%.`,
        }
      : {
          passed: false,
          content: `Operating cash flow of ${money(ocf)} is ${percent(cover)} of debt (${money(debt)}), not above 20%.`,
        };
  },
};
