import { describe, expect, it } from "vitest";
import { routedUrl } from "./request-kind";

describe("routedUrl", () => {
  it("hands the router the screener API's paths without their query, which the codec reads", () => {
    expect(routedUrl("/api/screener/companies?t=2&f[pe]=,20")).toBe("/api/screener/companies");
    expect(routedUrl("/api/screener/companies/count?f[pe]=,20")).toBe("/api/screener/companies/count");
    expect(routedUrl("/api/screener/companies/dividends?p=2")).toBe("/api/screener/companies/dividends");
    expect(routedUrl("/api/screener/export?s=pe")).toBe("/api/screener/export");
  });

  it("leaves every other URL whole", () => {
    for (const url of [
      "/api/companies/search?q=app",
      "/stock-screener?t=2",
      "/api/screener/catalogue?x=1",
      "/api/screener/companiesx?t=1",
      "/api/screener/companies",
      "/healthz",
    ]) {
      expect(routedUrl(url)).toBe(url);
    }
  });
});
