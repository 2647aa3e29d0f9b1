import type { ColumnMapping } from "../../src/domain/portfolios/broker-csv";

// A broker file in a layout no preset knows: the member's own columns, and the mapping the member
// chooses to read it. The parser's test and the import API's test read the same file.

export const OWN_LAYOUT_HEADER = ["When", "What", "Ticker", "Shares", "Cost", "Commission", "Total"];

export const OWN_LAYOUT_MAPPING: ColumnMapping = {
  date: "When",
  action: "What",
  symbol: "Ticker",
  quantity: "Shares",
  price: "Cost",
  fees: ["Commission"],
  amount: "Total",
};
