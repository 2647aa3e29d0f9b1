import type { Grade } from "../../../domain/rating/grades";

// The colours of the grades, green for A through red for F. Every colour carries white text at
// 4.5:1 or better, and the letter is always printed: the colour is never the only cue.

export const GRADE_COLOURS: Record<Grade, string> = {
  A: "#047857", // emerald-700
  B: "#4d7c0f", // lime-700
  C: "#a16207", // yellow-700
  D: "#c2410c", // orange-700
  F: "#b91c1c", // red-700
};
