import type { TransactionKind } from "./ledger";
import {
  ImportFileError,
  normaliseTicker,
  parseAmount,
  parseDate,
  type CsvRow,
  type ImportRow,
  type ParsedFile,
} from "./broker-fields";
import { isInteractiveBrokersFile, parseInteractiveBrokers } from "./interactive-brokers";

// Broker files into transactions. Each preset names the columns of one US broker's transaction
// history export and how its action words map to our kinds; the generic mapping lets a member
// name the columns of any other file (remembered per layout, that is per header line). A row
// that cannot be read rejects the whole file with its line and the reason; a row whose action is
// not a holding's (interest, options, journals) is listed as skipped, never silently dropped.

/** The columns a file's rows are read from (header names as in the file). */
export interface ColumnMapping {
  date: string;
  /** The column saying what the row is (Buy, Sell, Dividend ...). */
  action: string;
  symbol: string;
  quantity: string;
  price: string;
  /** Commission and fee columns, summed. */
  fees: string[];
  /** The cash amount of the row (a dividend's, a deposit's). */
  amount: string;
}

export const PRESET_IDS = ["fidelity", "schwab", "vanguard", "robinhood", "ibkr"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

interface Preset {
  id: PresetId;
  name: string;
  columns: ColumnMapping;
  /** Our kind for a row's action (and its signed amount), or null when it is not a holding's. */
  kind(action: string, amount: number | null): TransactionKind | null;
  /** A file that is not one table (Interactive Brokers' sections) is read and found its own way. */
  read?: { parse(rows: readonly CsvRow[]): ParsedFile; detect(rows: readonly CsvRow[]): boolean };
}

const cashBySign = (amount: number | null): TransactionKind => (amount !== null && amount < 0 ? "cash_out" : "cash_in");

/** Generic action words, used by the mapping step and as the presets' fallback. */
export function genericKind(action: string): TransactionKind | null {
  const a = action.toLowerCase();
  // Interest on cash is not a holding's and not money brought in.
  if (/interest/.test(a)) return null;
  if (/reinvest/.test(a) && /div/.test(a) && !/shares/.test(a)) return "dividend";
  if (/\b(buy|bought|purchase|reinvest)/.test(a)) return "buy";
  if (/\b(sell|sold|redemption)/.test(a)) return "sell";
  if (/div/.test(a)) return "dividend";
  if (/\b(deposit|contribution|funds received|transfer received|transfer in)/.test(a)) return "cash_in";
  if (/\b(withdraw|transfer paid|transfer out)/.test(a)) return "cash_out";
  if (/\bfee/.test(a)) return "fee";
  return null;
}

export const PRESETS: readonly Preset[] = [
  {
    id: "fidelity",
    name: "Fidelity",
    // Accounts history: Run Date,Action,Symbol,Security Description,Security Type,Quantity,
    // Price ($),Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date
    columns: {
      date: "Run Date",
      action: "Action",
      symbol: "Symbol",
      quantity: "Quantity",
      price: "Price ($)",
      fees: ["Commission ($)", "Fees ($)"],
      amount: "Amount ($)",
    },
    kind(action, amount) {
      const a = action.toUpperCase();
      if (a.startsWith("YOU BOUGHT") || a.startsWith("REINVESTMENT")) return "buy";
      if (a.startsWith("YOU SOLD")) return "sell";
      if (a.startsWith("DIVIDEND RECEIVED")) return "dividend";
      if (a.startsWith("ELECTRONIC FUNDS TRANSFER") || a.startsWith("TRANSFERRED")) return cashBySign(amount);
      return genericKind(action);
    },
  },
  {
    id: "schwab",
    name: "Charles Schwab",
    // Transaction history: Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount
    columns: {
      date: "Date",
      action: "Action",
      symbol: "Symbol",
      quantity: "Quantity",
      price: "Price",
      fees: ["Fees & Comm"],
      amount: "Amount",
    },
    kind(action, amount) {
      const a = action.toLowerCase();
      if (a === "buy" || a === "reinvest shares") return "buy";
      if (a === "sell") return "sell";
      if (a.includes("dividend") || a.includes("div")) return "dividend";
      if (a === "moneylink transfer" || a.startsWith("wire")) return cashBySign(amount);
      return genericKind(action);
    },
  },
  {
    id: "vanguard",
    name: "Vanguard",
    // Brokerage transactions: Account Number,Trade Date,Settlement Date,Transaction Type,
    // Transaction Description,Investment Name,Symbol,Shares,Share Price,Principal Amount,
    // Commissions and Fees,Net Amount,Accrued Interest,Account Type
    columns: {
      date: "Trade Date",
      action: "Transaction Type",
      symbol: "Symbol",
      quantity: "Shares",
      price: "Share Price",
      fees: ["Commissions and Fees"],
      amount: "Net Amount",
    },
    kind(action) {
      const a = action.toLowerCase();
      if (a === "buy" || a === "reinvestment") return "buy";
      if (a === "sell") return "sell";
      if (a === "dividend") return "dividend";
      if (a === "funds received") return "cash_in";
      if (a === "withdrawal") return "cash_out";
      if (a.startsWith("sweep")) return null;
      return genericKind(action);
    },
  },
  {
    id: "robinhood",
    name: "Robinhood",
    // Account activity: Activity Date,Process Date,Settle Date,Instrument,Description,Trans Code,
    // Quantity,Price,Amount
    columns: {
      date: "Activity Date",
      action: "Trans Code",
      symbol: "Instrument",
      quantity: "Quantity",
      price: "Price",
      fees: [],
      amount: "Amount",
    },
    kind(action, amount) {
      switch (action.toUpperCase()) {
        case "BUY":
          return "buy";
        case "SELL":
          return "sell";
        case "CDIV":
          return "dividend";
        case "ACH":
          return cashBySign(amount);
        case "GOLD":
        case "AFEE":
        case "DFEE":
          return "fee";
        default:
          return null;
      }
    },
  },
  {
    id: "ibkr",
    name: "Interactive Brokers",
    // Activity Statement: sections of their own (Trades, Dividends, Deposits & Withdrawals, Fees),
    // read by interactive-brokers.ts; these are the Trades section's columns.
    columns: {
      date: "Date/Time",
      action: "Asset Category",
      symbol: "Symbol",
      quantity: "Quantity",
      price: "T. Price",
      fees: ["Comm/Fee"],
      amount: "Proceeds",
    },
    kind: genericKind,
    read: { parse: parseInteractiveBrokers, detect: isInteractiveBrokersFile },
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

const norm = (s: string) => s.trim().toLowerCase();

/** Columns a mapping needs from the header. */
function mappedColumns(m: ColumnMapping): string[] {
  return [m.date, m.action, m.symbol, m.quantity, m.price, m.amount, ...m.fees];
}

/** The index of the header row: the first whose fields hold every mapped column (-1 when none does). */
export function headerIndex(rows: readonly CsvRow[], mapping: ColumnMapping): number {
  const wanted = mappedColumns(mapping).map(norm);
  return rows.findIndex((r) => {
    const have = new Set(r.fields.map(norm));
    return wanted.every((w) => have.has(w));
  });
}

/** Which preset's columns the file has (the first that fits), if any. */
export function detectPreset(rows: readonly CsvRow[]): PresetId | null {
  for (const p of PRESETS)
    if (p.read ? p.read.detect(rows.slice(0, 200)) : headerIndex(rows.slice(0, 20), p.columns) >= 0) return p.id;
  return null;
}

/** A file's layout key: its header line's column names, normalised (the generic mapping is remembered by it). */
export function layoutKey(header: readonly string[]): string {
  return header.map(norm).join("|");
}

/** The first non-empty line's fields, taken as the header of a file for the mapping step. */
export function firstHeader(rows: readonly CsvRow[]): string[] {
  return rows.find((r) => r.fields.some((f) => f.trim() !== ""))?.fields.map((f) => f.trim()) ?? [];
}

/** Whether a row past the data is a footer: a note, a total line, or empty. */
function isFooter(fields: readonly string[]): boolean {
  const filled = fields.filter((f) => f.trim() !== "");
  if (filled.length <= 1) return true;
  return /total/i.test(fields[0] ?? "");
}

export interface ParseOptions {
  mapping: ColumnMapping;
  kind(action: string, amount: number | null): TransactionKind | null;
}

/** Reads a file's rows with a preset or a mapping; throws ImportFileError at the first row that cannot be read. */
export function parseBrokerRows(rows: readonly CsvRow[], options: ParseOptions): ParsedFile {
  const { mapping } = options;
  const h = headerIndex(rows, mapping);
  if (h < 0) {
    const missing = mappedColumns(mapping).filter((c) => !rows.some((r) => r.fields.map(norm).includes(norm(c))));
    throw new ImportFileError(0, `The file has no header row with the columns ${missing.join(", ")}.`);
  }
  const header = rows[h]!.fields.map(norm);
  const col = (name: string) => header.indexOf(norm(name));
  const at = {
    date: col(mapping.date),
    action: col(mapping.action),
    symbol: col(mapping.symbol),
    quantity: col(mapping.quantity),
    price: col(mapping.price),
    amount: col(mapping.amount),
    fees: mapping.fees.map(col),
  };
  const out: ParsedFile = { rows: [], skipped: [] };
  for (const row of rows.slice(h + 1)) {
    const f = row.fields;
    // Blank lines, disclaimers and total lines around the data are not rows.
    if (isFooter(f)) continue;
    if (f.length < header.length)
      throw new ImportFileError(row.line, `It has ${f.length} fields where the header has ${header.length}.`);
    const number = (index: number, name: string): number | null => {
      const v = parseAmount(f[index] ?? "");
      if (v === "invalid") throw new ImportFileError(row.line, `${name} "${f[index]}" is not a number.`);
      return v;
    };
    const date = parseDate(f[at.date]!);
    if (date === null) throw new ImportFileError(row.line, `The date "${f[at.date]}" is not a date.`);
    const action = f[at.action]!.trim();
    const amount = number(at.amount, mapping.amount);
    const kind = options.kind(action, amount);
    if (kind === null) {
      out.skipped.push({ line: row.line, action });
      continue;
    }
    const ticker = f[at.symbol]!.trim() ? normaliseTicker(f[at.symbol]!) : null;
    const fee = at.fees.reduce((sum, i, k) => sum + Math.abs(number(i, mapping.fees[k]!) ?? 0), 0);
    const raw = f.map((x) => x.trim()).join("\u241f");
    if (kind === "buy" || kind === "sell") {
      const shares = number(at.quantity, mapping.quantity);
      const price = number(at.price, mapping.price);
      if (ticker === null) throw new ImportFileError(row.line, `A ${kind} needs a symbol.`);
      if (shares === null || shares === 0) throw new ImportFileError(row.line, `A ${kind} needs a quantity.`);
      let perShare = price === null ? null : Math.abs(price);
      // A row without a price (some reinvestments) is priced from its amount.
      if ((perShare === null || perShare === 0) && amount !== null)
        perShare = (Math.abs(amount) - fee) / Math.abs(shares);
      if (perShare === null || !(perShare > 0)) throw new ImportFileError(row.line, `A ${kind} needs a price.`);
      out.rows.push({
        line: row.line,
        date,
        kind,
        ticker,
        shares: Math.abs(shares),
        price: perShare,
        amount: Math.abs(shares) * perShare,
        fee,
        raw,
      });
      continue;
    }
    if (amount === null || amount === 0)
      throw new ImportFileError(row.line, `A ${kind.replace("_", " ")} needs an amount.`);
    if (kind === "dividend" && ticker === null) throw new ImportFileError(row.line, "A dividend needs a symbol.");
    out.rows.push({
      line: row.line,
      date,
      kind,
      ticker: kind === "cash_in" || kind === "cash_out" ? null : ticker,
      shares: null,
      price: null,
      amount: Math.abs(amount),
      fee: 0,
      raw,
    });
  }
  return out;
}

/** Reads a file with a broker's preset. */
export function parseWithPreset(rows: readonly CsvRow[], id: PresetId): ParsedFile {
  const preset = presetById(id)!;
  if (preset.read) return preset.read.parse(rows);
  return parseBrokerRows(rows, { mapping: preset.columns, kind: (a, amount) => preset.kind(a, amount) });
}

/** Reads a file with a member's column mapping and the generic action words. */
export function parseWithMapping(rows: readonly CsvRow[], mapping: ColumnMapping): ParsedFile {
  return parseBrokerRows(rows, { mapping, kind: genericKind });
}

/**
 * Each row's key for importing it once: the file's layout and the row's fields, with the count of
 * identical rows before it (two equal buys on one day are two buys; the same file twice is one).
 */
export function importKeys(layout: string, rows: readonly ImportRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const base = `${layout}\u241e${r.raw}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}\u241e${n}`;
  });
}
