// Which us-gaap concepts each stored statement figure is read from, in order of preference:
// filers use different concepts for the same line, and changed them over the years (revenue was
// `SalesRevenueNet` before 2018's revenue standard and `RevenueFromContractWithCustomer...`
// after it; a bank reports `RevenuesNetOfInterestExpense`). For each period and filing the first
// concept the filing reports is taken.

export type LineKind = "flow" | "instant";

export interface Line {
  concepts: readonly string[];
  unit: "USD" | "USD/shares" | "shares";
  kind: LineKind;
  /** Whether quarters can be derived as differences of year-to-date figures (sums, and EPS nearly so). */
  additive: boolean;
  /** A quarter without a figure of its own takes the longer period's ending on the same day (an average). */
  longerFallback?: boolean;
}

const flow = (unit: Line["unit"], additive: boolean, ...concepts: string[]): Line => ({
  concepts,
  unit,
  kind: "flow",
  additive,
});
const instant = (...concepts: string[]): Line => ({ concepts, unit: "USD", kind: "instant", additive: false });

export const LINES = {
  revenue: flow(
    "USD",
    true,
    "Revenues",
    "RevenueFromContractWithCustomerExcludingAssessedTax",
    "RevenueFromContractWithCustomerIncludingAssessedTax",
    "SalesRevenueNet",
    "SalesRevenueGoodsNet",
    "RevenuesNetOfInterestExpense",
  ),
  costOfRevenue: flow("USD", true, "CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold", "CostOfServices"),
  operatingIncome: flow("USD", true, "OperatingIncomeLoss"),
  interestExpense: flow("USD", true, "InterestExpense", "InterestExpenseNonoperating", "InterestExpenseDebt"),
  netIncome: flow("USD", true, "NetIncomeLoss", "ProfitLoss"),
  netIncomeCommon: flow("USD", true, "NetIncomeLossAvailableToCommonStockholdersBasic", "NetIncomeLoss"),
  // The fourth quarter's EPS, which a 10-K does not state, is the year's less the first nine
  // months' (as data vendors take it): near, not exact, as the share count moves over the year.
  eps: flow("USD/shares", true, "EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted", "EarningsPerShareBasic"),
  // An average share count is no difference of averages: the fourth quarter takes the year's.
  shares: {
    ...flow(
      "shares",
      false,
      "WeightedAverageNumberOfDilutedSharesOutstanding",
      "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
      "WeightedAverageNumberOfSharesOutstandingBasic",
    ),
    longerFallback: true,
  },
  operatingCashFlow: flow(
    "USD",
    true,
    "NetCashProvidedByUsedInOperatingActivities",
    "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
  ),
  capitalExpenditure: flow(
    "USD",
    true,
    "PaymentsToAcquirePropertyPlantAndEquipment",
    "PaymentsToAcquireProductiveAssets",
  ),
  dividendsPaid: flow("USD", true, "PaymentsOfDividends", "PaymentsOfDividendsCommonStock"),
  dividendsPerShare: flow(
    "USD/shares",
    true,
    "CommonStockDividendsPerShareDeclared",
    "CommonStockDividendsPerShareCashPaid",
  ),
  totalAssets: instant("Assets"),
  currentAssets: instant("AssetsCurrent"),
  cash: instant(
    "CashAndCashEquivalentsAtCarryingValue",
    "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
    "Cash",
  ),
  shortTermInvestments: instant(
    "ShortTermInvestments",
    "MarketableSecuritiesCurrent",
    "AvailableForSaleSecuritiesDebtSecuritiesCurrent",
  ),
  liabilities: instant("Liabilities"),
  liabilitiesAndEquity: instant("LiabilitiesAndStockholdersEquity"),
  currentLiabilities: instant("LiabilitiesCurrent"),
  equity: instant("StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"),
  equityWithMinority: instant(
    "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
    "StockholdersEquity",
  ),
  longTermDebtNoncurrent: instant("LongTermDebtNoncurrent", "LongTermDebtAndCapitalLeaseObligations"),
  longTermDebt: instant("LongTermDebt"),
  debtCurrent: instant("DebtCurrent"),
  longTermDebtCurrent: instant("LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligationsCurrent"),
  shortTermBorrowings: instant("ShortTermBorrowings", "CommercialPaper"),
} as const satisfies Record<string, Line>;

export type LineName = keyof typeof LINES;
export const LINE_NAMES = Object.keys(LINES) as LineName[];
