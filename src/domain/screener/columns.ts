import { GROUP_IDS, type GroupId } from "./groups";

// The screener's columns (spec section 3, "Screener columns"). Units as the API sends them:
// currency in dollars, percentage in percent (12.5 = 12.5%), dates as YYYY-MM-DD, gauges 0 to
// 100, zen-rating-grade a letter A to F. Every non-string column is stored as a number in the
// engine's snapshot (dates as days since 1970-01-01, booleans as 1 or 0).

export const COLUMN_TYPES = [
  "string",
  "currency",
  "integer",
  "gauge",
  "percentage",
  "number",
  "ratio",
  "date",
  "boolean",
  "zen-rating-grade",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface ScreenerColumn {
  key: string;
  name: string;
  shortName?: string;
  /** Due Diligence Score fields: shown to everyone the spec's locking allows (see policies). */
  lockable: boolean;
  /** Premium-only: never computed into a response for a visitor without Premium. */
  premiumLockable: boolean;
  type: ColumnType;
  groupId: GroupId;
  width?: number;
  /** Labels of a boolean column's true and false values. */
  labels?: { true: string; false: string };
}

type Extra = Partial<Pick<ScreenerColumn, "shortName" | "lockable" | "premiumLockable" | "width" | "labels">>;

function col(key: string, name: string, type: ColumnType, groupId: GroupId, extra: Extra = {}): ScreenerColumn {
  return { key, name, lockable: false, premiumLockable: false, type, groupId, ...extra };
}

const G = GROUP_IDS;
const premium = { premiumLockable: true } as const;
const lockable = { lockable: true } as const;

export const ZEN_RATING_COMPONENTS = [
  { key: "zrv", name: "Value" },
  { key: "zrg", name: "Growth" },
  { key: "zrm", name: "Momentum" },
  { key: "zrs", name: "Sentiment" },
  { key: "zrsf", name: "Safety" },
  { key: "zrf", name: "Financials" },
  { key: "zrai", name: "AI" },
] as const;

export const PRICE_CHANGE_PERIODS = [
  { key: "chg1d", name: "1 Day", shortName: "1D" },
  { key: "chg1w", name: "1 Week", shortName: "1W" },
  { key: "chg1m", name: "1 Month", shortName: "1M" },
  { key: "chg3m", name: "3 Months", shortName: "3M" },
  { key: "chg6m", name: "6 Months", shortName: "6M" },
  { key: "chgytd", name: "Year to Date", shortName: "YTD" },
  { key: "chg1y", name: "1 Year", shortName: "1Y" },
  { key: "chg3y", name: "3 Years", shortName: "3Y" },
  { key: "chg5y", name: "5 Years", shortName: "5Y" },
  { key: "chg10y", name: "10 Years", shortName: "10Y" },
] as const;

export const MOVING_AVERAGE_KEYS = [
  { key: "sma10", days: 10 },
  { key: "sma20", days: 20 },
  { key: "sma50", days: 50 },
  { key: "sma100", days: 100 },
  { key: "sma200", days: 200 },
] as const;

export const SCREENER_COLUMNS: readonly ScreenerColumn[] = [
  // Company
  col("ticker", "Ticker", "string", G.company, { width: 90 }),
  col("name", "Company", "string", G.company, { width: 220 }),
  col("exchange", "Exchange", "string", G.company, { width: 90 }),
  col("sector", "Sector", "string", G.company, { width: 180 }),
  col("industry", "Industry", "string", G.company, { width: 220 }),
  col("country", "Country", "string", G.company, { width: 130 }),
  col("mcap", "Market Cap", "currency", G.company, { shortName: "Mkt Cap" }),
  col("price", "Price", "currency", G.price),
  col("vol", "Volume", "integer", G.price),
  col("avgvol", "Average Volume", "integer", G.price, { shortName: "Avg Vol" }),
  col("shares", "Outstanding Shares", "integer", G.company, { shortName: "Shares" }),

  // Zen Ratings (Premium)
  col("zr", "Zen Rating", "zen-rating-grade", G.zenRatings, { ...premium, width: 110 }),
  col("zr1m", "Zen Rating 1 Month Ago", "zen-rating-grade", G.zenRatings, { ...premium, shortName: "Zen Rating 1M" }),
  ...ZEN_RATING_COMPONENTS.map((c) =>
    col(c.key, `${c.name} Rating`, "zen-rating-grade", G.zenRatings, { ...premium, shortName: c.name }),
  ),

  // Due Diligence Score: the overall score and the five dimension scores
  col("dds", "Due Diligence Score", "gauge", G.dueDiligence, { ...lockable, shortName: "DD Score" }),
  col("ddv", "Valuation Score", "gauge", G.dueDiligence, { ...lockable, shortName: "Valuation" }),
  col("ddfi", "Financials Score", "gauge", G.dueDiligence, { ...lockable, shortName: "Financials" }),
  col("ddfo", "Forecast Score", "gauge", G.dueDiligence, { ...lockable, shortName: "Forecast" }),
  col("ddp", "Performance Score", "gauge", G.dueDiligence, { ...lockable, shortName: "Performance" }),
  col("ddd", "Dividend Score", "gauge", G.dueDiligence, { ...lockable, shortName: "Div Score" }),

  // Price
  ...PRICE_CHANGE_PERIODS.map((p) =>
    col(p.key, `Price Change ${p.name}`, "percentage", G.price, { shortName: p.shortName }),
  ),
  col("h52", "52-Week High", "currency", G.price, { shortName: "52W High" }),
  col("l52", "52-Week Low", "currency", G.price, { shortName: "52W Low" }),
  col("fh52", "Below 52-Week High", "percentage", G.price, { shortName: "From 52W High" }),
  col("beta", "Beta", "number", G.price),

  // Valuation
  col("pe", "Price/Earnings", "ratio", G.valuation, { shortName: "P/E" }),
  col("pb", "Price/Book", "ratio", G.valuation, { shortName: "P/B" }),
  col("peg", "Price/Earnings to Growth", "ratio", G.valuation, { shortName: "PEG" }),
  col("ps", "Price/Sales", "ratio", G.valuation, { shortName: "P/S" }),
  col("fv", "Fair Value", "currency", G.valuation),
  col("fvd", "Discount to Fair Value", "percentage", G.valuation, { shortName: "Fair Value Discount" }),
  col("gv", "Graham Value", "currency", G.valuation),

  // Forecast
  col("pt", "Price Target", "currency", G.forecast),
  col("ptu", "Price Target Upside", "percentage", G.forecast, { shortName: "Upside" }),
  col("cons", "Analyst Consensus", "string", G.forecast, { shortName: "Consensus", width: 120 }),
  col("conss", "Consensus Score", "number", G.forecast),
  col("anc", "Analyst Count", "integer", G.forecast, { shortName: "Analysts" }),
  col("tau", "Top Analyst Upside", "percentage", G.forecast, { ...premium, shortName: "Top Upside" }),
  col("tac", "Top Analyst Consensus", "string", G.forecast, { ...premium, shortName: "Top Consensus", width: 120 }),
  col("tan", "Top Analyst Count", "integer", G.forecast, { ...premium, shortName: "Top Analysts" }),
  col("fegr", "Forecast Earnings Growth", "percentage", G.forecast, { shortName: "Fcst EPS Growth" }),
  col("frgr", "Forecast Revenue Growth", "percentage", G.forecast, { shortName: "Fcst Rev Growth" }),
  col("froe", "Forecast Return on Equity", "percentage", G.forecast, { shortName: "Fcst ROE" }),
  col("froa", "Forecast Return on Assets", "percentage", G.forecast, { shortName: "Fcst ROA" }),
  col("ned", "Next Earnings Date", "date", G.forecast, { shortName: "Earnings Date" }),

  // Earnings & Revenue
  col("eps", "Earnings per Share", "currency", G.earnings, { shortName: "EPS" }),
  col("rev", "Revenue", "currency", G.earnings),
  col("egr1y", "Earnings Growth 1Y", "percentage", G.earnings, { shortName: "EPS Growth 1Y" }),
  col("egr5y", "Earnings Growth 5Y", "percentage", G.earnings, { shortName: "EPS Growth 5Y" }),
  col("egr10t", "Earnings Growth 10Y Total", "percentage", G.earnings, { shortName: "EPS Growth 10Y" }),
  col("rgr1y", "Revenue Growth 1Y", "percentage", G.earnings, { shortName: "Rev Growth 1Y" }),
  col("rgr5y", "Revenue Growth 5Y", "percentage", G.earnings, { shortName: "Rev Growth 5Y" }),

  // Dividends
  col("dy", "Dividend Yield", "percentage", G.dividends, { shortName: "Yield" }),
  col("fdy", "Forward Dividend Yield", "percentage", G.dividends, { shortName: "Fwd Yield" }),
  col("dps", "Annual Dividend", "currency", G.dividends, { shortName: "Annual Div" }),
  col("payout", "Payout Ratio", "percentage", G.dividends, { shortName: "Payout" }),
  col("dg5y", "Dividend Growth 5Y", "percentage", G.dividends, { shortName: "Div Growth 5Y" }),
  col("dyrs", "Years of Dividends", "integer", G.dividends, { shortName: "Div Years" }),
  col("exd", "Next Ex-Dividend Date", "date", G.dividends, { shortName: "Ex-Date" }),
  col("payd", "Next Dividend Payment Date", "date", G.dividends, { shortName: "Pay Date" }),

  // Ownership
  col("insd", "Insider Trading", "boolean", G.ownership, {
    labels: { true: "Net Buying", false: "Net Selling" },
    width: 120,
  }),
  col("insn", "Net Insider Shares", "integer", G.ownership, { shortName: "Insider Shares" }),
  col("insv", "Net Insider Value", "currency", G.ownership, { shortName: "Insider Value" }),

  // Financials
  col("roe", "Return on Equity", "percentage", G.financials, { shortName: "ROE" }),
  col("roa", "Return on Assets", "percentage", G.financials, { shortName: "ROA" }),
  col("roce", "Return on Capital Employed", "percentage", G.financials, { shortName: "ROCE" }),
  col("gm", "Gross Margin", "percentage", G.financials),
  col("om", "Operating Margin", "percentage", G.financials),
  col("nm", "Net Margin", "percentage", G.financials),
  col("fcf", "Free Cash Flow", "currency", G.financials, { shortName: "FCF" }),
  col("de", "Debt/Equity", "ratio", G.financials, { shortName: "D/E" }),
  col("cr", "Current Ratio", "ratio", G.financials),
  col("ic", "Interest Coverage", "ratio", G.financials),

  // Technical indicators (spec section 9: MACD 12/26/9, RSI and stochastics 14 with 3-day averaging)
  ...MOVING_AVERAGE_KEYS.map((m) =>
    col(m.key, `${m.days}-Day Moving Average`, "currency", G.technical, { shortName: `SMA ${m.days}` }),
  ),
  col("macd", "MACD", "number", G.technical),
  col("macds", "MACD Signal", "number", G.technical),
  col("macdh", "MACD Histogram", "number", G.technical),
  col("rsi", "Relative Strength Index", "number", G.technical, { shortName: "RSI" }),
  col("stk", "Stochastic %K", "number", G.technical, { shortName: "Stoch %K" }),
  col("std", "Stochastic %D", "number", G.technical, { shortName: "Stoch %D" }),
];

const BY_KEY = new Map(SCREENER_COLUMNS.map((c) => [c.key, c]));

export function columnByKey(key: string): ScreenerColumn | undefined {
  return BY_KEY.get(key);
}

/** Columns whose values are text in the snapshot rather than numbers. */
export function isTextColumn(column: Pick<ScreenerColumn, "type">): boolean {
  return column.type === "string";
}

export const DEFAULT_SORT = { column: "mcap", direction: "desc" } as const;
