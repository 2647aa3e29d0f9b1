// The packed form of one company's daily prices in one calendar year (table price_years).
// Layout, little-endian:
//   u8 version (2) | u8 reserved | u16 n
//   u16[n] day of year (0 = 1 January)
//   f32[n] open | f32[n] high | f32[n] low | f32[n] close   (as traded, not adjusted)
//   u32[n] volume
// 22 bytes a trading day: float32 keeps 7 significant digits, ample for prices in dollars and
// cents; volume is a whole number of shares. The adjusted close is not stored: it changes with
// every later dividend or split, so it is computed on reading from the dividends and splits
// tables (price-store.ts), and stored history never needs rewriting.

export interface DailyBar {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Close adjusted for later dividends and splits; equals close when written. */
  adjClose: number;
  volume: number;
}

const VERSION = 2;
const HEADER = 4;
const MAX_VOLUME = 0xffffffff;

const DAY_MS = 86_400_000;

function dayOfYear(date: string): { year: number; day: number } {
  const year = Number(date.slice(0, 4));
  const t = Date.UTC(year, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return { year, day: Math.round((t - Date.UTC(year, 0, 1)) / DAY_MS) };
}

function dateOf(year: number, day: number): string {
  return new Date(Date.UTC(year, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
}

/** Columns of one year's prices, rows `from` (inclusive) to `to` (exclusive) of each array. */
export interface PriceColumns {
  dayOfYear: ArrayLike<number>;
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  volume: ArrayLike<number>;
}

/** Packs rows from..to of columnar prices; the bulk loader's path, with no object per day. */
export function encodePriceColumns(c: PriceColumns, from: number, to: number): Buffer {
  const n = to - from;
  if (n < 0 || n > 366) throw new Error(`a year has at most 366 days, got ${n}`);
  const buffer = Buffer.alloc(HEADER + n * 22);
  buffer.writeUInt8(VERSION, 0);
  buffer.writeUInt16LE(n, 2);
  let previous = -1;
  let offset = HEADER;
  for (let i = from; i < to; i++) {
    const day = c.dayOfYear[i]!;
    if (day <= previous || day > 365)
      throw new Error(`days must ascend within one year (day ${day} after ${previous})`);
    previous = day;
    buffer.writeUInt16LE(day, offset);
    offset += 2;
  }
  for (const column of [c.open, c.high, c.low, c.close]) {
    for (let i = from; i < to; i++) {
      buffer.writeFloatLE(column[i]!, offset);
      offset += 4;
    }
  }
  for (let i = from; i < to; i++) {
    buffer.writeUInt32LE(Math.min(MAX_VOLUME, Math.max(0, Math.round(c.volume[i]!))), offset);
    offset += 4;
  }
  return buffer;
}

/** Packs one year's bars (all in `year`, ascending by date). */
export function encodePriceYear(year: number, bars: readonly DailyBar[]): Buffer {
  const days = bars.map((bar) => {
    const { year: y, day } = dayOfYear(bar.date);
    if (y !== year) throw new Error(`bar ${bar.date} is not in ${year}`);
    return day;
  });
  const column = (k: keyof Omit<DailyBar, "date">) => bars.map((b) => b[k]);
  try {
    return encodePriceColumns(
      {
        dayOfYear: days,
        open: column("open"),
        high: column("high"),
        low: column("low"),
        close: column("close"),
        volume: column("volume"),
      },
      0,
      bars.length,
    );
  } catch {
    throw new Error(`bars must ascend by date within ${year}`);
  }
}

export function dayOfYearOf(date: string): number {
  return dayOfYear(date).day;
}

// Typed-array views read the packed columns at once; they need a little-endian host (x86, ARM).
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

// The ISO dates of each year's days, made once: turning millions of day numbers into strings
// one Date at a time was most of the cost of reading prices.
const yearDates = new Map<number, string[]>();
function datesOfYear(year: number): string[] {
  let dates = yearDates.get(year);
  if (!dates) {
    const jan1 = Date.UTC(year, 0, 1);
    dates = Array.from({ length: 366 }, (_, day) => new Date(jan1 + day * DAY_MS).toISOString().slice(0, 10));
    yearDates.set(year, dates);
  }
  return dates;
}

export function decodePriceYear(year: number, data: Uint8Array): DailyBar[] {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (buffer.readUInt8(0) !== VERSION) throw new Error(`unknown price encoding version ${buffer.readUInt8(0)}`);
  const n = buffer.readUInt16LE(2);
  const bars: DailyBar[] = new Array(n);
  const dates = datesOfYear(year);
  if (LITTLE_ENDIAN) {
    // Aligned copies, then indexed reads: far cheaper than a read call per number.
    const days = new Uint16Array(n);
    new Uint8Array(days.buffer).set(buffer.subarray(HEADER, HEADER + n * 2));
    // Each column is copied into its own aligned array (the floats follow the days, which
    // leaves them 2-byte aligned in the packed form).
    const floats = new Float32Array(n * 4);
    new Uint8Array(floats.buffer).set(buffer.subarray(HEADER + n * 2, HEADER + n * 2 + n * 16));
    const volumes = new Uint32Array(n);
    new Uint8Array(volumes.buffer).set(buffer.subarray(HEADER + n * 18, HEADER + n * 22));
    for (let i = 0; i < n; i++) {
      const close = floats[3 * n + i]!;
      bars[i] = {
        date: dates[days[i]!]!,
        open: floats[i]!,
        high: floats[n + i]!,
        low: floats[2 * n + i]!,
        close,
        adjClose: close,
        volume: volumes[i]!,
      };
    }
    return bars;
  }
  const col = (k: number) => HEADER + n * 2 + k * n * 4;
  for (let i = 0; i < n; i++) {
    const close = buffer.readFloatLE(col(3) + i * 4);
    bars[i] = {
      date: dateOf(year, buffer.readUInt16LE(HEADER + i * 2)),
      open: buffer.readFloatLE(col(0) + i * 4),
      high: buffer.readFloatLE(col(1) + i * 4),
      low: buffer.readFloatLE(col(2) + i * 4),
      close,
      adjClose: close,
      volume: buffer.readUInt32LE(col(4) + i * 4),
    };
  }
  return bars;
}

/** Splits an ascending series into calendar years, ready for encodePriceYear. */
export function groupByYear(bars: readonly DailyBar[]): Map<number, DailyBar[]> {
  const years = new Map<number, DailyBar[]>();
  for (const bar of bars) {
    const year = Number(bar.date.slice(0, 4));
    let list = years.get(year);
    if (!list) years.set(year, (list = []));
    list.push(bar);
  }
  return years;
}

/** One year's prices as typed columns with day numbers (days since 1970-01-01): no strings, no objects. */
export interface PriceYearColumns {
  day: Int32Array;
  high: Float32Array;
  low: Float32Array;
  close: Float32Array;
  volume: Uint32Array;
}

export function decodePriceYearColumns(year: number, data: Uint8Array): PriceYearColumns {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (buffer.readUInt8(0) !== VERSION) throw new Error(`unknown price encoding version ${buffer.readUInt8(0)}`);
  const n = buffer.readUInt16LE(2);
  const jan1 = Date.UTC(year, 0, 1) / DAY_MS;
  const day = new Int32Array(n);
  const high = new Float32Array(n);
  const low = new Float32Array(n);
  const close = new Float32Array(n);
  const volume = new Uint32Array(n);
  const col = (k: number) => HEADER + n * 2 + k * n * 4;
  for (let i = 0; i < n; i++) {
    day[i] = jan1 + buffer.readUInt16LE(HEADER + i * 2);
    high[i] = buffer.readFloatLE(col(1) + i * 4);
    low[i] = buffer.readFloatLE(col(2) + i * 4);
    close[i] = buffer.readFloatLE(col(3) + i * 4);
    volume[i] = buffer.readUInt32LE(col(4) + i * 4);
  }
  return { day, high, low, close, volume };
}
