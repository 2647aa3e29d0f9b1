import { describe, expect, it } from "vitest";
import { readCompanyFacts } from "./company-facts";
import { statementsFromFacts, type StatementFigures } from "./statements-from-facts";
import { factsDoc, type FactSpec } from "./test-facts";

const FY22 = { start: "2022-01-01", end: "2022-12-31" };
const FY23 = { start: "2023-01-01", end: "2023-12-31" };
const Q2_23 = { start: "2023-04-01", end: "2023-06-30" };
const K23 = "2024-02-09";
const Q_FILED = "2023-08-04";

const annual = (
  concept: string,
  val: number,
  filed = K23,
  period: { start: string; end: string } = FY23,
): FactSpec => ({
  concept,
  val,
  filed,
  ...period,
});
const balance = (concept: string, val: number, end = FY23.end, filed = K23): FactSpec => ({ concept, val, end, filed });

function only(specs: FactSpec[], period: "A" | "Q" = "A") {
  const rows = statementsFromFacts(factsDoc(specs)).filter((r) => r.period === period);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

// Each stored figure, the concepts filers use for it (in our order of preference), and the
// figure an anchor fact gives when the line itself is the anchor.
const FLOW_LINES: [keyof StatementFigures, string[], (v: number) => number][] = [
  [
    "revenue",
    [
      "Revenues",
      "RevenueFromContractWithCustomerExcludingAssessedTax",
      "RevenueFromContractWithCustomerIncludingAssessedTax",
      "SalesRevenueNet",
      "SalesRevenueGoodsNet",
      "RevenuesNetOfInterestExpense",
    ],
    (v) => v,
  ],
  ["costOfRevenue", ["CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold", "CostOfServices"], (v) => v],
  ["ebit", ["OperatingIncomeLoss"], (v) => v],
  ["interestExpense", ["InterestExpense", "InterestExpenseNonoperating", "InterestExpenseDebt"], (v) => v],
  ["netIncome", ["NetIncomeLoss", "ProfitLoss"], (v) => v],
  ["netIncomeCommon", ["NetIncomeLossAvailableToCommonStockholdersBasic", "NetIncomeLoss"], (v) => v],
  ["eps", ["EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted", "EarningsPerShareBasic"], (v) => v],
  [
    "shares",
    [
      "WeightedAverageNumberOfDilutedSharesOutstanding",
      "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
      "WeightedAverageNumberOfSharesOutstandingBasic",
    ],
    (v) => v,
  ],
  [
    "operatingCashFlow",
    ["NetCashProvidedByUsedInOperatingActivities", "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"],
    (v) => v,
  ],
  [
    "capitalExpenditure",
    ["PaymentsToAcquirePropertyPlantAndEquipment", "PaymentsToAcquireProductiveAssets"],
    (v) => -v,
  ],
  ["dividendsPaid", ["PaymentsOfDividends", "PaymentsOfDividendsCommonStock"], (v) => v],
  ["dividendsPerShare", ["CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"], (v) => v],
];
const BALANCE_LINES: [keyof StatementFigures, string[]][] = [
  ["totalAssets", ["Assets"]],
  ["currentAssets", ["AssetsCurrent"]],
  [
    "cash",
    ["CashAndCashEquivalentsAtCarryingValue", "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents", "Cash"],
  ],
  [
    "shortTermInvestments",
    ["ShortTermInvestments", "MarketableSecuritiesCurrent", "AvailableForSaleSecuritiesDebtSecuritiesCurrent"],
  ],
  ["totalLiabilities", ["Liabilities"]],
  ["currentLiabilities", ["LiabilitiesCurrent"]],
  ["equity", ["StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"]],
];

// A period becomes a statement once its earnings or revenue are known: the anchor gives it one
// (revenue for the earnings lines, earnings otherwise).
const anchorFor = (
  figure: keyof StatementFigures,
  period: { start: string; end: string },
  filed: string,
): FactSpec[] =>
  figure === "netIncome" || figure === "netIncomeCommon"
    ? [{ concept: "Revenues", val: 1, filed, ...period }]
    : figure === "revenue"
      ? []
      : [{ concept: "NetIncomeLoss", val: 1, filed, ...period }];

describe("statement lines from us-gaap concepts", () => {
  for (const [figure, concepts, stored] of FLOW_LINES) {
    concepts.forEach((concept, i) => {
      it(`${figure} from ${concept}, annual and quarterly`, () => {
        const a = only([...anchorFor(figure, FY23, K23), annual(concept, 700 + i)]);
        expect(a[figure]).toBe(stored(700 + i));
        expect(a).toMatchObject({
          period: "A",
          fiscalYear: 2023,
          fiscalQuarter: 0,
          periodEnd: "2023-12-31",
          filedOn: K23,
        });
        const q = only(
          [...anchorFor(figure, Q2_23, Q_FILED), { concept, val: 70 + i, filed: Q_FILED, form: "10-Q", ...Q2_23 }],
          "Q",
        );
        expect(q[figure]).toBe(stored(70 + i));
        expect(q).toMatchObject({ period: "Q", fiscalYear: 2023, fiscalQuarter: 2, periodEnd: "2023-06-30" });
      });
    });
    if (concepts.length > 1)
      it(`${figure}: ${concepts[0]} wins over the fall-backs in the same filing`, () => {
        const facts = concepts.map((c, i) => annual(c, 500 + i)).reverse();
        expect(only([...anchorFor(figure, FY23, K23), ...facts])[figure]).toBe(stored(500));
      });
  }

  for (const [figure, concepts] of BALANCE_LINES) {
    concepts.forEach((concept, i) => {
      it(`${figure} from ${concept}, at the year's and the quarter's end`, () => {
        const anchor = { concept: "NetIncomeLoss", val: 1, filed: K23, ...FY23 };
        expect(only([anchor, balance(concept, 900 + i)])[figure]).toBe(900 + i);
        const q = only(
          [
            { concept: "NetIncomeLoss", val: 1, filed: Q_FILED, form: "10-Q", ...Q2_23 },
            { concept, val: 90 + i, end: Q2_23.end, filed: Q_FILED, form: "10-Q" },
          ],
          "Q",
        );
        expect(q[figure]).toBe(90 + i);
      });
    });
    if (concepts.length > 1)
      it(`${figure}: ${concepts[0]} wins over the fall-backs`, () => {
        const anchor = { concept: "NetIncomeLoss", val: 1, filed: K23, ...FY23 };
        expect(only([anchor, ...concepts.map((c, i) => balance(c, 600 + i)).reverse()])[figure]).toBe(600);
      });
  }

  const anchor = annual("NetIncomeLoss", 1);
  it("total liabilities: liabilities and equity less equity (with minority interests) when Liabilities is not reported", () => {
    const row = only([
      anchor,
      balance("LiabilitiesAndStockholdersEquity", 1000),
      balance("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", 300),
      balance("StockholdersEquity", 280),
      balance("LiabilitiesCurrent", 200),
    ]);
    expect(row).toMatchObject({
      totalLiabilities: 700,
      currentLiabilities: 200,
      nonCurrentLiabilities: 500,
      equity: 280,
    });
  });

  it("debt: non-current long-term debt and current debt", () => {
    expect(only([anchor, balance("LongTermDebtNoncurrent", 500), balance("DebtCurrent", 50)]).debt).toBe(550);
    expect(
      only([
        anchor,
        balance("LongTermDebtNoncurrent", 500),
        balance("LongTermDebtCurrent", 40),
        balance("CommercialPaper", 10),
      ]).debt,
    ).toBe(550);
  });

  it("debt: total long-term debt and short-term borrowings, or none", () => {
    expect(only([anchor, balance("LongTermDebt", 540), balance("ShortTermBorrowings", 10)]).debt).toBe(550);
    expect(only([anchor, balance("Assets", 1)]).debt).toBeNull();
  });

  it("free cash flow is operating cash flow less capital expenditure", () => {
    const row = only([
      anchor,
      annual("NetCashProvidedByUsedInOperatingActivities", 300),
      annual("PaymentsToAcquirePropertyPlantAndEquipment", 120),
    ]);
    expect(row).toMatchObject({ operatingCashFlow: 300, capitalExpenditure: -120, freeCashFlow: 180 });
  });

  it("a figure the company does not report stays unknown, not 0", () => {
    const row = only([anchor]);
    expect(row).toMatchObject({ revenue: null, eps: null, totalAssets: null, debt: null, freeCashFlow: null });
  });
});

describe("quarters", () => {
  // A calendar-year filer: 10-Qs give three-month income figures and year-to-date cash flows.
  const ytd = (months: 3 | 6 | 9 | 12) => ({
    start: "2023-01-01",
    end: { 3: "2023-03-31", 6: "2023-06-30", 9: "2023-09-30", 12: "2023-12-31" }[months],
  });
  const filed = { 3: "2023-05-05", 6: "2023-08-04", 9: "2023-11-03", 12: K23 } as const;
  const specs: FactSpec[] = [
    ...([3, 6, 9] as const).map((m) => ({
      concept: "NetIncomeLoss",
      val: 10 * (m / 3),
      filed: filed[m],
      form: "10-Q",
      start: ytd(m).end.replace(/-\d\d-\d\d$/, "") + ["-01-01", "-04-01", "-07-01"][m / 3 - 1]!,
      end: ytd(m).end,
    })),
    ...([3, 6, 9] as const).map((m) => ({
      concept: "EarningsPerShareDiluted",
      val: 0.1 * (m / 3),
      filed: filed[m],
      form: "10-Q",
      start: ytd(m).end.replace(/-\d\d-\d\d$/, "") + ["-01-01", "-04-01", "-07-01"][m / 3 - 1]!,
      end: ytd(m).end,
    })),
    ...([3, 6, 9, 12] as const).map((m) => ({
      concept: "NetCashProvidedByUsedInOperatingActivities",
      val: [0, 25, 55, 90, 130][m / 3]!,
      filed: filed[m],
      form: m === 12 ? "10-K" : "10-Q",
      ...ytd(m),
    })),
    { concept: "NetIncomeLoss", val: 100, filed: K23, ...FY23 },
    { concept: "EarningsPerShareDiluted", val: 1.0, filed: K23, ...FY23 },
  ];

  it("a cash flow stated year to date is the difference of two year-to-date figures", () => {
    const quarters = statementsFromFacts(factsDoc(specs)).filter((r) => r.period === "Q");
    expect(quarters.map((q) => [q.fiscalQuarter, q.operatingCashFlow, q.filedOn])).toEqual([
      [1, 25, filed[3]],
      [2, 30, filed[6]],
      [3, 35, filed[9]],
      [4, 40, K23],
    ]);
  });

  it("the fourth quarter is the year less nine months, filed with the 10-K, EPS included; its share count is the year's", () => {
    const withShares = [
      ...specs,
      {
        concept: "WeightedAverageNumberOfDilutedSharesOutstanding",
        val: 100,
        filed: filed[3],
        form: "10-Q",
        start: "2023-01-01",
        end: "2023-03-31",
      },
      { concept: "WeightedAverageNumberOfDilutedSharesOutstanding", val: 104, filed: K23, ...FY23 },
    ];
    const q4 = statementsFromFacts(factsDoc(withShares)).find((r) => r.period === "Q" && r.fiscalQuarter === 4)!;
    expect(q4).toMatchObject({ fiscalYear: 2023, periodEnd: "2023-12-31", netIncome: 100 - 60, shares: 104 });
    expect(q4.eps).toBeCloseTo(1.0 - 0.6, 10);
    const q1 = statementsFromFacts(factsDoc(withShares)).find((r) => r.period === "Q" && r.fiscalQuarter === 1)!;
    expect(q1.shares).toBe(100);
  });

  it("a September fiscal year numbers its quarters from October", () => {
    const rows = statementsFromFacts(
      factsDoc([
        { concept: "Revenues", val: 400, filed: "2024-11-01", start: "2023-10-01", end: "2024-09-28" },
        { concept: "Revenues", val: 120, filed: "2024-02-02", form: "10-Q", start: "2023-10-01", end: "2023-12-30" },
        { concept: "Revenues", val: 90, filed: "2024-08-02", form: "10-Q", start: "2024-03-31", end: "2024-06-29" },
      ]),
    );
    expect(rows.map((r) => [r.period, r.fiscalYear, r.fiscalQuarter, r.periodEnd])).toEqual([
      ["Q", 2024, 1, "2023-12-30"],
      ["Q", 2024, 3, "2024-06-29"],
      ["A", 2024, 0, "2024-09-28"],
    ]);
  });

  it("a 52-week year ending in the first days of January is the year before", () => {
    expect(
      only([{ concept: "Revenues", val: 1, filed: "2024-03-01", start: "2023-01-02", end: "2024-01-01" }]).fiscalYear,
    ).toBe(2023);
  });
});

describe("point in time", () => {
  const original = annual("Revenues", 100, "2023-02-10", FY22);
  it("a restated figure filed later is a new version from its filing date; the original stays what was known until then", () => {
    const rows = statementsFromFacts(
      factsDoc([
        original,
        annual("Revenues", 120),
        annual("Revenues", 95, K23, FY22),
        annual("NetIncomeLoss", 9, K23, FY22),
      ]),
    ).filter((r) => r.periodEnd === FY22.end);
    expect(rows.map((r) => [r.filedOn, r.supersededOn, r.revenue, r.netIncome])).toEqual([
      ["2023-02-10", K23, 100, null],
      [K23, null, 95, 9],
    ]);
  });

  it("the same figure reported again (a comparative) is no new version", () => {
    const rows = statementsFromFacts(factsDoc([original, annual("Revenues", 100, K23, FY22)]));
    expect(rows.map((r) => [r.filedOn, r.supersededOn])).toEqual([["2023-02-10", null]]);
  });

  it("an amended report (10-K/A) restates; facts of other forms (8-K) are not statements", () => {
    const rows = statementsFromFacts(
      factsDoc([
        original,
        { ...annual("Revenues", 98, "2023-06-01", FY22), form: "10-K/A" },
        { ...annual("Revenues", 1, "2023-03-01", FY22), form: "8-K" },
      ]),
    );
    expect(rows.map((r) => [r.filedOn, r.revenue])).toEqual([
      ["2023-02-10", 100],
      ["2023-06-01", 98],
    ]);
  });

  it("a company without us-gaap facts has no statements", () => {
    expect(statementsFromFacts(readCompanyFacts({ cik: 5, entityName: "Shell Co", facts: {} }))).toEqual([]);
  });
});

describe("readCompanyFacts", () => {
  it("rejects what is not a company facts document", () => {
    expect(() => readCompanyFacts([])).toThrow(/not a JSON object/);
    expect(() => readCompanyFacts({ cik: "x", facts: {} })).toThrow(/cik/);
    expect(() => readCompanyFacts({ cik: 1 })).toThrow(/no facts/);
  });

  it("leaves out facts that are not dated numbers", () => {
    const doc = readCompanyFacts({
      cik: "0000000007",
      entityName: "A",
      facts: {
        "us-gaap": {
          Revenues: { units: { USD: [{ end: "2023-12-31", val: "n/a", accn: "a", form: "10-K", filed: K23 }] } },
        },
      },
    });
    expect(doc.cik).toBe(7);
    expect(doc.usGaap.get("Revenues")!.USD).toEqual([]);
  });
});
