import { describe, expect, it } from "vitest";
import { nextScreenEntries } from "./screen-entries";

// The record a saved screen gets at a market date (decision 025): entries only against a record
// of an earlier date with the same filters; nothing written again on the same date.

describe("nextScreenEntries", () => {
  const previous = {
    savedScreenerId: 1,
    filters: "f[pe]=0,15",
    asOf: "2025-06-27",
    companyIds: [1, 2],
    since: null,
    entered: [],
  };

  it("takes what entered since the record of an earlier market date", () => {
    expect(nextScreenEntries(previous, 1, "f[pe]=0,15", "2025-06-30", [2, 3, 4])).toEqual({
      savedScreenerId: 1,
      filters: "f[pe]=0,15",
      asOf: "2025-06-30",
      companyIds: [2, 3, 4],
      since: "2025-06-27",
      entered: [3, 4],
    });
  });

  it("keeps a record of the same date and filters", () => {
    expect(nextScreenEntries(previous, 1, "f[pe]=0,15", "2025-06-27", [9])).toBeNull();
  });

  it("starts over without entries: first record, edited filters, or a market moved back", () => {
    for (const [before, filters, asOf] of [
      [undefined, "f[pe]=0,15", "2025-06-30"],
      [previous, "f[pe]=0,20", "2025-06-30"],
      [previous, "f[pe]=0,15", "2025-06-20"],
    ] as const)
      expect(nextScreenEntries(before, 1, filters, asOf, [5])).toMatchObject({
        since: null,
        entered: [],
        companyIds: [5],
      });
  });
});
