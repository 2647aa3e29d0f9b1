import { describe, expect, it } from "vitest";
import { filterByKey } from "../screener/filters";
import { columnByKey } from "../screener/columns";
import { fieldsWithoutHistory } from "./point-in-time";
import { HOUSE_STRATEGIES } from "./house";

describe("HOUSE_STRATEGIES", () => {
  it("are at least six, with distinct ids", () => {
    expect(HOUSE_STRATEGIES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(HOUSE_STRATEGIES.map((s) => s.id)).size).toBe(HOUSE_STRATEGIES.length);
  });

  it.each(HOUSE_STRATEGIES.map((s) => [s.id, s] as const))(
    "%s screens only on screener filters with a history",
    (_, s) => {
      for (const f of s.strategy.filters) expect(filterByKey(f.key), f.key).toBeDefined();
      if (s.strategy.sort) expect(columnByKey(s.strategy.sort.column)).toBeDefined();
      const keys = [...s.strategy.filters.map((f) => f.key), ...(s.strategy.sort ? [s.strategy.sort.column] : [])];
      expect(fieldsWithoutHistory(keys)).toEqual([]);
    },
  );
});
