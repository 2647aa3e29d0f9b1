import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { companyOfPath, paths, withQuery } from "./paths";

describe("route helpers", () => {
  it("lower-case company paths", () => {
    const c = { exchange: "NASDAQ", ticker: "AAPL" };
    expect(paths.company(c)).toBe("/stocks/us/nasdaq/aapl");
    expect(paths.companyForecast(c)).toBe("/stocks/us/nasdaq/aapl/stock-forecast");
    expect(paths.companyEarnings(c)).toBe("/stocks/us/nasdaq/aapl/earnings");
    expect(paths.companyDividends(c)).toBe("/stocks/us/nasdaq/aapl/dividends");
    expect(paths.companyOwnership(c)).toBe("/stocks/us/nasdaq/aapl/ownership");
  });

  it("read the company back from its page's path", () => {
    const c = { exchange: "NASDAQ", ticker: "BRK/B" };
    expect(companyOfPath(paths.company(c))).toEqual(c);
    expect(companyOfPath(paths.companyDividends({ exchange: "NYSE", ticker: "cou" }))).toEqual({
      exchange: "NYSE",
      ticker: "COU",
    });
    expect(companyOfPath("/stock-screener")).toBeNull();
  });

  it("escape values that would break a path", () => {
    expect(paths.company({ exchange: "NYSE", ticker: "BRK/B" })).toBe("/stocks/us/nyse/brk%2Fb");
    expect(paths.newsArticle("a b?c")).toBe("/news/a%20b%3Fc");
  });

  it("spell the spec's paths", () => {
    expect(paths.savedScreeners()).toBe("/stock-screener/saved");
    expect(paths.dividendScreener()).toBe("/stock-screener/dividends");
    expect(paths.strongBuyStocksToday()).toBe("/stock-ideas/strong-buy-stocks-today");
    expect(paths.userSettings()).toBe("/users/settings");
    expect(paths.subscriptionSuccess()).toBe("/users/subscription_success");
    expect(paths.plansFeatures()).toBe("/plans#features");
    expect(paths.watchlist(12)).toBe("/users/watchlists/12");
    expect(paths.googleAuth({ campaign: "spring", resume_checkout: "1" })).toBe(
      "/users/auth/google?campaign=spring&resume_checkout=1",
    );
  });

  it("carry screener query strings on screener, sector and industry pages", () => {
    expect(paths.stockScreener("t=2&p=1")).toBe("/stock-screener?t=2&p=1");
    expect(paths.sector("technology", "?f%5Bsid%5D=3")).toBe("/sectors/technology?f%5Bsid%5D=3");
    expect(paths.industry("software", new URLSearchParams({ s: "pb", sd: "desc" }))).toBe(
      "/industries/software?s=pb&sd=desc",
    );
    expect(paths.stockScreener()).toBe("/stock-screener");
    expect(paths.stockScreener("")).toBe("/stock-screener");
  });

  test.prop([fc.dictionary(fc.string({ minLength: 1 }), fc.string())])("withQuery keeps every parameter", (params) => {
    const url = new URL(withQuery("/x", params), "http://h");
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });
});
