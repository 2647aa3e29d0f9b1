import { describe, expect, it } from "vitest";
import { drawAnalysts } from "./analysts";
import { Random } from "./random";

describe("the demo market's analyst firms", () => {
  it("are named as real firms are, never numbered, and never twice", () => {
    // More firms than one founder's name with one form can name (25 x 8), so some take two.
    const { firms } = drawAnalysts(new Random("firms"), 4000, 260);
    const names = firms.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /\d/.test(n))).toEqual([]);
    expect(names).toHaveLength(260);
  });
});
