import { fixedText } from "../number-text";
import type { Direction } from "./factors";
import type { FactorUnit } from "./factor-units";

// A factor's value and direction in an investor's words: "4.5%", "+12.0%", "12.3x", "8 of 12
// months", and "A lower figure scores better". The server writes them into the rating's
// explanation, so the browser carries neither the unit table nor these rules.

const MINUS = "\u2212";

/**
 * Decimals that show a figure without noise: whole numbers from 100, one decimal from 1, two
 * below (a 0.06% insider purchase must not read as 0%).
 */
function decimalsFor(abs: number): number {
  return abs >= 100 || abs === 0 ? 0 : abs >= 1 ? 1 : 2;
}

/** The number with a typographic minus, a plus when `signed`, and no sign when it rounds to zero. */
function signedText(n: number, decimals: number, signed: boolean): string {
  const text = fixedText(Math.abs(n), decimals);
  if (!/[1-9]/.test(text)) return text;
  if (n < 0) return `${MINUS}${text}`;
  return signed ? `+${text}` : text;
}

function percentText(fraction: number, signed: boolean, suffix = "%"): string {
  const p = fraction * 100;
  return `${signedText(p, decimalsFor(Math.abs(p)), signed)}${suffix}`;
}

/** The value in its unit; "No data" when unknown. */
export function factorValueText(value: number | null, unit: FactorUnit): string {
  if (value === null || !Number.isFinite(value)) return "No data";
  switch (unit.kind) {
    case "percent":
      return percentText(value, false);
    case "change":
      return percentText(value, true);
    case "gap":
      return percentText(value - 1, true);
    case "points":
      return percentText(value, true, " pts");
    case "multiple": {
      const abs = Math.abs(value);
      return `${signedText(value, abs >= 100 ? 0 : abs >= 10 ? 1 : 2, false)}x`;
    }
    case "number":
      return `${signedText(value, unit.decimals, unit.signed ?? false)}${unit.suffix ?? ""}`;
    case "count": {
      const n = Math.round(value);
      return `${signedText(n, 0, unit.signed ?? false)} ${Math.abs(n) === 1 ? unit.one : unit.many}`;
    }
  }
}

/** Which way the rating prefers the factor, as an investor reads the figure. */
export function betterText(direction: Direction, unit: FactorUnit): string {
  return unit.better ?? (direction === "higher" ? "A higher figure scores better" : "A lower figure scores better");
}
