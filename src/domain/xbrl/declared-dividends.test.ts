import { describe, expect, it } from "vitest";
import { declaredDividends } from "./declared-dividends";
import { statementsFromFacts } from "./statements-from-facts";
import { factsDoc, type FactSpec } from "./test-facts";

const quarter = (q: 1 | 2 | 3, year: number, dps: number, filed: string): FactSpec[] => {
  const [start, end] = [
    ["01-01", "03-31"],
    ["04-01", "06-30"],
    ["07-01", "09-30"],
  ][q - 1]!;
  return [
    { concept: "NetIncomeLoss", start: `${year}-${start}`, end: `${year}-${end}`, val: 100, filed, form: "10-Q" },
    {
      concept: "CommonStockDividendsPerShareDeclared",
      start: `${year}-${start}`,
      end: `${year}-${end}`,
      val: dps,
      filed,
      form: "10-Q",
    },
  ];
};
const year = (y: number, dps: number | null, filed: string): FactSpec[] => [
  { concept: "NetIncomeLoss", start: `${y}-01-01`, end: `${y}-12-31`, val: 400, filed },
  ...(dps === null
    ? []
    : [{ concept: "CommonStockDividendsPerShareDeclared", start: `${y}-01-01`, end: `${y}-12-31`, val: dps, filed }]),
];

describe("dividends declared in the filings, as dividend events", () => {
  it("makes one event per quarter on the day its report was filed, the fourth quarter the year's total less the first three", () => {
    const versions = statementsFromFacts(
      factsDoc([
        ...quarter(1, 2023, 0.24, "2023-05-05"),
        ...quarter(2, 2023, 0.24, "2023-08-04"),
        ...quarter(3, 2023, 0.25, "2023-11-03"),
        ...year(2023, 1.0, "2024-02-09"),
      ]),
    );
    expect(declaredDividends(versions)).toEqual([
      { exDate: "2023-05-05", amount: 0.24 },
      { exDate: "2023-08-04", amount: 0.24 },
      { exDate: "2023-11-03", amount: 0.25 },
      { exDate: "2024-02-09", amount: 0.27 },
    ]);
  });

  it("keeps the first-reported amount of a quarter a later filing restates (in the shares of its day)", () => {
    const versions = statementsFromFacts(
      factsDoc([
        ...quarter(1, 2023, 0.5, "2023-05-05"),
        // After a 2-for-1 split the next year's 10-Q restates last year's quarter in new shares.
        ...quarter(1, 2024, 0.26, "2024-05-03"),
        {
          concept: "CommonStockDividendsPerShareDeclared",
          start: "2023-01-01",
          end: "2023-03-31",
          val: 0.25,
          filed: "2024-05-03",
          form: "10-Q",
        },
      ]),
    );
    expect(declaredDividends(versions)).toEqual([
      { exDate: "2023-05-05", amount: 0.5 },
      { exDate: "2024-05-03", amount: 0.26 },
    ]);
  });

  it("makes one event when only the annual report states dividends; none for a year without", () => {
    const versions = statementsFromFacts(
      factsDoc([...year(2022, 1.1, "2023-02-10"), ...year(2023, null, "2024-02-09")]),
    );
    expect(declaredDividends(versions)).toEqual([{ exDate: "2023-02-10", amount: 1.1 }]);
  });

  it("dates a quarter first seen as a comparative long after it ended by its last day", () => {
    // The first 10-Q XBRL holds also states the same quarter of the year before.
    const versions = statementsFromFacts(
      factsDoc([
        ...quarter(2, 2010, 0.2, "2010-08-06"),
        {
          concept: "NetIncomeLoss",
          start: "2009-04-01",
          end: "2009-06-30",
          val: 90,
          filed: "2010-08-06",
          form: "10-Q",
        },
        {
          concept: "CommonStockDividendsPerShareDeclared",
          start: "2009-04-01",
          end: "2009-06-30",
          val: 0.18,
          filed: "2010-08-06",
          form: "10-Q",
        },
      ]),
    );
    expect(declaredDividends(versions)).toEqual([
      { exDate: "2009-06-30", amount: 0.18 },
      { exDate: "2010-08-06", amount: 0.2 },
    ]);
  });
});
