import type { FileTierCodec } from "./file-tier";
import type { PageTemplate, Slot } from "./page-template";

// A kept page as bytes, for the shared file tier: a JSON head (status, headers, slots, each
// piece's lengths and checksums, the tag) and the compressed pieces after it. Read back, the
// pieces are views of the one buffer the file was read into.

interface Head {
  status: number;
  headers: [string, string][];
  slots: Slot[];
  sizes: number[];
  lengths: number[];
  crcs: number[];
  shifts: number[];
  etag: string;
}

const isHead = (value: unknown): value is Head =>
  typeof value === "object" &&
  value !== null &&
  ["sizes", "lengths", "crcs", "shifts", "slots", "headers"].every((k) => Array.isArray((value as never)[k])) &&
  typeof (value as Head).status === "number" &&
  typeof (value as Head).etag === "string";

export const templateCodec: FileTierCodec<PageTemplate> = {
  encode(template) {
    const head: Head = {
      status: template.status,
      headers: template.headers,
      slots: template.slots,
      sizes: template.deflated.map((piece) => piece.length),
      lengths: template.lengths,
      crcs: template.crcs,
      shifts: template.shifts,
      etag: template.etag,
    };
    const headBytes = Buffer.from(JSON.stringify(head), "utf8");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(headBytes.length, 0);
    return Buffer.concat([length, headBytes, ...template.deflated]);
  },
  decode(bytes) {
    if (bytes.length < 4) return undefined;
    const headLength = bytes.readUInt32BE(0);
    let head: unknown;
    try {
      head = JSON.parse(bytes.toString("utf8", 4, 4 + headLength));
    } catch {
      return undefined;
    }
    if (!isHead(head) || head.sizes.length !== head.slots.length + 1) return undefined;
    const deflated: Buffer[] = [];
    let at = 4 + headLength;
    for (const size of head.sizes) {
      if (at + size > bytes.length) return undefined;
      deflated.push(bytes.subarray(at, at + size));
      at += size;
    }
    if (at !== bytes.length) return undefined;
    const { sizes: _sizes, ...rest } = head;
    return { ...rest, deflated, size: bytes.length + 256 };
  },
};
