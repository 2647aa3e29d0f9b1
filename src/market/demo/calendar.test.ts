import { describe, expect, it } from "vitest";
import { holidays, lastWeekdayBefore, tradingDays } from "./calendar";

describe("trading calendar", () => {
  it("closes on the NYSE holidays", () => {
    const h2024 = holidays(2024);
    for (const d of [
      "2024-01-01",
      "2024-01-15",
      "2024-02-19",
      "2024-03-29",
      "2024-05-27",
      "2024-06-19",
      "2024-07-04",
      "2024-09-02",
      "2024-11-28",
      "2024-12-25",
    ]) {
      expect(h2024.has(d), d).toBe(true);
    }
    expect(h2024.size).toBe(10);
  });

  it("moves weekend holidays to the nearest weekday, except New Year's Day on a Saturday", () => {
    expect(holidays(2021).has("2021-07-05")).toBe(true); // 4 July was a Sunday
    expect(holidays(2021).has("2021-12-24")).toBe(true); // Christmas was a Saturday
    expect(holidays(2022).has("2021-12-31")).toBe(false); // New Year 2022 was a Saturday: no Friday close
    expect(holidays(2021).has("2021-06-18")).toBe(false); // Juneteenth only from 2022
  });

  it("has about 252 trading days a year", () => {
    expect(tradingDays("2019-01-01", "2019-12-31")).toHaveLength(252);
    expect(tradingDays("2024-01-01", "2024-12-31")).toHaveLength(252);
    const days = tradingDays("2003-01-02", "2003-01-10");
    expect(days).toEqual([
      "2003-01-02",
      "2003-01-03",
      "2003-01-06",
      "2003-01-07",
      "2003-01-08",
      "2003-01-09",
      "2003-01-10",
    ]);
  });

  it("finds the last weekday before a date", () => {
    expect(lastWeekdayBefore("2026-11-23")).toBe("2026-11-20"); // Monday -> Friday
    expect(lastWeekdayBefore("2026-11-21")).toBe("2026-11-20"); // Saturday -> Friday
    expect(lastWeekdayBefore("2026-11-19")).toBe("2026-11-18");
  });
});
