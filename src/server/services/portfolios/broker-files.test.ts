import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../market/importers/csv";
import {
  detectPreset,
  firstHeader,
  importKeys,
  layoutKey,
  parseWithMapping,
  parseWithPreset,
} from "../../../domain/portfolios/broker-csv";
import { ImportFileError, parseAmount, parseDate, type ImportRow } from "../../../domain/portfolios/broker-fields";
import { OWN_LAYOUT_HEADER, OWN_LAYOUT_MAPPING } from "../../../../test/support/own-layout";

// One sample file in each broker's export layout, as the broker writes it (title lines,
// quoting, dollar signs, parentheses, footers).

const FIDELITY = `
Brokerage

Run Date,Action,Symbol,Security Description,Security Type,Quantity,Price ($),Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date
01/03/2024,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,10,185.50,0,0.02,,-1855.02,01/05/2024
02/15/2024,DIVIDEND RECEIVED APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,,,,,,2.40,
03/01/2024,YOU SOLD APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,-4,180.00,0,0.01,,719.99,03/05/2024
03/10/2024,Electronic Funds Transfer Received (Cash),,No Description,Cash,,,,,,500,
03/11/2024,INTEREST EARNED FDIC INSURED DEPOSIT (Cash),QPIQQ,FDIC,Cash,,,,,,0.12,

"The data and information in this spreadsheet is provided to you solely for your use."
"Date downloaded 11/28/2026 3:15 pm"
`;

const SCHWAB = `"Transactions  for account Individual ...123 as of 11/28/2026 10:00:00 ET"
"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"
"03/15/2024 as of 03/14/2024","Buy","MSFT","MICROSOFT CORP","5","$410.20","$0.65","-$2,051.65"
"04/01/2024","Qualified Dividend","MSFT","MICROSOFT CORP","","","","$3.75"
"04/02/2024","MoneyLink Transfer","","Tfr BANK","","","","-$100.00"
"04/03/2024","Journal","","JOURNAL FRM","","","","$1.00"
"Transactions Total","","","","","","","-$2,146.90"
`;

const VANGUARD = `Account Number,Investment Name,Symbol,Shares,Share Price,Total Value,
12345678,VANGUARD TOTAL STOCK MARKET ETF,VTI,10,250.00,2500.00,

Account Number,Trade Date,Settlement Date,Transaction Type,Transaction Description,Investment Name,Symbol,Shares,Share Price,Principal Amount,Commissions and Fees,Net Amount,Accrued Interest,Account Type,
12345678,2024-05-01,2024-05-03,Buy,Buy,VANGUARD TOTAL STOCK MARKET ETF,VTI,10.0,250.00,-2500.00,0.0,-2500.00,0.0,CASH,
12345678,2024-06-28,2024-06-28,Dividend,Dividend Received,VANGUARD TOTAL STOCK MARKET ETF,VTI,0.0,1.0,9.10,0.0,9.10,0.0,CASH,
12345678,2024-06-28,2024-06-28,Reinvestment,Dividend Reinvestment,VANGUARD TOTAL STOCK MARKET ETF,VTI,0.035,260.00,-9.10,0.0,-9.10,0.0,CASH,
12345678,2024-07-01,2024-07-01,Sweep in,Sweep in,VANGUARD FEDERAL MONEY MARKET,VMFXX,1.0,1.0,1.0,0.0,1.0,0.0,CASH,
12345678,2024-07-02,2024-07-02,Funds Received,Funds Received,CASH,,0.0,1.0,1000.0,0.0,1000.0,0.0,CASH,
`;

const ROBINHOOD = `"Activity Date","Process Date","Settle Date","Instrument","Description","Trans Code","Quantity","Price","Amount"
"8/1/2024","8/1/2024","8/5/2024","BRK.B","Berkshire Hathaway Class B","Buy","2","$430.00","($860.00)"
"8/15/2024","8/15/2024","8/15/2024","KO","Cash Div: R/D 2024-08-01 P/D 2024-08-15 - 10 shares at 0.485","CDIV","","","$4.85"
"8/20/2024","8/20/2024","8/20/2024","","ACH Deposit","ACH","","","$1,000.00"
"8/21/2024","8/21/2024","8/21/2024","","Gold Subscription Fee","GOLD","","","($5.00)"
"8/22/2024","8/22/2024","8/22/2024","AAPL 9/20/2024 Call $250.00","","BTO","1","$1.00","($100.00)"
"","","","","","","","",""
"The data provided is for informational purposes only."
`;

// An Activity Statement: sections led by their names, each with its own header line, sums
// restated as Total lines, and sections that hold no transaction (positions, notes).
const INTERACTIVE_BROKERS = `Statement,Header,Field Name,Field Value
Statement,Data,BrokerName,Interactive Brokers LLC
Statement,Data,Title,Activity Statement
Statement,Data,Period,"January 1, 2024 - December 31, 2024"
Account Information,Header,Field Name,Field Value
Account Information,Data,Base Currency,USD
Open Positions,Header,DataDiscriminator,Asset Category,Currency,Symbol,Quantity,Mult,Cost Price,Cost Basis,Close Price,Value,Unrealized P/L,Code
Open Positions,Data,Summary,Stocks,USD,AAPL,6,1,185.5,1113,250,1500,387,
Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code
Trades,Data,Order,Stocks,USD,AAPL,"2024-01-08, 10:31:15",10,185.5,185.56,-1855,-1,1856,0,0.6,O
Trades,Data,Order,Stocks,USD,BRK B,"2024-02-01, 09:45:02",2,380.25,381,-760.5,-0.35,760.85,0,1.5,O
Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 15:59:59",-4,180,180.2,720,-1.01,-742.4,-23.41,0.8,C
Trades,SubTotal,,Stocks,USD,AAPL,,6,,,-1135,-2.01,1113.6,-23.41,1.4,
Trades,Total,,Stocks,USD,,,,,,-1895.5,-2.36,1874.45,-23.41,2.9,
Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code
Trades,Data,Order,Equity and Index Options,USD,AAPL 19JAN24 190 C,"2024-01-10, 10:00:00",1,2.5,2.6,-250,-0.65,250.65,0,10,O
Deposits & Withdrawals,Header,Currency,Settle Date,Description,Amount
Deposits & Withdrawals,Data,USD,2024-01-02,Electronic Fund Transfer,5000
Deposits & Withdrawals,Data,USD,2024-06-03,Disbursement Initiated by Jane Doe,-300
Deposits & Withdrawals,Data,Total,,,4700
Dividends,Header,Currency,Date,Description,Amount
Dividends,Data,USD,2024-02-15,AAPL(US0378331005) Cash Dividend USD 0.24 per Share (Ordinary Dividend),2.4
Dividends,Data,Total,,,2.4
Withholding Tax,Header,Currency,Date,Description,Amount,Code
Withholding Tax,Data,USD,2024-02-15,AAPL(US0378331005) Cash Dividend USD 0.24 per Share - US Tax,-0.36,
Withholding Tax,Data,Total,,,-0.36,
Fees,Header,Subtitle,Currency,Date,Description,Amount
Fees,Data,Other Fees,USD,2024-03-04,Market data subscription,-10
Fees,Data,Total,,,,-10
Codes,Header,Code,Meaning
Codes,Data,O,Opening Trade
`;

const cents = (x: number) => Math.round(x * 1e6) / 1e6;
const brief = (rows: ImportRow[]) =>
  rows.map((r) => [r.line, r.date, r.kind, r.ticker, r.shares, r.price, cents(r.amount), r.fee]);

describe("broker presets", () => {
  it("reads Fidelity's accounts history, past its title lines and disclaimers", () => {
    const rows = parseCsv(FIDELITY);
    expect(detectPreset(rows)).toBe("fidelity");
    const parsed = parseWithPreset(rows, "fidelity");
    expect(brief(parsed.rows)).toEqual([
      [5, "2024-01-03", "buy", "AAPL", 10, 185.5, 1855, 0.02],
      [6, "2024-02-15", "dividend", "AAPL", null, null, 2.4, 0],
      [7, "2024-03-01", "sell", "AAPL", 4, 180, 720, 0.01],
      [8, "2024-03-10", "cash_in", null, null, null, 500, 0],
    ]);
    expect(parsed.skipped).toEqual([{ line: 9, action: "INTEREST EARNED FDIC INSURED DEPOSIT (Cash)" }]);
  });

  it("reads Schwab's transaction history with its dollar signs, 'as of' dates and total line", () => {
    const rows = parseCsv(SCHWAB);
    expect(detectPreset(rows)).toBe("schwab");
    const parsed = parseWithPreset(rows, "schwab");
    expect(brief(parsed.rows)).toEqual([
      [3, "2024-03-15", "buy", "MSFT", 5, 410.2, 2051, 0.65],
      [4, "2024-04-01", "dividend", "MSFT", null, null, 3.75, 0],
      [5, "2024-04-02", "cash_out", null, null, null, 100, 0],
    ]);
    expect(parsed.skipped).toEqual([{ line: 6, action: "Journal" }]);
  });

  it("reads Vanguard's transactions after its holdings section", () => {
    const rows = parseCsv(VANGUARD);
    expect(detectPreset(rows)).toBe("vanguard");
    const parsed = parseWithPreset(rows, "vanguard");
    expect(brief(parsed.rows)).toEqual([
      [5, "2024-05-01", "buy", "VTI", 10, 250, 2500, 0],
      [6, "2024-06-28", "dividend", "VTI", null, null, 9.1, 0],
      [7, "2024-06-28", "buy", "VTI", 0.035, 260, 9.1, 0],
      [9, "2024-07-02", "cash_in", null, null, null, 1000, 0],
    ]);
    expect(parsed.skipped).toEqual([{ line: 8, action: "Sweep in" }]);
  });

  it("reads Robinhood's activity report, with class shares, parentheses and options skipped", () => {
    const rows = parseCsv(ROBINHOOD);
    expect(detectPreset(rows)).toBe("robinhood");
    const parsed = parseWithPreset(rows, "robinhood");
    expect(brief(parsed.rows)).toEqual([
      [2, "2024-08-01", "buy", "BRK.B", 2, 430, 860, 0],
      [3, "2024-08-15", "dividend", "KO", null, null, 4.85, 0],
      [4, "2024-08-20", "cash_in", null, null, null, 1000, 0],
      [5, "2024-08-21", "fee", null, null, null, 5, 0],
    ]);
    expect(parsed.skipped).toEqual([{ line: 6, action: "BTO" }]);
  });

  it("reads Interactive Brokers' Activity Statement section by section, options and taxes skipped", () => {
    const rows = parseCsv(INTERACTIVE_BROKERS);
    expect(detectPreset(rows)).toBe("ibkr");
    const parsed = parseWithPreset(rows, "ibkr");
    expect(brief(parsed.rows)).toEqual([
      [10, "2024-01-08", "buy", "AAPL", 10, 185.5, 1855, 1],
      [11, "2024-02-01", "buy", "BRK.B", 2, 380.25, 760.5, 0.35],
      [12, "2024-03-01", "sell", "AAPL", 4, 180, 720, 1.01],
      [18, "2024-01-02", "cash_in", null, null, null, 5000, 0],
      [19, "2024-06-03", "cash_out", null, null, null, 300, 0],
      [22, "2024-02-15", "dividend", "AAPL", null, null, 2.4, 0],
      [28, "2024-03-04", "fee", null, null, null, 10, 0],
    ]);
    expect(parsed.skipped).toEqual([
      { line: 16, action: "Trade: Equity and Index Options" },
      { line: 25, action: "Withholding Tax" },
    ]);
  });

  it("rejects an Interactive Brokers trade it cannot read, with its line", () => {
    const broken = INTERACTIVE_BROKERS.replace("185.5,185.56", "n/a,185.56");
    expect(() => parseWithPreset(parseCsv(broken), "ibkr")).toThrow(/Line 10: T. Price "n\/a" is not a number/);
  });

  it("detects no preset in a file of another layout", () => {
    expect(detectPreset(parseCsv("When,What,Ticker,Shares,Cost\n2024-01-02,buy,AAPL,1,100\n"))).toBeNull();
  });
});

describe("a malformed row rejects the file with its line and reason", () => {
  const rejects = (text: string, line: number, reason: RegExp) => {
    try {
      parseWithPreset(parseCsv(text), "schwab");
      expect.unreachable("the file was accepted");
    } catch (e) {
      expect(e).toBeInstanceOf(ImportFileError);
      expect((e as ImportFileError).line).toBe(line);
      expect((e as ImportFileError).reason).toMatch(reason);
    }
  };
  const header = `"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"\n`;

  it("names a date that is not one", () =>
    rejects(`${header}"02/30/2024","Buy","MSFT","M","1","$1","","-$1"\n`, 2, /date "02\/30\/2024"/));
  it("names a number that is not one", () =>
    rejects(`${header}"02/01/2024","Buy","MSFT","M","one","$1","","-$1"\n`, 2, /Quantity "one"/));
  it("names a buy without a symbol", () =>
    rejects(`${header}"02/01/2024","Buy","","M","1","$1","","-$1"\n`, 2, /needs a symbol/));
  it("names a row with fields missing", () =>
    rejects(`${header}"02/01/2024","Buy","MSFT"\n`, 2, /3 fields where the header has 8/));
  it("names a dividend without an amount", () =>
    rejects(`${header}"02/01/2024","Cash Dividend","MSFT","M","","","",""\n`, 2, /needs an amount/));
  it("names the columns a file lacks", () =>
    rejects(`"Date","Action"\n"02/01/2024","Buy"\n`, 0, /Symbol, Quantity, Price, Amount, Fees & Comm/));
});

describe("the generic mapping", () => {
  const FILE = `${OWN_LAYOUT_HEADER.join(",")}\n2024-01-02,Bought,aapl,3,100,1,-301\n2024-02-02,Dividend,AAPL,,,,1.5\n2024-02-03,Deposit,,,,,50\n`;

  it("reads any file by the columns chosen, with the generic action words", () => {
    const rows = parseCsv(FILE);
    const parsed = parseWithMapping(rows, OWN_LAYOUT_MAPPING);
    expect(brief(parsed.rows)).toEqual([
      [2, "2024-01-02", "buy", "AAPL", 3, 100, 300, 1],
      [3, "2024-02-02", "dividend", "AAPL", null, null, 1.5, 0],
      [4, "2024-02-03", "cash_in", null, null, null, 50, 0],
    ]);
  });

  it("keys a layout by its header, whatever its spacing and case", () => {
    expect(layoutKey(firstHeader(parseCsv(FILE)))).toBe(
      layoutKey(["when ", "WHAT", "ticker", "shares", "cost", "commission", "total"]),
    );
  });
});

describe("import keys", () => {
  it("tell two identical rows of one file apart, and give the same keys to the same file read again", () => {
    const file = `"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"\n"03/15/2024","Buy","MSFT","M","1","$400","","-$400"\n"03/15/2024","Buy","MSFT","M","1","$400","","-$400"\n`;
    const once = importKeys("schwab", parseWithPreset(parseCsv(file), "schwab").rows);
    const again = importKeys("schwab", parseWithPreset(parseCsv(file), "schwab").rows);
    expect(new Set(once).size).toBe(2);
    expect(again).toEqual(once);
  });
});

describe("numbers and dates as brokers write them", () => {
  it("reads dollar amounts, signs and parentheses", () => {
    expect(parseAmount("$1,234.50")).toBe(1234.5);
    expect(parseAmount("-$1,234.50")).toBe(-1234.5);
    expect(parseAmount("($43.64)")).toBe(-43.64);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("--")).toBeNull();
    expect(parseAmount("12abc")).toBe("invalid");
  });

  it("reads US and ISO dates and refuses impossible ones", () => {
    expect(parseDate("8/1/2024")).toBe("2024-08-01");
    expect(parseDate("08/01/24")).toBe("2024-08-01");
    expect(parseDate("2024-08-01")).toBe("2024-08-01");
    expect(parseDate("03/15/2024 as of 03/14/2024")).toBe("2024-03-15");
    expect(parseDate("2024-02-30")).toBeNull();
    expect(parseDate("yesterday")).toBeNull();
  });
});
