import { describe, expect, it } from "vitest";
import { columnByKey, SCREENER_COLUMNS } from "./columns";
import { missingReason } from "./missing-reasons";

// A missing figure's reason must be true of the market the site serves: the simulated demo
// market was never imported, and an imported slice is not simulated.

const dividendColumns = SCREENER_COLUMNS.filter((c) => ["dy", "fdy", "dps", "payout", "dg5y", "dyrs"].includes(c.key));

describe("why a figure is missing, by the market served", () => {
  it("never speaks of imported data on the simulated market", () => {
    for (const c of SCREENER_COLUMNS) expect(missingReason(c, "demo"), c.key).not.toMatch(/import/i);
  });

  it("never speaks of a simulated company on imported data, or when the source is not known", () => {
    for (const c of SCREENER_COLUMNS) {
      expect(missingReason(c, "import"), c.key).not.toMatch(/simulated/i);
      expect(missingReason(c, null), c.key).not.toMatch(/simulated|import/i);
    }
  });

  it("gives the simulated market's dividend columns the cause their formula has", () => {
    expect(missingReason(columnByKey("dps")!, "demo")).toBe("The simulated company paid no dividend in the last year");
    expect(missingReason(columnByKey("payout")!, "demo")).toBe(
      "The simulated company paid no dividend in the last year, or has no earnings per share",
    );
    for (const c of dividendColumns) expect(missingReason(c, "demo"), c.key).toMatch(/simulated company/);
  });

  it("says imported data may lack a company's dividends", () => {
    expect(missingReason(columnByKey("dps")!, "import")).toBe(
      "No dividend data for this company in the imported data, or no dividend in the last year",
    );
    for (const c of dividendColumns)
      expect(missingReason(c, "import"), c.key).toMatch(/^No dividend data for this company in the imported data, or /);
  });

  it("keeps the reasons that hold on any market", () => {
    expect(missingReason(columnByKey("pe")!, "demo")).toBe(missingReason(columnByKey("pe")!, "import"));
    expect(missingReason(columnByKey("exd")!, "demo")).toBe("No upcoming ex-dividend date in the data");
  });
});
