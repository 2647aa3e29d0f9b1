import {
  ImportFileError,
  normaliseTicker,
  parseAmount,
  parseDate,
  type CsvRow,
  type ImportRow,
  type ParsedFile,
} from "./broker-fields";

// Interactive Brokers' Activity Statement as CSV: not one table but sections, each line led by
// its section's name and its kind ("Statement,Header,...", "Trades,Data,..."). A section's Header
// line names the columns of the Data lines after it (a section may restate it, say per asset
// class); SubTotal and Total lines repeat sums. Trades of stocks, dividends, deposits and
// withdrawals and fees are a holding's; options, other currencies, withholding tax and interest
// are listed as skipped; the other sections (positions, performance, notes) hold no transaction.

const TRADES = "Trades";
const DIVIDENDS = "Dividends";
const CASH = "Deposits & Withdrawals";
const FEES = "Fees";
/** Sections of money moves we do not model: listed, never silently dropped. */
const SKIPPED_SECTIONS = new Set(["Withholding Tax", "Interest", "Broker Interest Paid", "Broker Interest Received"]);
const READ = new Set([TRADES, DIVIDENDS, CASH, FEES, ...SKIPPED_SECTIONS]);

/** Whether the rows are an Activity Statement: a section line with a Trades or Statement header. */
export function isInteractiveBrokersFile(rows: readonly CsvRow[]): boolean {
  return rows.some((r) => (r.fields[0] === "Statement" || r.fields[0] === TRADES) && r.fields[1]?.trim() === "Header");
}

export function parseInteractiveBrokers(rows: readonly CsvRow[]): ParsedFile {
  const out: ParsedFile = { rows: [], skipped: [] };
  const headers = new Map<string, string[]>();
  let trades = false;
  for (const row of rows) {
    const [section = "", kind = "", ...fields] = row.fields.map((f) => f.trim());
    if (!READ.has(section)) continue;
    if (kind === "Header") {
      headers.set(section, fields);
      if (section === TRADES) trades = true;
      continue;
    }
    if (kind !== "Data") continue;
    const header = headers.get(section);
    if (!header) throw new ImportFileError(row.line, `A ${section} line comes before its section's header.`);
    const value = (name: string) => fields[header.indexOf(name)] ?? "";
    // Sums restated as data ("Total", "Total in USD") are not rows.
    if (/^total/i.test(value("Currency")) || /^total/i.test(fields[0] ?? "")) continue;
    if (SKIPPED_SECTIONS.has(section)) {
      out.skipped.push({ line: row.line, action: section });
      continue;
    }
    const raw = row.fields.map((x) => x.trim()).join("\u241f");
    const number = (name: string): number | null => {
      const v = parseAmount(value(name));
      if (v === "invalid") throw new ImportFileError(row.line, `${name} "${value(name)}" is not a number.`);
      return v;
    };
    const dateOf = (name: string) => {
      // "2024-01-08, 10:31:15" and "2024-01-08;103115": the trade's day.
      const date = parseDate(value(name).split(/[,;\s]/)[0] ?? "");
      if (date === null) throw new ImportFileError(row.line, `The date "${value(name)}" is not a date.`);
      return date;
    };
    if (value("Currency") && value("Currency") !== "USD") {
      out.skipped.push({ line: row.line, action: `${section} in ${value("Currency")}` });
      continue;
    }
    if (section === TRADES) {
      const discriminator = value("DataDiscriminator");
      if (discriminator && discriminator !== "Order" && discriminator !== "Trade") continue;
      const category = value("Asset Category");
      if (category !== "Stocks") {
        out.skipped.push({ line: row.line, action: `Trade: ${category || "unknown asset"}` });
        continue;
      }
      const ticker = value("Symbol") ? normaliseTicker(value("Symbol")) : null;
      const quantity = number("Quantity");
      const price = number("T. Price");
      if (ticker === null) throw new ImportFileError(row.line, "A trade needs a symbol.");
      if (quantity === null || quantity === 0) throw new ImportFileError(row.line, "A trade needs a quantity.");
      if (price === null || !(price > 0)) throw new ImportFileError(row.line, "A trade needs a price.");
      const shares = Math.abs(quantity);
      out.rows.push({
        line: row.line,
        date: dateOf("Date/Time"),
        // IBKR signs the quantity: bought shares come in, sold ones go out.
        kind: quantity > 0 ? "buy" : "sell",
        ticker,
        shares,
        price,
        amount: shares * price,
        fee: Math.abs(number("Comm/Fee") ?? 0),
        raw,
      });
      continue;
    }
    const amount = number("Amount");
    if (amount === null || amount === 0) throw new ImportFileError(row.line, `A ${section} line needs an amount.`);
    const base = { line: row.line, shares: null, price: null, amount: Math.abs(amount), fee: 0, raw };
    if (section === CASH) {
      out.rows.push({ ...base, date: dateOf("Settle Date"), kind: amount > 0 ? "cash_in" : "cash_out", ticker: null });
      continue;
    }
    if (section === FEES) {
      if (amount > 0) out.skipped.push({ line: row.line, action: "Fee refund" });
      else out.rows.push({ ...base, date: dateOf("Date"), kind: "fee", ticker: null });
      continue;
    }
    // Dividends: "AAPL(US0378331005) Cash Dividend USD 0.24 per Share (Ordinary Dividend)".
    const ticker = /^([A-Za-z0-9./ ]+?)\s*\(/.exec(value("Description"))?.[1];
    if (!ticker) throw new ImportFileError(row.line, `The dividend "${value("Description")}" names no symbol.`);
    if (amount < 0) {
      out.skipped.push({ line: row.line, action: "Dividend reversal" });
      continue;
    }
    out.rows.push({ ...base, date: dateOf("Date"), kind: "dividend", ticker: normaliseTicker(ticker) });
  }
  if (!trades) throw new ImportFileError(0, "The statement has no Trades section.");
  return out satisfies { rows: ImportRow[] };
}
