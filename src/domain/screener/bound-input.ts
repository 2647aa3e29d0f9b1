import type { RangeParams } from "./filters";

// What a visitor types into a range filter's From and To fields, read as a bound in the filter's
// unit: amounts with a scale ("2B", "500M", "1.5T", "750K", "$2B", "2,000,000"), percentages with
// or without their sign ("15%", "15"), ratios with or without an x ("15x"). The screener's
// address keeps plain numbers (2000000000); this is the editor's reading and its messages.

export type BoundInput = { ok: true; value: number | null } | { ok: false; message: string };

const SCALES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
// Thousands separators only where they belong: 1,000 and 2,000,000.5, not 1,00.
const GROUPED = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

type Unit = RangeParams["unit"];

/** Which unit's example the message gives. */
function example(unit: Unit): string {
  switch (unit) {
    case "$":
      return "Enter an amount such as 2B, 500M or 1.5T.";
    case "%":
      return "Enter a percentage such as 15 or 15%.";
    case "days":
      return "Enter a number of days such as 7.";
    case "x":
      return "Enter a number such as 15 or 15x.";
    default:
      return "Enter a number such as 500K or 2M.";
  }
}

/** One field of a range editor: empty is an open bound; anything else a number in the filter's unit, or why not. */
export function parseBoundInput(text: string, unit: Unit): BoundInput {
  let t = text.trim().replace(/\s+/g, "");
  if (t === "") return { ok: true, value: null };
  const invalid: BoundInput = { ok: false, message: example(unit) };
  if (t.startsWith("$") || t.startsWith("-$") || t.startsWith("+$")) {
    if (unit !== "$") return invalid;
    t = t.replace("$", "");
  }
  let scale = 1;
  const last = t.slice(-1).toLowerCase();
  if (last === "%") {
    if (unit !== "%") return { ok: false, message: `This filter is not a percentage. ${example(unit)}` };
    t = t.slice(0, -1);
  } else if (last === "x" && unit === "x") {
    t = t.slice(0, -1);
  } else if (last in SCALES && (unit === "$" || unit === null)) {
    scale = SCALES[last]!;
    t = t.slice(0, -1);
  }
  if (GROUPED.test(t)) t = t.replaceAll(",", "");
  if (!NUMBER.test(t)) return invalid;
  const value = Number(t) * scale;
  if (!Number.isFinite(value)) return invalid;
  // 1.5 × 1e12 is 1500000000000.0002 in binary; the bound is what the visitor meant.
  return { ok: true, value: scale === 1 ? value : Number(value.toPrecision(12)) };
}

function trim(s: string): string {
  return s.includes(".") ? s.replace(/\.?0+$/, "") : s;
}

/** A bound as the editor shows it in its field, in the words parseBoundInput reads back: 2000000000 → "2B". */
export function formatBoundInput(n: number, unit: Unit): string {
  if (unit === "$" || unit === null) {
    const abs = Math.abs(n);
    for (const [suffix, size] of [
      ["T", 1e12],
      ["B", 1e9],
      ["M", 1e6],
      ["K", 1e3],
    ] as const) {
      if (abs < size) continue;
      // Only where the short form reads back exactly: 2.5B, but 2499990000 stays as it is.
      const short = `${trim((n / size).toFixed(4))}${suffix}`;
      const back = parseBoundInput(short, unit);
      if (back.ok && back.value === n) return short;
      break;
    }
  }
  return String(n);
}
