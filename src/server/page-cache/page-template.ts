import { createHash, randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

// A page rendered once with placeholders where the per-request parts go (the anti-forgery
// token and the CSP nonce), kept as the bytes between them: filling it in for one request is a
// few buffer copies, no render. The pieces are kept compressed only, as raw-deflate pieces that
// each end on a byte boundary (a sync flush): a gzip answer puts the per-request parts between
// them as stored (uncompressed) deflate blocks, so it costs no compression; the rare client
// without gzip gets the pieces inflated (a fraction of a millisecond). Kept compressed, a page
// holds about a sixth of its plain bytes, so the cache's bound holds six times the pages: the
// load mix asks for some 1,200 distinct pages in turn, and a least-recently-used
// cache smaller than such a cycle keeps none of them when they come round again.

/**
 * The per-request parts: the anti-forgery token, the CSP nonce, and on a member's kept page the
 * member's own data as JSON (`member-page.ts`).
 */
export type Slot = "token" | "nonce" | "personal";

/** Placeholders no page can contain by chance: random per process, letters and digits only. */
const SALT = randomBytes(9).toString("hex");
export const PLACEHOLDER: Record<Slot, string> = {
  token: `ozcsrfslot${SALT}`,
  nonce: `oznonceslot${SALT}`,
  personal: `ozpersonalslot${SALT}`,
};
const SPLIT = new RegExp(`(${PLACEHOLDER.token}|${PLACEHOLDER.nonce}|${PLACEHOLDER.personal})`);
const SLOT_OF = new Map<string, Slot>(Object.entries(PLACEHOLDER).map(([slot, text]) => [text, slot as Slot]));

export interface PageTemplate {
  status: number;
  headers: [string, string][];
  slots: Slot[];
  /**
   * The bytes between the slots (one more piece than there are slots), each as raw deflate
   * ending in a sync flush (byte-aligned, not final).
   */
  deflated: Buffer[];
  /** Each piece's plain length. */
  lengths: number[];
  /** Each piece's CRC-32, so that a filled page's checksum costs no pass over the page. */
  crcs: number[];
  /** Each piece's CRC shift operator (x^(8·length) mod the polynomial), for crc32Combine. */
  shifts: number[];
  /** A validator for the template: the same page gives the same tag, whatever fills its slots. */
  etag: string;
  /** Bytes held, for the cache's bound. */
  size: number;
}

export function makeTemplate(
  status: number,
  headers: [string, string][],
  body: string,
  tagPrefix: string,
): PageTemplate {
  const parts = body.split(SPLIT);
  const pieces: Buffer[] = [];
  const slots: Slot[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) pieces.push(Buffer.from(parts[i]!, "utf8"));
    else slots.push(SLOT_OF.get(parts[i]!)!);
  }
  const crcs = pieces.map((piece) => crc32(piece));
  const shifts = pieces.map((piece) => crcShift(piece.length));
  const lengths = pieces.map((piece) => piece.length);
  const deflated = pieces.map((piece) =>
    ownBytes(deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })),
  );
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  const size =
    deflated.reduce((n, p) => n + p.length, 0) + headers.reduce((n, [k, v]) => n + k.length + v.length, 0) + 256;
  return { status, headers, slots, deflated, lengths, crcs, shifts, etag: `W/"${tagPrefix}-${hash}"`, size };
}

/**
 * The bytes in a buffer of their own. zlib's one-shot functions answer a short output as a view
 * of their 16 KB output chunk: a kept 300-byte piece then holds the whole chunk, and a cache
 * bounded by the bytes it counts held ten times that (the load mix took a worker
 * from 180 MB to 830 MB, nearly all of it such chunks).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** What fills the slots; a page without a member's slot needs no `personal`. */
export type SlotValues = Record<"token" | "nonce", string> & { personal?: string };

/** The page for one request: its token and nonce in the slots. */
export function fill(template: PageTemplate, values: SlotValues): Buffer {
  const pieces = template.deflated.map((piece) => inflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
  const out: Buffer[] = [pieces[0]!];
  for (let i = 0; i < template.slots.length; i++) {
    out.push(Buffer.from(values[template.slots[i]!] ?? "", "utf8"), pieces[i + 1]!);
  }
  return Buffer.concat(out);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

const STORED_MAX = 0xffff;

/**
 * Stored (uncompressed) deflate blocks, not final, starting on a byte boundary: one per 64 KB
 * (a block's length is 16 bits; a member's data may be longer).
 */
function storedBlocks(bytes: Buffer, out: Buffer[]): void {
  let at = 0;
  do {
    // Not sliced when it fits: on Node 20, crc32() of an empty buffer after a subarray() of it
    // answered 0 instead of the running CRC.
    const part = bytes.length <= STORED_MAX ? bytes : bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0x00;
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(head, part);
    at += part.length;
  } while (at < bytes.length);
}

/** The page for one request, gzip-compressed, without compressing anything now. */
export function fillGzip(template: PageTemplate, values: SlotValues): Buffer {
  const { deflated } = template;
  const out: Buffer[] = [GZIP_HEADER, deflated[0]!];
  let crc = template.crcs[0]!;
  let length = template.lengths[0]!;
  for (let i = 0; i < template.slots.length; i++) {
    const value = Buffer.from(values[template.slots[i]!] ?? "", "utf8");
    storedBlocks(value, out);
    out.push(deflated[i + 1]!);
    crc = combineShifted(value.length > 0 ? crc32(value, crc) : crc, template.crcs[i + 1]!, template.shifts[i + 1]!);
    length += value.length + template.lengths[i + 1]!;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

// CRC-32 of two joined byte strings from the CRC of each (zlib's crc32_combine): polynomial
// arithmetic modulo the CRC polynomial, so the cost grows with log(length), not length.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·bytes) modulo the polynomial: the shift a CRC undergoes over that many bytes. */
export function crcShift(bytes: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(X2N[k & 31]!, p);
  return p;
}

/** The CRC-32 of A then B, from A's, B's and B's shift (crcShift of B's length). */
function combineShifted(crc1: number, crc2: number, shift2: number): number {
  return (multModP(shift2, crc1 >>> 0) ^ (crc2 >>> 0)) >>> 0;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return combineShifted(crc1, crc2, crcShift(length2));
}
