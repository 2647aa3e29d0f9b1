import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { tickerMentions } from "./ticker-mentions";

// Reading the tickers an imported news item claims to be about.

describe("ticker mentions", () => {
  it("reads exchange:ticker in the forms news uses", () => {
    expect(
      tickerMentions(
        "Acme Corp. (NYSE: ACME) rose; Xyz (Nasdaq:XYZ) fell; Tiny (NYSE American: TNY) and Old (AMEX: OLD).",
      ),
    ).toEqual([
      { exchange: "NYSE", ticker: "ACME" },
      { exchange: "NASDAQ", ticker: "XYZ" },
      { exchange: "AMEX", ticker: "TNY" },
      { exchange: "AMEX", ticker: "OLD" },
    ]);
  });

  it("reads cashtags and ticker categories, share classes included", () => {
    expect(
      tickerMentions("Shares of $BRK.B and ($ACME) moved", ["XYZ", "NASDAQ: ABC", "Earnings", "technology"]),
    ).toEqual([
      { exchange: null, ticker: "BRK.B" },
      { exchange: null, ticker: "ACME" },
      { exchange: null, ticker: "XYZ" },
      { exchange: "NASDAQ", ticker: "ABC" },
    ]);
  });

  it("names a ticker once, with its exchange when any mention gives it", () => {
    expect(tickerMentions("$ACME rallied. Acme (NYSE: ACME) said ...", ["ACME"])).toEqual([
      { exchange: "NYSE", ticker: "ACME" },
    ]);
  });

  it("takes no dollar amount, lower-case word or exchange-less capital word for a ticker", () => {
    expect(
      tickerMentions("It earned $5.20 a share, $12M in revenue; CEO says NYSE listing is OK", ["Markets", "usa"]),
    ).toEqual([]);
  });

  it("finds every ticker written with its exchange, whatever the text around it", () => {
    const ticker = fc.stringMatching(/^[A-Z][A-Z0-9]{0,4}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("NYSE", "NASDAQ", "AMEX"), ticker), { maxLength: 5 }),
        fc.lorem(),
        (mentions, filler) => {
          const text = mentions.map(([e, t]) => `${filler} (${e}: ${t})`).join(" ");
          const found = tickerMentions(text);
          for (const [e, t] of mentions) expect(found).toContainEqual({ exchange: e, ticker: t });
        },
      ),
    );
  });
});
