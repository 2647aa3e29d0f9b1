// Reading only the day and close columns of packed price years (layout in ../price-codec.ts:
// u8 version | u8 | u16 n | u16[n] day of year | f32[n] open | high | low | close | u32[n]
// volume). The long-ago price changes need one close per company from years that would
// otherwise be read whole; PostgreSQL cuts the two columns out (a quarter of the bytes).

export const PRICE_ENCODING_VERSION = 2;

/** SQL expressions (over a price_years row `p`) for the column slices, 1-based as substring is. */
export const DAY_BYTES_SQL = "substring(p.data from 5 for 2 * p.days)";
export const CLOSE_BYTES_SQL = "substring(p.data from 5 + 14 * p.days for 4 * p.days)";
/** High, low and close: three columns in a row. */
export const HIGH_LOW_CLOSE_BYTES_SQL = "substring(p.data from 5 + 6 * p.days for 12 * p.days)";

// Typed-array views read the columns at once; they need a little-endian host (x86, ARM), as
// price-codec.ts's reader does.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Days (since 1970-01-01), highs, lows and closes, in date order. */
export interface HighLowCloseSeries {
  days: number[];
  high: number[];
  low: number[];
  close: number[];
}

/**
 * Appends one year's days, highs, lows and closes from its slices to `series`, up to `lastDay`
 * (later days are left out); false once a day past `lastDay` was met (a later year has none
 * to add either).
 */
export function appendHighLowClose(
  series: HighLowCloseSeries,
  year: number,
  dayBytes: Uint8Array,
  hlcBytes: Uint8Array,
  lastDay = Infinity,
): boolean {
  const n = dayBytes.byteLength / 2;
  if (hlcBytes.byteLength !== n * 12)
    throw new Error(`price year ${year}: expected ${n * 12} bytes of high, low and close, got ${hlcBytes.byteLength}`);
  if (!LITTLE_ENDIAN) throw new Error("reading packed prices needs a little-endian host");
  const jan1 = Date.UTC(year, 0, 1) / DAY_MS;
  // Aligned copies, then reads by index: far cheaper than a read call per number, and the
  // numbers go straight into the series (no array per year to concatenate).
  const dayOfYear = new Uint16Array(n);
  new Uint8Array(dayOfYear.buffer).set(dayBytes);
  const floats = new Float32Array(n * 3);
  new Uint8Array(floats.buffer).set(hlcBytes);
  const { days, high, low, close } = series;
  for (let i = 0; i < n; i++) {
    const day = jan1 + dayOfYear[i]!;
    if (day > lastDay) return false;
    days.push(day);
    high.push(floats[i]!);
    low.push(floats[n + i]!);
    close.push(floats[2 * n + i]!);
  }
  return true;
}

const DAY_MS = 86_400_000;

function dayOfYear(date: string): number {
  const year = Number(date.slice(0, 4));
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(year, 0, 1)) / DAY_MS);
}

function dateOf(year: number, day: number): string {
  return new Date(Date.UTC(year, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last close on or before `date` in one year's slices, with its date; null when the year
 * has no such day. A year before `date`'s year gives its last day.
 */
export function closeOnOrBeforeIn(
  year: number,
  dayBytes: Uint8Array,
  closeBytes: Uint8Array,
  date: string,
): { date: string; close: number } | null {
  const n = dayBytes.byteLength / 2;
  if (n === 0 || closeBytes.byteLength !== n * 4) return null;
  const view = new DataView(dayBytes.buffer, dayBytes.byteOffset, dayBytes.byteLength);
  const closes = new DataView(closeBytes.buffer, closeBytes.byteOffset, closeBytes.byteLength);
  const targetYear = Number(date.slice(0, 4));
  const limit = year < targetYear ? 366 : year > targetYear ? -1 : dayOfYear(date);
  let found = -1;
  for (let i = 0; i < n; i++) {
    if (view.getUint16(i * 2, true) <= limit) found = i;
    else break;
  }
  if (found < 0) return null;
  return { date: dateOf(year, view.getUint16(found * 2, true)), close: closes.getFloat32(found * 4, true) };
}
