import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/support/database";
import { parseFundamentalsCsv } from "./fundamentals-csv";
import { importPath } from "./import-path";
import { memoryLog, writeTree } from "./test-files";

// The columns the importer reads, in the real file's spelling, plus a quoted one with a comma.
const COLUMNS = [
  "Ticker Symbol",
  "Period Ending",
  "Capital Expenditures",
  "Cash and Cash Equivalents",
  "Cost of Revenue",
  "Earnings Before Interest and Tax",
  "Interest Expense",
  "Long-Term Debt",
  "Net Cash Flow-Operating",
  "Net Income",
  "Net Income Applicable to Common Shareholders",
  "Sales, General and Admin.",
  "Short-Term Debt / Current Portion of Long-Term Debt",
  "Short-Term Investments",
  "Total Assets",
  "Total Current Assets",
  "Total Current Liabilities",
  "Total Equity",
  "Total Liabilities",
  "Total Revenue",
  "For Year",
  "Earnings Per Share",
  "Estimated Shares Outstanding",
];
const HEADER = COLUMNS.map((c) => (c.includes(",") ? `"${c}"` : c)).join(",");

function row(values: Partial<Record<string, string>>): string {
  const base: Record<string, string> = {
    "Capital Expenditures": "-12734000000",
    "Cash and Cash Equivalents": "20484000000",
    "Cost of Revenue": "1.31E+11",
    "Earnings Before Interest and Tax": "61372000000",
    "Interest Expense": "0",
    "Long-Term Debt": "75427000000",
    "Net Cash Flow-Operating": "65824000000",
    "Net Income": "45687000000",
    "Net Income Applicable to Common Shareholders": "45687000000",
    "Sales, General and Admin.": "14194000000",
    "Short-Term Debt / Current Portion of Long-Term Debt": "11605000000",
    "Short-Term Investments": "46671000000",
    "Total Assets": "3.22E+11",
    "Total Current Assets": "1.07E+11",
    "Total Current Liabilities": "79006000000",
    "Total Equity": "1.28E+11",
    "Total Liabilities": "1.93E+11",
    "Total Revenue": "2.16E+11",
    "For Year": "2016",
    "Earnings Per Share": "8.35",
    "Estimated Shares Outstanding": "5471497006",
  };
  const all = { ...base, ...values };
  return COLUMNS.map((c) => all[c] ?? "").join(",");
}

const AAPL_2016 = row({ "Ticker Symbol": "AAPL", "Period Ending": "9/24/2016" });

describe("parseFundamentalsCsv", () => {
  it("maps the statement columns and derives debt, non-current liabilities and free cash flow", () => {
    const { rows, rowsRead, errors } = parseFundamentalsCsv(`${HEADER}\n${AAPL_2016}\n`);
    expect(errors.list).toEqual([]);
    expect(rowsRead).toBe(1);
    expect(rows).toEqual([
      {
        ticker: "AAPL",
        period: "A",
        fiscal_year: 2016,
        fiscal_quarter: 0,
        period_end: "2016-09-24",
        filed_on: "2016-11-23",
        revenue: 2.16e11,
        cost_of_revenue: 1.31e11,
        ebit: 61372000000,
        interest_expense: 0,
        net_income: 45687000000,
        net_income_common: 45687000000,
        eps: 8.35,
        shares: 5471497006,
        total_assets: 3.22e11,
        current_assets: 1.07e11,
        cash: 20484000000,
        short_term_investments: 46671000000,
        total_liabilities: 1.93e11,
        current_liabilities: 79006000000,
        non_current_liabilities: 1.93e11 - 79006000000,
        debt: 75427000000 + 11605000000,
        equity: 1.28e11,
        operating_cash_flow: 65824000000,
        capital_expenditure: -12734000000,
        free_cash_flow: 65824000000 - 12734000000,
        dividends_paid: null,
      },
    ]);
  });

  it("leaves empty figures null, and derived ones too when a part is missing", () => {
    const { rows } = parseFundamentalsCsv(
      `${HEADER}\n${row({ "Ticker Symbol": "X", "Period Ending": "12/31/2015", "Earnings Per Share": "", "Total Liabilities": "", "Capital Expenditures": "", "Long-Term Debt": "" })}\n`,
    );
    expect(rows[0]).toMatchObject({
      eps: null,
      total_liabilities: null,
      non_current_liabilities: null,
      free_cash_flow: null,
      debt: 11605000000,
    });
  });

  it("counts a 52/53-week year ending in the first week of January as the year before", () => {
    const text = [
      HEADER,
      row({ "Ticker Symbol": "CERN", "Period Ending": "1/2/2016" }),
      row({ "Ticker Symbol": "CERN", "Period Ending": "12/31/2016" }),
      row({ "Ticker Symbol": "WMT", "Period Ending": "1/31/2016" }),
    ].join("\n");
    const { rows, errors } = parseFundamentalsCsv(text);
    expect(errors.empty).toBe(true);
    expect(rows.map((r) => [r.ticker, r.fiscal_year, r.period_end])).toEqual([
      ["CERN", 2015, "2016-01-02"],
      ["CERN", 2016, "2016-12-31"],
      ["WMT", 2016, "2016-01-31"],
    ]);
  });

  it("names the line of malformed rows and of a missing column", () => {
    const text = [
      HEADER,
      AAPL_2016,
      row({ "Ticker Symbol": "MSFT", "Period Ending": "6/30/2016", "Net Income": "lots" }),
      row({ "Ticker Symbol": "MSFT", "Period Ending": "2016-06-30" }),
      row({ "Ticker Symbol": "AAPL", "Period Ending": "9/30/2016" }),
      row({ "Ticker Symbol": "IBM", "Period Ending": "13/31/2016" }),
    ].join("\n");
    expect(parseFundamentalsCsv(text).errors.list).toEqual([
      { line: 3, message: 'Net Income is not a number ("lots")' },
      { line: 4, message: 'Period Ending is not a date in the form M/D/YYYY ("2016-06-30")' },
      { line: 5, message: "AAPL has a second row for fiscal year 2016 (also on line 2)" },
      { line: 6, message: 'Period Ending is not a valid date ("13/31/2016")' },
    ]);
    expect(
      parseFundamentalsCsv("Ticker Symbol,Period Ending,Net Income\nA,1/1/2016,1\n").errors.list[0]!.message,
    ).toMatch(/^the header lacks "Total Revenue", "Cost of Revenue"/);
  });
});

describe("importing a fundamentals file", () => {
  const database = useTestDatabase();

  const stored = () =>
    database.db
      .selectFrom("fundamentals")
      .innerJoin("companies", "companies.id", "fundamentals.company_id")
      .select(["ticker", "fiscal_year", "net_income", "free_cash_flow"])
      .select((eb) => eb.fn<string>("to_char", ["filed_on", eb.val("YYYY-MM-DD")]).as("filed_on"))
      .orderBy("ticker")
      .orderBy("fiscal_year")
      .execute();

  it("stores annual rows for (new) companies and changes nothing the second time", async () => {
    const dir = await writeTree({
      "fundamentals/fundamentals.csv": [
        HEADER,
        AAPL_2016,
        row({ "Ticker Symbol": "BRK.B", "Period Ending": "12/31/2016", "Net Income": "24074000000" }),
      ].join("\n"),
    });
    const first = await importPath(database.db, dir, memoryLog().log);
    // Two companies, two statement rows and the companies' share counts.
    expect(first.files[0]).toMatchObject({ kind: "fundamentals-csv", status: "imported", rowsRead: 2, rowsChanged: 6 });
    const expected = [
      {
        ticker: "AAPL",
        fiscal_year: 2016,
        net_income: 45687000000,
        free_cash_flow: 53090000000,
        filed_on: "2016-11-23",
      },
      {
        ticker: "BRK-B",
        fiscal_year: 2016,
        net_income: 24074000000,
        free_cash_flow: 53090000000,
        filed_on: "2017-03-01",
      },
    ];
    expect(await stored()).toEqual(expected);
    const second = await importPath(database.db, dir, memoryLog().log);
    expect(second.files[0]).toMatchObject({ status: "imported", rowsChanged: 0 });
    expect(await stored()).toEqual(expected);
  });

  it("sets the companies' shares outstanding from their latest statement", async () => {
    const dir = await writeTree({
      "f.csv": [
        HEADER,
        row({ "Ticker Symbol": "AAPL", "Period Ending": "9/26/2015", "Estimated Shares Outstanding": "5753663793" }),
        row({ "Ticker Symbol": "AAPL", "Period Ending": "9/24/2016", "Estimated Shares Outstanding": "5471497006" }),
      ].join("\n"),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    // The 2015 row is new; the 2016 row, and with it the share count, are as before.
    expect(report.files[0]).toMatchObject({ status: "imported", rowsChanged: 1 });
    const aapl = await database.db
      .selectFrom("companies")
      .select("shares_outstanding")
      .where("ticker", "=", "AAPL")
      .executeTakeFirstOrThrow();
    expect(aapl.shares_outstanding).toBe(5471497006);
  });

  it("updates a row whose figures changed", async () => {
    const dir = await writeTree({
      "f.csv": [
        HEADER,
        row({ "Ticker Symbol": "AAPL", "Period Ending": "9/24/2016", "Net Income": "45687000001" }),
      ].join("\n"),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "imported", rowsChanged: 1 });
    expect((await stored()).find((r) => r.fiscal_year === 2016 && r.ticker === "AAPL")!.net_income).toBe(45687000001);
  });

  it("writes nothing from a file with a malformed row", async () => {
    const dir = await writeTree({
      "f.csv": [
        HEADER,
        row({ "Ticker Symbol": "NEWC", "Period Ending": "12/31/2015" }),
        row({ "Ticker Symbol": "NEWC", "Period Ending": "12/31/2016", "Total Assets": "1,5" }),
      ].join("\n"),
    });
    const report = await importPath(database.db, dir, memoryLog().log);
    expect(report.files[0]).toMatchObject({ status: "failed", errors: ["f.csv line 3: expected 23 fields, found 24"] });
    expect((await stored()).map((r) => r.ticker)).toEqual(["AAPL", "AAPL", "BRK-B"]);
  });
});
