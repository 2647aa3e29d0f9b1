// Which companies an imported news item names, read from its text and categories the ways news
// writes them: "(NYSE: ACME)", "NASDAQ:XYZ", a cashtag "$ACME", or a category that is a ticker.
// Matching against the companies held is the importer's; this only reads what is claimed.

export interface TickerMention {
  /** NYSE, NASDAQ or AMEX when the text names the exchange. */
  exchange: string | null;
  ticker: string;
}

const EXCHANGES: Record<string, string> = {
  NYSE: "NYSE",
  NASDAQ: "NASDAQ",
  AMEX: "AMEX",
  "NYSE AMERICAN": "AMEX",
  "NYSE MKT": "AMEX",
};
const TICKER = "[A-Z][A-Z0-9]{0,5}(?:[.-][A-Z])?";
const WITH_EXCHANGE = new RegExp(`\\b(NYSE American|NYSE MKT|NYSE|NASDAQ|Nasdaq|AMEX)\\s*:\\s*(${TICKER})\\b`, "g");
const CASHTAG = new RegExp(`(?:^|[\\s(])\\$(${TICKER})\\b`, "g");
const CATEGORY = new RegExp(`^(?:(NYSE American|NYSE MKT|NYSE|NASDAQ|Nasdaq|AMEX)\\s*:\\s*)?(${TICKER})$`);

export function tickerMentions(text: string, categories: readonly string[] = []): TickerMention[] {
  const found = new Map<string, TickerMention>();
  const add = (exchange: string | undefined, ticker: string) => {
    const e = exchange ? (EXCHANGES[exchange.toUpperCase()] ?? null) : null;
    const key = `${e ?? ""}:${ticker}`;
    // "ACME" alone adds nothing once "NYSE: ACME" is known.
    if (!e && [...found.values()].some((m) => m.ticker === ticker)) return;
    if (e) found.delete(`:${ticker}`);
    found.set(key, { exchange: e, ticker });
  };
  for (const m of text.matchAll(WITH_EXCHANGE)) add(m[1], m[2]!);
  for (const m of text.matchAll(CASHTAG)) add(undefined, m[1]!);
  for (const c of categories) {
    const m = CATEGORY.exec(c.trim());
    if (m) add(m[1], m[2]!);
  }
  return [...found.values()];
}
