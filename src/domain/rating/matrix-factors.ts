import { FACTORS } from "./factors";

// The factors the rating run stores in its matrix, in matrix order: every factor but the AI
// one, which is computed from the others.

export const MATRIX_FACTORS = FACTORS.filter((f) => f.component !== "ai");
export const FACTOR_INDEX = new Map(MATRIX_FACTORS.map((f, i) => [f.key, i]));
