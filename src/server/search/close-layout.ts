import { encodePriceColumns } from "../../market/price-codec";

// Where a packed price year (src/market/price-codec.ts) keeps its last close, so that SQL can
// read those 4 bytes instead of sending each company's whole year (about 6 KB) to find one
// number. The layout is learned from the codec itself, by packing probe years and looking for
// a marker close, so a new codec version moves this along; companies.test.ts checks the market
// caps it gives against the codec's own decoding.

export interface CloseLayout {
  /** The version byte (byte 0) of years in this layout. */
  version: number;
  /** The last close of a year of `days` trading days starts at `base + perDay * days`. */
  base: number;
  perDay: number;
}

// Exactly representable as a float32, and unlike any other value in the probe.
const MARKER = 12345.5;

function probe(days: number): { version: number; offset: number } {
  const fill = (value: number) => Array.from({ length: days }, () => value);
  const close = fill(3);
  close[days - 1] = MARKER;
  const packed = encodePriceColumns(
    {
      dayOfYear: Array.from({ length: days }, (_, i) => i),
      open: fill(1),
      high: fill(2),
      low: fill(0.5),
      close,
      volume: fill(7),
    },
    0,
    days,
  );
  const needle = Buffer.alloc(4);
  needle.writeFloatLE(MARKER);
  return { version: packed.readUInt8(0), offset: packed.indexOf(needle) };
}

export function learnCloseLayout(): CloseLayout {
  const one = probe(1);
  const two = probe(2);
  const perDay = two.offset - one.offset;
  const layout = { version: one.version, base: one.offset - perDay, perDay };
  // Columns of fixed width put the last close at a linear offset; anything else is not understood.
  for (const days of [3, 17, 260]) {
    if (probe(days).offset !== layout.base + layout.perDay * days)
      throw new Error("the packed price layout is not columnar any more; update close-layout.ts");
  }
  return layout;
}
