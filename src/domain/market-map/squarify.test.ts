import { describe, expect } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { squarify, type Rect } from "./squarify";

const area = (r: Rect) => r.w * r.h;
const EPS = 1e-6;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const values = fc.array(fc.double({ min: 0.001, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 });
const bounds = fc.record({
  x: fc.integer({ min: -50, max: 50 }),
  y: fc.integer({ min: -50, max: 50 }),
  w: fc.integer({ min: 1, max: 2000 }),
  h: fc.integer({ min: 1, max: 2000 }),
});

describe("squarify", () => {
  test.prop([values, bounds])(
    "gives each value an area in proportion, all inside the bounds, none overlapping",
    (vs, b) => {
      const sorted = [...vs].sort((p, q) => q - p);
      const rects = squarify(sorted, b);
      const total = sorted.reduce((s, v) => s + v, 0);
      rects.forEach((r, i) => {
        expect(area(r)).toBeCloseTo((sorted[i]! / total) * b.w * b.h, 3);
        expect(r.x).toBeGreaterThanOrEqual(b.x - EPS);
        expect(r.y).toBeGreaterThanOrEqual(b.y - EPS);
        expect(r.x + r.w).toBeLessThanOrEqual(b.x + b.w + 1e-3);
        expect(r.y + r.h).toBeLessThanOrEqual(b.y + b.h + 1e-3);
      });
      for (let i = 0; i < rects.length; i++)
        for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i]!, rects[j]!)).toBeLessThan(1e-3);
      expect(rects.reduce((s, r) => s + area(r), 0)).toBeCloseTo(b.w * b.h, 2);
    },
  );

  test("lays out the paper's example as squares and near-squares", () => {
    // Bruls et al.'s figure: 6, 6, 4, 3, 2, 2, 1 in a 6 by 4 rectangle.
    const rects = squarify([6, 6, 4, 3, 2, 2, 1], { x: 0, y: 0, w: 6, h: 4 });
    expect(rects[0]).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(rects[1]).toEqual({ x: 0, y: 2, w: 3, h: 2 });
    const worstRatio = Math.max(...rects.map((r) => Math.max(r.w / r.h, r.h / r.w)));
    expect(worstRatio).toBeLessThan(3);
  });

  test("keeps tiles far squarer than slicing the space in strips", () => {
    const vs = Array.from({ length: 40 }, (_, i) => 100 / (i + 1));
    const rects = squarify(vs, { x: 0, y: 0, w: 1200, h: 700 });
    const ratios = rects.map((r) => Math.max(r.w / r.h, r.h / r.w)).sort((a, b) => a - b);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(2);
  });

  test("gives nothing, zero and non-finite values an empty rectangle and the rest the whole space", () => {
    const rects = squarify([5, 0, Number.NaN, -1, 5], { x: 10, y: 20, w: 100, h: 50 });
    expect(rects[1]).toEqual({ x: 10, y: 20, w: 0, h: 0 });
    expect(rects[2]).toEqual({ x: 10, y: 20, w: 0, h: 0 });
    expect(rects[3]).toEqual({ x: 10, y: 20, w: 0, h: 0 });
    expect(area(rects[0]!) + area(rects[4]!)).toBeCloseTo(5000, 6);
    expect(squarify([], { x: 0, y: 0, w: 10, h: 10 })).toEqual([]);
    expect(squarify([1, 2], { x: 0, y: 0, w: 0, h: 10 }).every((r) => area(r) === 0)).toBe(true);
  });
});
