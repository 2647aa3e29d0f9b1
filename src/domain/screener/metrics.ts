import { MOVING_AVERAGE_KEYS, PRICE_CHANGE_PERIODS, ZEN_RATING_COMPONENTS } from "./columns";

// What each screener metric means, once for its column and its filter (they share a key): a
// definition, the formula where there is one, and the other names people type for it, which the
// filter search matches ("PE", "div yield", "market cap"). The header tooltips and the filter
// search read this; nothing else says what a metric is.

export interface MetricInfo {
  definition: string;
  formula?: string;
  /** Other names for it: abbreviations, the words people search with. */
  aliases?: readonly string[];
}

const priceChanges = Object.fromEntries(
  PRICE_CHANGE_PERIODS.map((p): [string, MetricInfo] => [
    p.key,
    {
      definition: `How much the share price moved over ${p.name === "Year to Date" ? "the year so far" : `the last ${p.name.toLowerCase()}`}, adjusted for splits (dividends not included).`,
      formula: "(price today ÷ price then − 1) × 100",
      aliases: [`${p.shortName} change`, `${p.shortName} return`, "performance", "perf"],
    },
  ]),
);

const movingAverages = Object.fromEntries(
  MOVING_AVERAGE_KEYS.map((m): [string, MetricInfo] => [
    m.key,
    {
      definition: `The average closing price of the last ${m.days} trading days.`,
      formula: `sum of the last ${m.days} closes ÷ ${m.days}`,
      aliases: [`SMA${m.days}`, `MA${m.days}`, `${m.days} day average`, "moving average"],
    },
  ]),
);

const zenComponents = Object.fromEntries(
  ZEN_RATING_COMPONENTS.map((c): [string, MetricInfo] => [
    c.key,
    {
      definition: `The Zen Rating's ${c.name} component: a grade A to F from the factors of that kind, ranked against every company.`,
      aliases: [`${c.name} grade`, `${c.name.toLowerCase()} rating`],
    },
  ]),
);

const ddScore = (dimension: string): MetricInfo => ({
  definition: `The share of the ${dimension} checks of the due-diligence checklist the company passes, 0 to 100.`,
  formula: "checks passed ÷ checks with data × 100",
  aliases: [`${dimension} score`, "due diligence", "DD"],
});

export const METRICS: Readonly<Record<string, MetricInfo>> = {
  ticker: { definition: "The symbol the shares trade under.", aliases: ["symbol"] },
  name: { definition: "The company's name.", aliases: ["company name"] },
  cid: { definition: "Particular companies, chosen by id.", aliases: ["ticker", "symbol"] },
  exchange: { definition: "The stock exchange where the shares are listed.", aliases: ["market", "listing"] },
  ex: { definition: "The stock exchange where the shares are listed.", aliases: ["market", "listing"] },
  sector: { definition: "The broad part of the economy the company works in.", aliases: ["sector"] },
  sid: { definition: "The broad part of the economy the company works in." },
  industry: { definition: "The company's industry, within its sector." },
  iid: { definition: "The company's industry, within its sector." },
  country: { definition: "Where the company is based." },
  mcap: {
    definition: "What the market values the whole company at.",
    formula: "share price × shares outstanding",
    aliases: ["market cap", "market capitalization", "mkt cap", "size", "cap"],
  },
  price: { definition: "The last closing share price.", aliases: ["share price", "close", "last price"] },
  vol: { definition: "Shares traded on the last trading day.", aliases: ["volume", "traded"] },
  avgvol: {
    definition: "The average number of shares traded a day over the last three months.",
    formula: "sum of daily volumes ÷ trading days",
    aliases: ["avg volume", "average daily volume", "ADV", "liquidity"],
  },
  shares: {
    definition: "Shares the company has issued that investors hold.",
    aliases: ["shares outstanding", "share count", "float"],
  },
  zr: {
    definition:
      "OpenZen's quantitative grade, A (Strong Buy) to F (Strong Sell), from 112 factors in seven components.",
    aliases: ["Zen", "rating", "grade", "ZR"],
  },
  zr1m: { definition: "The Zen Rating as it was a month ago.", aliases: ["previous rating", "last month rating"] },
  ...zenComponents,
  dds: {
    definition: "The due-diligence checklist's score: the average of its five dimension scores, 0 to 100.",
    formula: "average of the dimension scores",
    aliases: ["DD score", "due diligence", "checklist", "score"],
  },
  ddv: ddScore("valuation"),
  ddfi: ddScore("financials"),
  ddfo: ddScore("forecast"),
  ddp: ddScore("performance"),
  ddd: ddScore("dividend"),
  ...priceChanges,
  h52: { definition: "The highest close of the last 52 weeks.", aliases: ["52 week high", "year high"] },
  l52: { definition: "The lowest close of the last 52 weeks.", aliases: ["52 week low", "year low"] },
  fh52: {
    definition: "How far the price is below its 52-week high.",
    formula: "(1 − price ÷ 52-week high) × 100",
    aliases: ["from high", "off high", "drawdown", "52 week high"],
  },
  beta: {
    definition: "How much the share price moves with the market: 1 moves as much, 2 twice as much.",
    formula: "covariance(stock, market returns) ÷ variance(market returns)",
    aliases: ["volatility", "risk"],
  },
  pe: {
    definition: "What investors pay for each dollar of the last year's earnings.",
    formula: "share price ÷ earnings per share (trailing 12 months)",
    aliases: ["PE", "P/E ratio", "PE ratio", "price earnings", "earnings multiple", "multiple"],
  },
  pb: {
    definition: "What investors pay for each dollar of the company's book value (equity).",
    formula: "share price ÷ book value per share",
    aliases: ["PB", "P/B ratio", "price to book", "book value"],
  },
  peg: {
    definition: "The P/E ratio against the expected growth of earnings: under 1 can mean growth is cheap.",
    formula: "P/E ÷ earnings growth rate (%)",
    aliases: ["PEG", "PEG ratio", "P/E to growth", "PE growth"],
  },
  ps: {
    definition: "What investors pay for each dollar of the last year's revenue.",
    formula: "market cap ÷ revenue (trailing 12 months)",
    aliases: ["PS", "P/S ratio", "price to sales", "sales multiple"],
  },
  fv: {
    definition: "The share's value from a discounted cash flow model of its future free cash flow.",
    formula: "present value of forecast free cash flows and terminal value ÷ shares",
    aliases: ["DCF", "intrinsic value", "fair price"],
  },
  fvd: {
    definition: "How far the price is below the fair value (negative: above it).",
    formula: "(1 − price ÷ fair value) × 100",
    aliases: ["undervalued", "discount", "DCF", "fair value"],
  },
  gv: {
    definition: "Benjamin Graham's intrinsic value from earnings and growth.",
    formula: "EPS × (7 + growth) × 4.4 ÷ AA bond rate",
    aliases: ["Graham number", "Benjamin Graham", "intrinsic value"],
  },
  pt: {
    definition: "The average of analysts' 12-month price targets.",
    aliases: ["target", "analyst target", "PT"],
  },
  ptu: {
    definition: "How far the average price target is above the price.",
    formula: "(price target ÷ price − 1) × 100",
    aliases: ["upside", "target upside", "potential"],
  },
  cons: {
    definition: "Analysts' average recommendation, Strong Sell to Strong Buy.",
    aliases: ["consensus", "analyst rating", "recommendation", "buy rating"],
  },
  conss: {
    definition: "Analysts' average recommendation as a number, 1 (Strong Sell) to 5 (Strong Buy).",
    formula: "average of the ratings, Strong Sell = 1 … Strong Buy = 5",
    aliases: ["consensus score", "analyst score"],
  },
  anc: { definition: "How many analysts cover the company.", aliases: ["analysts", "coverage"] },
  tau: {
    definition: "Upside to the average price target of the best-ranked analysts covering the company.",
    formula: "(top analysts' target ÷ price − 1) × 100",
    aliases: ["top analysts upside", "best analysts"],
  },
  tac: {
    definition: "The best-ranked analysts' average recommendation.",
    aliases: ["top analysts", "best analysts consensus"],
  },
  tan: { definition: "How many of the best-ranked analysts cover the company.", aliases: ["top analysts"] },
  fegr: {
    definition: "Analysts' expected yearly growth of earnings per share.",
    formula: "annualised growth from this year's EPS to the forecast's",
    aliases: ["EPS growth forecast", "expected earnings growth", "forward growth"],
  },
  frgr: {
    definition: "Analysts' expected yearly growth of revenue.",
    formula: "annualised growth from this year's revenue to the forecast's",
    aliases: ["revenue growth forecast", "sales growth forecast", "expected revenue growth"],
  },
  froe: {
    definition: "The return on equity analysts expect.",
    formula: "forecast net income ÷ forecast equity × 100",
    aliases: ["forward ROE", "ROE forecast"],
  },
  froa: {
    definition: "The return on assets analysts expect.",
    formula: "forecast net income ÷ forecast assets × 100",
    aliases: ["forward ROA", "ROA forecast"],
  },
  ned: { definition: "When the company next reports its results.", aliases: ["earnings date", "report date"] },
  dued: { definition: "Days until the company next reports its results.", aliases: ["earnings date", "report"] },
  eps: {
    definition: "The last 12 months' net income per share, in today's shares.",
    formula: "net income to common shareholders ÷ shares",
    aliases: ["EPS", "earnings"],
  },
  rev: { definition: "Sales over the last 12 months.", aliases: ["sales", "turnover", "top line"] },
  egr1y: {
    definition: "Growth of earnings per share over the last year.",
    formula: "(EPS ÷ EPS a year before − 1) × 100",
    aliases: ["EPS growth", "earnings growth"],
  },
  egr5y: {
    definition: "Yearly growth of earnings per share over five years.",
    formula: "((EPS ÷ EPS 5 years before)^(1/5) − 1) × 100",
    aliases: ["EPS growth 5 years", "earnings growth"],
  },
  egr10t: {
    definition: "Total growth of earnings per share over ten years.",
    formula: "(EPS ÷ EPS 10 years before − 1) × 100",
    aliases: ["EPS growth 10 years", "long term growth"],
  },
  rgr1y: {
    definition: "Growth of revenue over the last year.",
    formula: "(revenue ÷ revenue a year before − 1) × 100",
    aliases: ["sales growth", "revenue growth"],
  },
  rgr5y: {
    definition: "Yearly growth of revenue over five years.",
    formula: "((revenue ÷ revenue 5 years before)^(1/5) − 1) × 100",
    aliases: ["sales growth 5 years", "revenue growth"],
  },
  dy: {
    definition: "The dividends of the last 12 months against the price.",
    formula: "dividends per share with ex-dates in the last 365 days ÷ price × 100",
    aliases: ["div yield", "yield", "dividend", "DY"],
  },
  fdy: {
    definition: "The latest declared dividend, at its yearly rate, against the price.",
    formula: "latest dividend × payments a year ÷ price × 100",
    aliases: ["forward yield", "fwd yield", "div yield", "dividend"],
  },
  dps: {
    definition: "Dividends per share paid over the last 12 months.",
    aliases: ["DPS", "dividend per share", "annual dividend"],
  },
  payout: {
    definition: "The share of earnings paid out as dividends.",
    formula: "dividends per share ÷ earnings per share × 100",
    aliases: ["payout ratio", "dividend payout"],
  },
  dg5y: {
    definition: "Yearly growth of the dividend per share over five years.",
    formula: "((dividend ÷ dividend 5 years before)^(1/5) − 1) × 100",
    aliases: ["dividend growth", "div growth"],
  },
  dyrs: { definition: "Years in a row the company has paid a dividend.", aliases: ["dividend years", "streak"] },
  exd: { definition: "The next day the shares trade without the coming dividend.", aliases: ["ex date", "ex-div"] },
  duedd: { definition: "Days until the next ex-dividend date.", aliases: ["ex date", "ex-div"] },
  payd: { definition: "When the next dividend is paid.", aliases: ["pay date", "payment date"] },
  dupd: { definition: "Days until the next dividend payment.", aliases: ["pay date", "payment date"] },
  insd: {
    definition: "Whether insiders bought more shares than they sold over the last year.",
    aliases: ["insider buying", "insider selling", "insiders"],
  },
  insn: {
    definition: "Shares insiders bought minus shares they sold over the last year.",
    formula: "shares bought − shares sold",
    aliases: ["insider shares", "insiders"],
  },
  insv: {
    definition: "The value of insiders' purchases minus their sales over the last year.",
    formula: "value bought − value sold",
    aliases: ["insider value", "insiders"],
  },
  roe: {
    definition: "Profit against the shareholders' equity over the last four quarters.",
    formula: "net income ÷ shareholders' equity × 100",
    aliases: ["ROE", "return on equity"],
  },
  roa: {
    definition: "Profit against everything the company owns.",
    formula: "net income ÷ total assets × 100",
    aliases: ["ROA", "return on assets"],
  },
  roce: {
    definition: "Operating profit against the capital the business uses.",
    formula: "EBIT ÷ (total assets − current liabilities) × 100",
    aliases: ["ROCE", "return on capital", "ROIC"],
  },
  gm: {
    definition: "What is left of revenue after the cost of the goods sold.",
    formula: "(revenue − cost of revenue) ÷ revenue × 100",
    aliases: ["gross margin", "GM"],
  },
  om: {
    definition: "What is left of revenue after operating costs.",
    formula: "operating income ÷ revenue × 100",
    aliases: ["operating margin", "EBIT margin", "OM"],
  },
  nm: {
    definition: "What is left of revenue as net income.",
    formula: "net income ÷ revenue × 100",
    aliases: ["net margin", "profit margin", "NM"],
  },
  fcf: {
    definition: "Cash from operations after capital spending, over the last 12 months.",
    formula: "operating cash flow − capital expenditure",
    aliases: ["FCF", "free cash flow", "cash flow"],
  },
  de: {
    definition: "Debt against shareholders' equity.",
    formula: "total debt ÷ shareholders' equity",
    aliases: ["DE", "D/E ratio", "debt to equity", "leverage", "debt"],
  },
  cr: {
    definition: "Short-term assets against short-term liabilities.",
    formula: "current assets ÷ current liabilities",
    aliases: ["current ratio", "liquidity"],
  },
  ic: {
    definition: "How many times operating profit covers the interest due.",
    formula: "EBIT ÷ interest expense",
    aliases: ["interest coverage", "times interest earned"],
  },
  ...movingAverages,
  macd: {
    definition: "The gap between the 12-day and 26-day exponential moving averages of the price.",
    formula: "EMA(12) − EMA(26)",
    aliases: ["MACD line", "momentum"],
  },
  macds: {
    definition: "The 9-day exponential moving average of the MACD.",
    formula: "EMA(9) of MACD",
    aliases: ["signal line", "MACD signal"],
  },
  macdh: {
    definition: "The MACD minus its signal line: above 0 when momentum is rising.",
    formula: "MACD − signal",
    aliases: ["MACD histogram"],
  },
  rsi: {
    definition: "Momentum on a 0 to 100 scale: over 70 is often read as overbought, under 30 as oversold.",
    formula: "100 − 100 ÷ (1 + average gain ÷ average loss), 14 days",
    aliases: ["RSI", "relative strength", "overbought", "oversold"],
  },
  stk: {
    definition: "Where the close sits in the range of the last 14 days, 0 to 100.",
    formula: "(close − 14-day low) ÷ (14-day high − 14-day low) × 100, averaged over 3 days",
    aliases: ["stochastic", "%K"],
  },
  std: {
    definition: "The 3-day average of the stochastic %K.",
    formula: "3-day average of %K",
    aliases: ["stochastic", "%D"],
  },
};

export function metricInfo(key: string): MetricInfo | undefined {
  return METRICS[key];
}
