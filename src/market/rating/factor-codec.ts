import { COMPONENTS } from "../../domain/rating/components";
import type { CompanyFactorSnapshot } from "../../domain/rating/factor-snapshot";
import { MATRIX_FACTORS } from "../../domain/rating/matrix-factors";

// One company's factor snapshot packed in one bytea (table rating_factors): little-endian
// float32s, NaN for unknown: the K component scores, the K component grade codes, then the F
// factor values, the F universe ranks and the F sector percentiles (F = MATRIX_FACTORS.length).
// 110 factors take 1.4 KB. A snapshot of another catalogue (a different length) decodes to null
// rather than to factors under the wrong names.

const K = COMPONENTS.length;
const F = MATRIX_FACTORS.length;
const LENGTH = (2 * K + 3 * F) * 4;

export type PackedSnapshot = Omit<CompanyFactorSnapshot, "asOf">;

export function encodeFactorSnapshot(s: PackedSnapshot): Buffer {
  const floats = new Float32Array(2 * K + 3 * F);
  for (let k = 0; k < K; k++) {
    floats[k] = s.componentScores[k]!;
    floats[K + k] = s.componentGrades[k]!;
  }
  for (let f = 0; f < F; f++) {
    floats[2 * K + f] = s.values[f]!;
    floats[2 * K + F + f] = s.ranks[f]!;
    floats[2 * K + 2 * F + f] = s.sectorPercentiles[f]!;
  }
  const out = Buffer.alloc(LENGTH);
  for (let i = 0; i < floats.length; i++) out.writeFloatLE(floats[i]!, i * 4);
  return out;
}

export function decodeFactorSnapshot(data: Uint8Array): PackedSnapshot | null {
  if (data.byteLength !== LENGTH) return null;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const floats = new Float32Array(2 * K + 3 * F);
  for (let i = 0; i < floats.length; i++) floats[i] = buffer.readFloatLE(i * 4);
  return {
    componentScores: floats.subarray(0, K),
    componentGrades: floats.subarray(K, 2 * K),
    values: floats.subarray(2 * K, 2 * K + F),
    ranks: floats.subarray(2 * K + F, 2 * K + 2 * F),
    sectorPercentiles: floats.subarray(2 * K + 2 * F),
  };
}
