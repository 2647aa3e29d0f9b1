import { describe, expect, it } from "vitest";
import { COMPONENTS } from "../../domain/rating/components";
import { MATRIX_FACTORS } from "../../domain/rating/matrix-factors";
import { decodeFactorSnapshot, encodeFactorSnapshot } from "./factor-codec";

describe("the factor snapshot codec", () => {
  const K = COMPONENTS.length;
  const F = MATRIX_FACTORS.length;
  const snapshot = {
    componentScores: Float32Array.from({ length: K }, (_, k) => (k === 2 ? Number.NaN : k * 10.5)),
    componentGrades: Float32Array.from({ length: K }, (_, k) => k % 6),
    values: Float32Array.from({ length: F }, (_, f) => (f % 7 === 0 ? Number.NaN : f * -0.25)),
    ranks: Float32Array.from({ length: F }, (_, f) => (f % 7 === 0 ? Number.NaN : f % 101)),
    sectorPercentiles: Float32Array.from({ length: F }, (_, f) => (f % 5 === 0 ? Number.NaN : 100 - (f % 101))),
  };

  it("gives back what it packed, unknowns included", () => {
    const back = decodeFactorSnapshot(encodeFactorSnapshot(snapshot))!;
    expect(Array.from(back.componentScores)).toEqual(Array.from(snapshot.componentScores));
    expect(Array.from(back.componentGrades)).toEqual(Array.from(snapshot.componentGrades));
    expect(Array.from(back.values)).toEqual(Array.from(snapshot.values));
    expect(Array.from(back.ranks)).toEqual(Array.from(snapshot.ranks));
    expect(Array.from(back.sectorPercentiles)).toEqual(Array.from(snapshot.sectorPercentiles));
  });

  it("refuses a snapshot of another factor catalogue", () => {
    expect(decodeFactorSnapshot(encodeFactorSnapshot(snapshot).subarray(4))).toBeNull();
    expect(decodeFactorSnapshot(new Uint8Array(0))).toBeNull();
  });
});
