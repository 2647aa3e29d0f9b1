import { createHash, type Hash } from "node:crypto";

// A SHA-256 of a whole value, exact to the bit: numbers by their float64 bytes (so NaN, -0 and
// the last digit all count), typed arrays by their own bytes, objects by sorted keys. A
// characterisation test pins it, so that a refactoring that changes any figure fails.

function feed(hash: Hash, value: unknown): void {
  if (value === null || value === undefined) {
    hash.update(value === null ? "n" : "u");
  } else if (typeof value === "number") {
    const b = Buffer.alloc(9);
    b.write("d");
    b.writeDoubleLE(value, 1);
    hash.update(b);
  } else if (typeof value === "string") {
    hash.update(`s${value.length}:${value}`);
  } else if (typeof value === "boolean") {
    hash.update(value ? "T" : "F");
  } else if (ArrayBuffer.isView(value)) {
    hash.update(`v${value.constructor.name}${value.byteLength}:`);
    hash.update(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const v of value) feed(hash, v);
    hash.update("]");
  } else if (typeof value === "object") {
    const keys = Object.keys(value).sort();
    hash.update(`o${keys.length}{`);
    for (const k of keys) {
      hash.update(`k${k.length}:${k}`);
      feed(hash, (value as Record<string, unknown>)[k]);
    }
    hash.update("}");
  } else {
    throw new Error(`cannot digest a ${typeof value}`);
  }
}

export function digest(value: unknown): string {
  const hash = createHash("sha256");
  feed(hash, value);
  return hash.digest("hex");
}
