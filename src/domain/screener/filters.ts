import { CHECKS } from "../checks/registry";
import type { CheckCategory } from "../checks/types";
import { RATINGS } from "../contracts/analyst-rating-scale";
import { INDUSTRIES, SECTORS } from "../taxonomy";
import { MOVING_AVERAGE_KEYS, PRICE_CHANGE_PERIODS, ZEN_RATING_COMPONENTS } from "./columns";
import { GROUP_IDS, type GroupId } from "./groups";

// The screener's filters (spec section 3, "Screener filters", and the presets of section 5).
// A range filter's bounds are in the unit of the column it reads (percent for percentages,
// dollars for currency); null means open.

export interface SelectOption {
  value: string;
  label: string;
}

export interface RangePreset {
  name: string;
  low: number | null;
  high: number | null;
}

export interface SelectParams {
  multiple: boolean;
  searchable: boolean;
  /** Options come with the catalogue; otherwise the page searches for them (companies). */
  preload: boolean;
  unit?: "grade";
  options: SelectOption[];
}

export interface RangeParams {
  unit: "$" | "%" | "days" | "x" | null;
  /** Decimal places a bound may have; 0 means whole numbers only. */
  precision: number;
  min: number | null;
  max: number | null;
  presets: RangePreset[];
}

interface FilterBase {
  key: string;
  name: string;
  shortName?: string;
  lockable: boolean;
  premiumLockable: boolean;
  groupId: GroupId;
}

export type ScreenerFilter =
  | (FilterBase & { type: "select"; params: SelectParams })
  | (FilterBase & { type: "range"; params: RangeParams })
  | (FilterBase & { type: "boolean"; params: { labels: { true: string; false: string } } });

export type FilterType = ScreenerFilter["type"];

const G = GROUP_IDS;
const M = 1_000_000;
const B = 1_000_000_000;

type Flags = Partial<Pick<FilterBase, "shortName" | "lockable" | "premiumLockable">>;

/** What every filter has: open to everyone unless its flags say otherwise. */
function base(key: string, name: string, groupId: GroupId, flags: Flags) {
  return { key, name, lockable: false, premiumLockable: false, groupId, ...flags };
}

function range(
  key: string,
  name: string,
  groupId: GroupId,
  params: Partial<RangeParams> = {},
  flags: Flags = {},
): ScreenerFilter {
  return {
    ...base(key, name, groupId, flags),
    type: "range",
    params: { unit: null, precision: 2, min: null, max: null, presets: [], ...params },
  };
}

function select(
  key: string,
  name: string,
  groupId: GroupId,
  params: Omit<SelectParams, "multiple" | "searchable" | "preload"> & Partial<SelectParams>,
  flags: Flags = {},
): ScreenerFilter {
  return {
    ...base(key, name, groupId, flags),
    type: "select",
    params: { multiple: true, searchable: false, preload: true, ...params },
  };
}

function boolean(
  key: string,
  name: string,
  groupId: GroupId,
  labels: { true: string; false: string },
  flags: Flags = {},
): ScreenerFilter {
  return { ...base(key, name, groupId, flags), type: "boolean", params: { labels } };
}

const pct = (extra: Partial<RangeParams> = {}): Partial<RangeParams> => ({ unit: "%", precision: 2, ...extra });
const usd = (extra: Partial<RangeParams> = {}): Partial<RangeParams> => ({ unit: "$", precision: 2, ...extra });
const times = (extra: Partial<RangeParams> = {}): Partial<RangeParams> => ({ unit: "x", precision: 2, ...extra });
const whole = (extra: Partial<RangeParams> = {}): Partial<RangeParams> => ({
  unit: null,
  precision: 0,
  min: 0,
  ...extra,
});

/** Spec section 5: 1, 2, 7 and 31 days. */
const DAYS_UNTIL_PRESETS: RangePreset[] = [
  { name: "1 Day", low: 0, high: 1 },
  { name: "2 Days", low: 0, high: 2 },
  { name: "7 Days", low: 0, high: 7 },
  { name: "31 Days", low: 0, high: 31 },
];
const daysUntil = (): Partial<RangeParams> => ({ unit: "days", precision: 0, min: 0, presets: DAYS_UNTIL_PRESETS });

export const GRADE_OPTIONS: SelectOption[] = ["A", "B", "C", "D", "F"].map((g) => ({ value: g, label: g }));
const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  strong_buy: "Strong Buy",
  buy: "Buy",
  hold: "Hold",
  sell: "Sell",
  strong_sell: "Strong Sell",
};
export const CONSENSUS_OPTIONS: SelectOption[] = RATINGS.map((r) => ({ value: r, label: RATING_LABELS[r] }));
export const EXCHANGE_OPTIONS: SelectOption[] = ["NYSE", "NASDAQ", "AMEX"].map((e) => ({ value: e, label: e }));

/** Due Diligence Score filters are whole numbers from 0 to 100 (spec section 5). */
const score = (): Partial<RangeParams> => ({ unit: null, precision: 0, min: 0, max: 100, presets: [] });

const CHECK_GROUP: Partial<Record<CheckCategory, GroupId>> = {
  valuation: G.checksValuation,
  forecast: G.checksForecast,
  performance: G.checksPerformance,
  financials: G.checksFinancial,
  dividend: G.checksDividend,
};

export const SCREENER_FILTERS: readonly ScreenerFilter[] = [
  // Company
  select("cid", "Company", G.company, { options: [], preload: false, searchable: true }),
  select("ex", "Exchange", G.company, { options: EXCHANGE_OPTIONS }),
  select("sid", "Sector", G.company, {
    options: SECTORS.map((s) => ({ value: String(s.id), label: s.name })),
    searchable: true,
  }),
  select("iid", "Industry", G.company, {
    options: INDUSTRIES.map((i) => ({ value: String(i.id), label: i.name })),
    searchable: true,
  }),
  range("mcap", "Market Cap", G.company, {
    ...usd({ min: 0 }),
    presets: [
      { name: "Micro", low: 50 * M, high: 250 * M },
      { name: "Small", low: 250 * M, high: 2 * B },
      { name: "Mid", low: 2 * B, high: 10 * B },
      { name: "Large", low: 10 * B, high: 200 * B },
      { name: "Mega", low: 200 * B, high: null },
    ],
  }),
  range("shares", "Outstanding Shares", G.company, whole()),

  // Zen Ratings (Premium)
  select("zr", "Zen Rating", G.zenRatings, { options: GRADE_OPTIONS, unit: "grade" }, { premiumLockable: true }),
  select(
    "zr1m",
    "Zen Rating 1 Month Ago",
    G.zenRatings,
    { options: GRADE_OPTIONS, unit: "grade" },
    { premiumLockable: true },
  ),
  ...ZEN_RATING_COMPONENTS.map((c) =>
    select(
      c.key,
      `${c.name} Rating`,
      G.zenRatings,
      { options: GRADE_OPTIONS, unit: "grade" },
      { premiumLockable: true, shortName: c.name },
    ),
  ),

  // Price
  range("price", "Price", G.price, { ...usd({ min: 0 }), presets: [{ name: "Penny Stocks", low: null, high: 5 }] }),
  range("vol", "Volume", G.price, whole()),
  range("avgvol", "Average Volume", G.price, whole()),
  ...PRICE_CHANGE_PERIODS.map((p) =>
    range(p.key, `Price Change ${p.name}`, G.price, pct(), { shortName: p.shortName }),
  ),
  range("fh52", "Below 52-Week High", G.price, pct({ min: 0 })),
  range("beta", "Beta", G.price, {
    precision: 2,
    presets: [
      { name: "Low Volatility", low: 0, high: 1 },
      { name: "High Volatility", low: 1, high: 4 },
      { name: "Extreme Volatility", low: 4, high: null },
    ],
  }),

  // Valuation
  range(
    "pe",
    "Price/Earnings",
    G.valuation,
    {
      ...times(),
      presets: [
        { name: "Low", low: 0, high: 15 },
        { name: "Medium", low: 15, high: 40 },
        { name: "High", low: 40, high: null },
      ],
    },
    { shortName: "P/E" },
  ),
  range("pb", "Price/Book", G.valuation, times(), { shortName: "P/B" }),
  range("peg", "Price/Earnings to Growth", G.valuation, times(), { shortName: "PEG" }),
  range("ps", "Price/Sales", G.valuation, times(), { shortName: "P/S" }),
  range("fvd", "Discount to Fair Value", G.valuation, pct()),

  // Forecast
  range("ptu", "Price Target Upside", G.forecast, pct()),
  select("cons", "Analyst Consensus", G.forecast, { options: CONSENSUS_OPTIONS }),
  range("anc", "Analyst Count", G.forecast, whole()),
  range("tau", "Top Analyst Upside", G.forecast, pct(), { premiumLockable: true }),
  select("tac", "Top Analyst Consensus", G.forecast, { options: CONSENSUS_OPTIONS }, { premiumLockable: true }),
  range("tan", "Top Analyst Count", G.forecast, whole(), { premiumLockable: true }),
  range("fegr", "Forecast Earnings Growth", G.forecast, pct()),
  range("frgr", "Forecast Revenue Growth", G.forecast, pct()),
  range("froe", "Forecast Return on Equity", G.forecast, pct()),
  range("froa", "Forecast Return on Assets", G.forecast, pct()),
  range("dued", "Days Until Earnings", G.forecast, daysUntil()),

  // Earnings & Revenue
  range("eps", "Earnings per Share", G.earnings, usd()),
  range("rev", "Revenue", G.earnings, usd()),
  range("egr1y", "Earnings Growth 1Y", G.earnings, pct()),
  range("egr5y", "Earnings Growth 5Y", G.earnings, pct()),
  range("egr10t", "Earnings Growth 10Y Total", G.earnings, pct()),
  range("rgr1y", "Revenue Growth 1Y", G.earnings, pct()),
  range("rgr5y", "Revenue Growth 5Y", G.earnings, pct()),

  // Dividends
  range("dy", "Dividend Yield", G.dividends, pct({ min: 0 })),
  range("payout", "Payout Ratio", G.dividends, pct()),
  range("dg5y", "Dividend Growth 5Y", G.dividends, pct()),
  range("dyrs", "Years of Dividends", G.dividends, whole()),
  range("duedd", "Days Until Ex-Dividend Date", G.dividends, daysUntil()),
  range("dupd", "Days Until Dividend Payment", G.dividends, daysUntil()),

  // Ownership
  boolean("insd", "Insider Trading", G.ownership, { true: "Net Buying", false: "Net Selling" }),

  // Financials
  range("roe", "Return on Equity", G.financials, pct(), { shortName: "ROE" }),
  range("roa", "Return on Assets", G.financials, pct(), { shortName: "ROA" }),
  range("roce", "Return on Capital Employed", G.financials, pct(), { shortName: "ROCE" }),
  range("gm", "Gross Margin", G.financials, pct()),
  range("om", "Operating Margin", G.financials, pct()),
  range("nm", "Net Margin", G.financials, pct()),
  range("fcf", "Free Cash Flow", G.financials, usd()),
  range("de", "Debt/Equity", G.financials, times(), { shortName: "D/E" }),
  range("cr", "Current Ratio", G.financials, times()),
  range("ic", "Interest Coverage", G.financials, times()),

  // Technical indicators
  ...MOVING_AVERAGE_KEYS.map((m) =>
    range(m.key, `${m.days}-Day Moving Average`, G.technical, usd({ min: 0 }), { shortName: `SMA ${m.days}` }),
  ),
  range("macdh", "MACD Histogram", G.technical),
  range(
    "rsi",
    "Relative Strength Index",
    G.technical,
    {
      precision: 2,
      min: 0,
      max: 100,
      presets: [
        { name: "Oversold", low: 0, high: 30 },
        { name: "Overbought", low: 70, high: 100 },
      ],
    },
    { shortName: "RSI" },
  ),
  range("stk", "Stochastic %K", G.technical, { precision: 2, min: 0, max: 100 }),

  // Due Diligence Score (whole numbers 0 to 100)
  range("dds", "Due Diligence Score", G.dueDiligence, score(), { lockable: true, shortName: "DD Score" }),
  range("ddv", "Valuation Score", G.dueDiligence, score(), { lockable: true }),
  range("ddfi", "Financials Score", G.dueDiligence, score(), { lockable: true }),
  range("ddfo", "Forecast Score", G.dueDiligence, score(), { lockable: true }),
  range("ddp", "Performance Score", G.dueDiligence, score(), { lockable: true }),
  range("ddd", "Dividend Score", G.dueDiligence, score(), { lockable: true }),

  // The checks, one pass/fail filter each, in groups 3 to 7
  ...CHECKS.flatMap((check) => {
    const group = CHECK_GROUP[check.category];
    return group === undefined
      ? []
      : [boolean(check.type, check.title, group, { true: "Passed", false: "Failed" }, { lockable: true })];
  }),
];

const BY_KEY = new Map(SCREENER_FILTERS.map((f) => [f.key, f]));

export function filterByKey(key: string): ScreenerFilter | undefined {
  return BY_KEY.get(key);
}

/** The keys of the company filter: its values are company ids, not catalogue options. */
export const COMPANY_FILTER_KEY = "cid";
