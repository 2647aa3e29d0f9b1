// Numbers and dates as text, in exactly the en-US forms `Intl` prints, without `Intl`.
//
// Why: a browser's first `Intl.NumberFormat` loads its ICU data, about 20 ms of main thread on a
// desktop and four times that on the phone Lighthouse simulates (the company, screener
// and sector pages spent it while hydrating, as blocking time). The server and the browser must
// print the same text, so both use these. `number-text.test.ts` compares every function with
// `Intl` (Node's full ICU) over many values.
//
// Like ICU, each function rounds the shortest decimal that reads back as the number (what
// `String(n)` prints), half away from zero: 1.005 with two decimals is "1.01" (`toFixed` says
// "1.00", from the binary value 1.00499...).

/** |n| as decimal digits without leading or trailing zeros and an exponent: |n| = 0.digits × 10^exp. */
interface Decimal {
  digits: string;
  exp: number;
}

function decimalOf(n: number): Decimal {
  const [mantissa, e = "0"] = String(Math.abs(n)).split("e");
  const [whole = "", fraction = ""] = mantissa!.split(".");
  let digits = whole + fraction;
  let exp = whole.length + Number(e);
  const leading = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leading).replace(/0+$/, "");
  exp -= leading;
  return digits === "" ? { digits: "", exp: 0 } : { digits, exp };
}

/** Keeps the first `keep` digits, rounding half away from zero. */
function roundTo(d: Decimal, keep: number): Decimal {
  if (keep >= d.digits.length) return d;
  if (keep < 0) return { digits: "", exp: 0 };
  const up = d.digits.charCodeAt(keep) >= 53; // "5"
  let kept = d.digits.slice(0, keep);
  let exp = d.exp;
  if (up) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === "9") i--;
    if (i < 0) {
      kept = "1";
      exp += 1;
    } else {
      kept = kept.slice(0, i) + String(Number(kept[i]) + 1);
    }
  }
  kept = kept.replace(/0+$/, "");
  return kept === "" ? { digits: "", exp: 0 } : { digits: kept, exp };
}

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** The decimal written out: whole part grouped, at least `minFraction` decimals. */
function written(d: Decimal, minFraction: number, group = true): string {
  let whole: string;
  let fraction: string;
  if (d.digits === "") {
    whole = "0";
    fraction = "";
  } else if (d.exp <= 0) {
    whole = "0";
    fraction = "0".repeat(-d.exp) + d.digits;
  } else {
    whole = d.digits.slice(0, d.exp).padEnd(d.exp, "0");
    fraction = d.digits.slice(d.exp);
  }
  fraction = fraction.padEnd(minFraction, "0");
  return (group ? grouped(whole) : whole) + (fraction === "" ? "" : `.${fraction}`);
}

function sign(n: number): string {
  return n < 0 || Object.is(n, -0) ? "-" : "";
}

/**
 * `digits` decimals, thousands grouped: `Intl.NumberFormat("en-US", { minimumFractionDigits:
 * digits, maximumFractionDigits: digits })`. A negative number that rounds to zero keeps its
 * sign ("-0.00"), as Intl's does.
 */
export function fixedText(n: number, digits: number): string {
  if (!Number.isFinite(n)) return String(n);
  const d = decimalOf(n);
  return sign(n) + written(roundTo(d, d.exp + digits), digits);
}

/** Up to three decimals, none padded, thousands grouped: `n.toLocaleString("en-US")`. */
export function localeText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const d = decimalOf(n);
  return sign(n) + written(roundTo(d, d.exp + 3), 0);
}

/** `significant` significant digits, none padded, thousands grouped (`maximumSignificantDigits`). */
export function significantText(n: number, significant: number): string {
  if (!Number.isFinite(n)) return String(n);
  return sign(n) + written(roundTo(decimalOf(n), significant), 0);
}

const COMPACT_SUFFIXES = ["", "K", "M", "B", "T"];

/**
 * Three significant digits with K, M, B or T: `Intl.NumberFormat("en-US", { notation:
 * "compact", maximumSignificantDigits: 3 })` (999,999 is "1M": the suffix follows the rounded
 * value).
 */
export function compactText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = roundTo(decimalOf(n), 3);
  if (rounded.digits === "") return `${sign(n)}0`;
  // Thousands above the first digit's place (1,234 has exp 4: one thousand); past T, more T.
  const step = Math.min(Math.max(Math.floor((rounded.exp - 1) / 3), 0), COMPACT_SUFFIXES.length - 1);
  const scaled = { digits: rounded.digits, exp: rounded.exp - 3 * step };
  return sign(n) + written(scaled, 0, step === 0 || scaled.exp > 3) + COMPACT_SUFFIXES[step];
}

/** $1,234.56 and -$1,234.56: `Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })`. */
export function dollarText(n: number): string {
  const text = fixedText(n, 2);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jun 30, 2025": a date's UTC day as `Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" })`. */
export function dayText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Jun 2025": a date's UTC month as `Intl.DateTimeFormat("en-US", { month: "short", year: "numeric" })`. */
export function monthText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
