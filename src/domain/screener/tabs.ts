// The screener's 11 tabs (spec section 9) and the columns each shows. Every tab starts with the
// company's ticker and name; the rest is the tab's theme.

export const TAB_IDS = {
  overview: 1,
  dd_score: 2,
  price: 3,
  value: 4,
  financials: 5,
  forecast: 6,
  growth: 7,
  dividends: 8,
  sentiment: 9,
  momentum: 10,
  zen_rating: 11,
} as const;

export type TabName = keyof typeof TAB_IDS;
export type TabId = (typeof TAB_IDS)[TabName];

export interface ScreenerTab {
  id: TabId;
  name: TabName;
  title: string;
  columns: readonly string[];
}

const lead = ["ticker", "name"];

export const SCREENER_TABS: readonly ScreenerTab[] = [
  {
    id: 1,
    name: "overview",
    title: "Overview",
    columns: [
      ...lead,
      "exchange",
      "zr",
      "dds",
      "sector",
      "industry",
      "country",
      "mcap",
      "price",
      "chg1d",
      "vol",
      "pe",
      "dy",
    ],
  },
  {
    id: 2,
    name: "dd_score",
    title: "Due Diligence Score",
    columns: [...lead, "dds", "ddv", "ddfi", "ddfo", "ddp", "ddd"],
  },
  {
    id: 3,
    name: "price",
    title: "Price",
    columns: [
      ...lead,
      "price",
      "vol",
      "avgvol",
      "chg1d",
      "chg1w",
      "chg1m",
      "chg3m",
      "chg6m",
      "chgytd",
      "chg1y",
      "chg3y",
      "chg5y",
      "chg10y",
      "h52",
      "l52",
      "beta",
    ],
  },
  {
    id: 4,
    name: "value",
    title: "Valuation",
    columns: [...lead, "price", "fv", "fvd", "gv", "pe", "pb", "peg", "ps", "zrv"],
  },
  {
    id: 5,
    name: "financials",
    title: "Financials",
    columns: [...lead, "roe", "roa", "roce", "gm", "om", "nm", "fcf", "de", "cr", "ic", "zrf", "zrsf"],
  },
  {
    id: 6,
    name: "forecast",
    title: "Forecast",
    columns: [...lead, "price", "pt", "ptu", "cons", "anc", "fegr", "frgr", "froe", "froa", "ned"],
  },
  {
    id: 7,
    name: "growth",
    title: "Growth",
    columns: [...lead, "eps", "rev", "egr1y", "egr5y", "egr10t", "rgr1y", "rgr5y", "fegr", "frgr", "zrg"],
  },
  {
    id: 8,
    name: "dividends",
    title: "Dividends",
    columns: [...lead, "price", "dy", "fdy", "dps", "payout", "dg5y", "dyrs", "exd", "payd", "ddd"],
  },
  {
    id: 9,
    name: "sentiment",
    title: "Sentiment",
    columns: [...lead, "cons", "conss", "anc", "ptu", "tac", "tau", "tan", "insd", "insn", "insv", "zrs"],
  },
  {
    id: 10,
    name: "momentum",
    title: "Momentum",
    columns: [
      ...lead,
      "price",
      "chg1m",
      "chg3m",
      "chg6m",
      "chg1y",
      "sma50",
      "sma200",
      "macd",
      "macds",
      "macdh",
      "rsi",
      "stk",
      "std",
      "zrm",
    ],
  },
  {
    id: 11,
    name: "zen_rating",
    title: "Zen Rating",
    columns: [...lead, "zr", "zr1m", "zrv", "zrg", "zrm", "zrs", "zrsf", "zrf", "zrai"],
  },
];

export const DEFAULT_TAB: TabId = 1;

export function tabById(id: number): ScreenerTab | undefined {
  return SCREENER_TABS.find((t) => t.id === id);
}
