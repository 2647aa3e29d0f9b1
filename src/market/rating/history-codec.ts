// A company's rating history packed in one bytea (table rating_history): 6 bytes a rated date,
// little-endian: int32 day number (days since 1970-01-01), uint8 grade code (1 A .. 5 F),
// uint8 overall percentile rounded (0-100). 300 dates take 1.8 KB and one read.

export interface RatingHistoryEntry {
  day: number;
  grade: number;
  score: number;
}

const ENTRY = 6;

export function encodeRatingHistory(entries: readonly RatingHistoryEntry[]): Buffer {
  const out = Buffer.alloc(entries.length * ENTRY);
  entries.forEach((e, i) => {
    out.writeInt32LE(e.day, i * ENTRY);
    out.writeUInt8(e.grade, i * ENTRY + 4);
    out.writeUInt8(Math.max(0, Math.min(100, Math.round(e.score))), i * ENTRY + 5);
  });
  return out;
}

export function decodeRatingHistory(data: Uint8Array): RatingHistoryEntry[] {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const out: RatingHistoryEntry[] = [];
  for (let o = 0; o + ENTRY <= buffer.length; o += ENTRY)
    out.push({ day: buffer.readInt32LE(o), grade: buffer.readUInt8(o + 4), score: buffer.readUInt8(o + 5) });
  return out;
}
