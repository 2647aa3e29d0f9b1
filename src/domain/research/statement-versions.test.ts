import { describe, expect, it } from "vitest";
import { latestVersions } from "./statement-versions";

const row = (period: "Q" | "A", periodEnd: string, filedOn: string, revenue: number) => ({
  period,
  periodEnd,
  filedOn,
  revenue,
});

describe("latestVersions", () => {
  it("keeps rows already in period order and without versions as they are", () => {
    const rows = [
      row("Q", "2023-03-31", "2023-05-01", 1),
      row("Q", "2023-12-31", "2024-02-01", 2),
      row("A", "2023-12-31", "2024-02-01", 3),
    ];
    expect(latestVersions(rows)).toEqual(rows);
  });

  it("takes a restated period's later version and puts it back in period order", () => {
    // Read in filing order: FY2022 first, then FY2023's report restating FY2022.
    const rows = [
      row("A", "2022-12-31", "2023-02-10", 100),
      row("A", "2023-12-31", "2024-02-09", 120),
      row("A", "2022-12-31", "2024-02-09", 95),
    ];
    expect(latestVersions(rows).map((r) => [r.periodEnd, r.revenue])).toEqual([
      ["2022-12-31", 95],
      ["2023-12-31", 120],
    ]);
  });

  it("orders a quarter before the year that closes on the same day", () => {
    const rows = [row("A", "2023-12-31", "2024-02-09", 400), row("Q", "2023-12-31", "2024-02-09", 100)];
    expect(latestVersions(rows).map((r) => r.period)).toEqual(["Q", "A"]);
  });

  it("keeps the original when only it was filed by then", () => {
    const rows = [row("A", "2022-12-31", "2023-02-10", 100)];
    expect(latestVersions(rows)[0]!.revenue).toBe(100);
  });
});
