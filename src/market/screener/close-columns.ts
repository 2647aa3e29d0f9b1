// Reading only the day and close columns of packed price years (layout in ../price-codec.ts:
// u8 version | u8 | u16 n | u16[n] day of year | f32[n] open | high | low | close | u32[n]
// volume). The long-ago price changes need one close per company from years that would
// otherwise be read whole; PostgreSQL cuts the two columns out (a quarter of the bytes).

export const PRICE_ENCODING_VERSION = 2;

/** SQL expressions (over a price_years row `p`) for the two column slices, 1-based as substring is. */
export const DAY_BYTES_SQL = "substring(p.data from 5 for 2 * p.days)";
export const CLOSE_BYTES_SQL = "substring(p.data from 5 + 14 * p.days for 4 * p.days)";

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
export function closeOnOrBeforeIn(year: number, dayBytes: Uint8Array, closeBytes: Uint8Array, date: string): { date: string; close: number } | null {
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
