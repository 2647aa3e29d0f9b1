import type { ActiveFilter, Screen } from "./screen";
import type { TabId } from "./tabs";

// Preset screens: the screener pages /stock-screener/{slug} and the stock ideas
// /stock-ideas/{slug} (spec section 2.3), each a screen with its own title and copy. Presets
// use filters everyone may apply: the Zen Rating ideas stand on the analysts' consensus and the
// Due Diligence Score until ratings exist, so no visitor meets a Premium wall here.

export type PresetKind = "default" | "idea";

/**
 * What a screen is (spec section 3's saved-screen kinds): a built-in screen of the screener
 * (default: the plain screener or a screener preset, unchanged), a stock idea unchanged (idea),
 * one of the user's saved screens (saved), or a screen the visitor has changed (custom).
 */
export const SCREEN_KINDS = ["default", "idea", "saved", "custom"] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

export interface Preset {
  slug: string;
  kind: PresetKind;
  title: string;
  description: string;
  screen: Omit<Screen, "page">;
}

const range = (key: string, low: number | null, high: number | null): ActiveFilter => ({
  key,
  value: { type: "range", low, high },
});
const select = (key: string, ...values: string[]): ActiveFilter => ({ key, value: { type: "select", values } });
const desc = (column: string) => ({ column, direction: "desc" as const });
const asc = (column: string) => ({ column, direction: "asc" as const });

function preset(
  slug: string,
  kind: PresetKind,
  title: string,
  description: string,
  tab: TabId,
  filters: ActiveFilter[],
  sort: Screen["sort"],
): Preset {
  return { slug, kind, title, description, screen: { tab, filters, sort } };
}

/** Screener presets at /stock-screener/{slug}. */
export const SCREENER_PRESETS: readonly Preset[] = [
  preset(
    "dividends",
    "default",
    "Dividend Stock Screener",
    "Companies paying a dividend yield of 2% or more, highest yield first, with payout ratio, five-year dividend growth and years of uninterrupted payments.",
    8,
    [range("dy", 2, null)],
    desc("dy"),
  ),
  preset(
    "stock-forecast",
    "default",
    "Stock Forecast Screener",
    "Stocks covered by at least three analysts, ranked by the upside from today's price to their average price target.",
    6,
    [range("anc", 3, null)],
    desc("ptu"),
  ),
  preset(
    "earnings",
    "default",
    "Upcoming Earnings Screener",
    "Companies reporting earnings within the next month, soonest first, with their recent and forecast growth.",
    7,
    [range("dued", 0, 31)],
    asc("ned"),
  ),
];

/** Stock ideas at /stock-ideas/{slug}. */
export const STOCK_IDEAS: readonly Preset[] = [
  preset(
    "stock-forecast",
    "idea",
    "Stocks With the Highest Forecast Upside",
    "Analysts' favourite upside: at least three analysts, ranked by the gap between the price and their average target.",
    6,
    [range("anc", 3, null), range("ptu", 0, null)],
    desc("ptu"),
  ),
  preset(
    "earnings",
    "idea",
    "Stocks Reporting Earnings This Week",
    "Companies due to report within seven days, with the growth their last reports showed.",
    7,
    [range("dued", 0, 7)],
    asc("ned"),
  ),
  preset(
    "dividends",
    "idea",
    "High Dividend Stocks",
    "Dividend payers yielding 4% or more with a payout ratio under 90%, so the dividend is covered by earnings.",
    8,
    [range("dy", 4, null), range("payout", 0, 90)],
    desc("dy"),
  ),
  preset(
    "best-value-stocks-to-buy-now",
    "idea",
    "Best Value Stocks to Buy Now",
    "Profitable companies trading at a P/E under 15 and at least 20% below their discounted cash flow fair value.",
    4,
    [range("pe", 0, 15), range("fvd", 20, null)],
    desc("fvd"),
  ),
  preset(
    "forecast-high-growth-stocks",
    "idea",
    "High Growth Stocks",
    "Companies analysts expect to grow both earnings and revenue by 20% a year or more.",
    6,
    [range("fegr", 20, null), range("frgr", 20, null)],
    desc("fegr"),
  ),
  preset(
    "best-momentum-stocks-to-buy-now",
    "idea",
    "Best Momentum Stocks to Buy Now",
    "Stocks up 20% or more over six months whose RSI is still short of overbought (70).",
    10,
    [range("chg6m", 20, null), range("rsi", 0, 70)],
    desc("chg6m"),
  ),
  preset(
    "sentiment",
    "idea",
    "Stocks Analysts Love",
    "Stocks whose analyst consensus is Buy or Strong Buy, highest consensus score first.",
    9,
    [select("cons", "strong_buy", "buy"), range("anc", 3, null)],
    desc("conss"),
  ),
  preset(
    "most-safe-stocks-to-invest-in",
    "idea",
    "Safest Stocks to Invest In",
    "Low-volatility stocks (beta under 1) with little debt (debt to equity under 0.4).",
    5,
    [range("beta", 0, 1), range("de", 0, 0.4)],
    asc("beta"),
  ),
  preset(
    "financials",
    "idea",
    "Stocks With the Strongest Financials",
    "Companies earning a return on equity of 20% or more with a net margin of at least 10%.",
    5,
    [range("roe", 20, null), range("nm", 10, null)],
    desc("roe"),
  ),
  preset(
    "artificial-intelligence-investing",
    "idea",
    "Artificial Intelligence Stocks",
    "Software and semiconductor companies, the makers of the chips and platforms that artificial intelligence runs on, largest first.",
    1,
    [select("iid", "135", "136", "137", "138")],
    null,
  ),
  preset(
    "top-best-stocks-to-buy-now-today",
    "idea",
    "Top Stocks to Buy Now",
    "The highest Due Diligence Scores in the market: companies passing the most of the 38 checks.",
    2,
    [range("dds", 70, null)],
    desc("dds"),
  ),
  preset(
    "strong-buy-stocks-today",
    "idea",
    "Strong Buy Stocks Today",
    "Stocks whose analysts' consensus is Strong Buy, with the highest Due Diligence Scores first.",
    1,
    [select("cons", "strong_buy")],
    desc("dds"),
  ),
];

export function screenerPreset(slug: string): Preset | undefined {
  return SCREENER_PRESETS.find((p) => p.slug === slug);
}

export function stockIdea(slug: string): Preset | undefined {
  return STOCK_IDEAS.find((p) => p.slug === slug);
}

/** The API's /companies/{slug}: a screener preset, else a stock idea. */
export function presetBySlug(slug: string): Preset | undefined {
  return screenerPreset(slug) ?? stockIdea(slug);
}
