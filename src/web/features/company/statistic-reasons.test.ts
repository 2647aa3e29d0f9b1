import { describe, expect, it } from "vitest";
import type { KeyStatistics } from "../../../domain/contracts/company";
import { columnByKey } from "../../../domain/screener/columns";
import { missingReason } from "../../../domain/screener/missing-reasons";
import { statisticReasons } from "./statistic-reasons";

const full: KeyStatistics = {
  marketCap: 2e9,
  sharesOutstanding: 1e8,
  priceEarningsRatio: 15,
  priceToBook: 2,
  priceEarningsToGrowth: 1.2,
  earningsPerShare: 1.4,
  revenue: 5e8,
  netMargin: 0.1,
  returnOnEquity: 0.12,
  debtToEquity: 0.5,
  dividendYield: 0.02,
  dividendsKnown: true,
  beta: 1.1,
  high52Week: 30,
  low52Week: 20,
  volume: 1e6,
  averageVolume: 9e5,
  nextEarningsDate: "2026-12-01",
};

describe("statisticReasons", () => {
  it("gives nothing when every statistic has a value", () => {
    expect(statisticReasons(full, "demo")).toEqual({});
  });

  it("gives each missing statistic its screener column's reason, and only those", () => {
    const reasons = statisticReasons(
      { ...full, priceEarningsRatio: null, beta: null, nextEarningsDate: null },
      "import",
    );
    expect(reasons).toEqual({
      priceEarningsRatio: missingReason(columnByKey("pe")!, "import"),
      beta: missingReason(columnByKey("beta")!, "import"),
      nextEarningsDate: missingReason(columnByKey("ned")!, "import"),
    });
    expect(reasons.priceEarningsRatio).toBe("Needs positive earnings per share and a price");
  });

  it("says what is true of the market served: the simulated market records every dividend, imported data may lack them", () => {
    const noYield = { ...full, dividendYield: null };
    expect(statisticReasons(noYield, "demo").dividendYield).toBe("No price for the simulated company on this date");
    expect(statisticReasons(noYield, "import").dividendYield).toBe(
      "No dividend data for this company in the imported data, or no price",
    );
    expect(statisticReasons(noYield, null).dividendYield).toBe("No dividend data for this company, or no price");
  });
});
