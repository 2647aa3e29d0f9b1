import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { marketFetchConfig } from "./market-fetch-config";

describe("market fetch configuration", () => {
  it("reads the sources, the contact, the tickers and the nightly switch", () => {
    const result = marketFetchConfig({
      SEC_CONTACT: "Jane Investor jane@example.com",
      SEC_DATA_URL: "http://127.0.0.1:9000/",
      SEC_FILES_URL: "http://127.0.0.1:9000",
      PRICE_SOURCE: "tiingo",
      TIINGO_API_KEY: " key-1 ",
      STOOQ_URL: "http://127.0.0.1:9001",
      FRED_URL: "http://127.0.0.1:9002",
      FETCH_TICKERS: "aapl, msft brk.b",
      FETCH_PRICES_FROM: "2015-01-02",
      FETCH_NIGHTLY: "true",
      FETCH_BULK_FROM: "200",
    });
    expect(result).toEqual({
      ok: true,
      config: {
        secContact: "Jane Investor jane@example.com",
        secDataUrl: "http://127.0.0.1:9000",
        secFilesUrl: "http://127.0.0.1:9000",
        priceSource: "tiingo",
        stooqUrl: "http://127.0.0.1:9001",
        tiingo: { url: "https://api.tiingo.com", apiKey: "key-1" },
        fredUrl: "http://127.0.0.1:9002",
        tickers: ["AAPL", "MSFT", "BRK.B"],
        pricesFrom: "2015-01-02",
        nightly: true,
        bulkFrom: 200,
      },
    });
  });

  it("rejects a contact without an e-mail address, an address that is not http, a bad date", () => {
    expect(() => loadConfig({ SEC_CONTACT: "Jane Investor" })).toThrow(ConfigError);
    expect(() => loadConfig({ SEC_CONTACT: "Jane Investor" })).toThrow(/SEC_CONTACT must hold an e-mail address/);
    expect(() => loadConfig({ SEC_DATA_URL: "ftp://sec" })).toThrow(/SEC_DATA_URL must be an http or https address/);
    expect(() => loadConfig({ FETCH_PRICES_FROM: "2015" })).toThrow(/FETCH_PRICES_FROM must be a date YYYY-MM-DD/);
    expect(() => loadConfig({ PRICE_SOURCE: "yahoo" })).toThrow(/PRICE_SOURCE/);
    expect(() => loadConfig({ FETCH_BULK_FROM: "many" })).toThrow(/FETCH_BULK_FROM must be a whole number/);
  });
});
