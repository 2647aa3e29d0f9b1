import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// Kept answers shared by every process of a server on one machine (decision 030, third pass):
// files under DATA_DIR/page-cache, one folder per market version, below each process's own
// small in-memory cache. A page one web worker rendered is read by the others instead of
// rendered again (each worker rendered every page itself before, twice the renders under a
// cold start), and what is kept lives in the operating system's file cache, which it gives back
// under memory pressure, not in each worker's heap (a worker's memory no longer grows with the
// pages it keeps).
//
// Written whole to a temporary file and renamed, so a reader sees a whole file or none. A folder
// is named for the version it holds (a hash of build and market version): a page kept under one
// market version is never read under the next, and the first write under a new version removes
// the older folders. Any failure to read or write is a miss: the page is rendered as if nothing
// were kept.

export interface FileTierCodec<T> {
  encode(value: T): Buffer;
  /** The value, or undefined if the bytes are not one (a file from another build, cut short). */
  decode(bytes: Buffer): T | undefined;
}

export interface FileTierOptions<T> {
  /** The folder this tier keeps its versions' folders in (one tier per folder). */
  dir: string;
  /** The bytes this process writes under one version, at most; past it, nothing more is kept. */
  maxBytes: number;
  codec: FileTierCodec<T>;
}

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/** The key is stored in the file before the value, so that two keys of one name are told apart. */
function frame(key: string, value: Buffer): Buffer {
  const keyBytes = Buffer.from(key, "utf8");
  const head = Buffer.alloc(4);
  head.writeUInt32BE(keyBytes.length, 0);
  return Buffer.concat([head, keyBytes, value]);
}

function unframe(key: string, bytes: Buffer): Buffer | undefined {
  if (bytes.length < 4) return undefined;
  const keyLength = bytes.readUInt32BE(0);
  if (4 + keyLength > bytes.length) return undefined;
  if (bytes.toString("utf8", 4, 4 + keyLength) !== key) return undefined;
  return bytes.subarray(4 + keyLength);
}

export class FileTier<T> {
  private version: string | undefined;
  private written = 0;
  private serial = 0;

  constructor(private readonly options: FileTierOptions<T>) {}

  /** Bytes this process wrote under the current version. */
  get writtenBytes(): number {
    return this.written;
  }

  private fileOf(version: string, key: string): string {
    return path.join(this.options.dir, hash(version), hash(key));
  }

  /**
   * Read at once, not through the thread pool: a kept file is in the system's file cache, and
   * the read costs some microseconds, less than the pool's hand-offs (the load mix's kept pages
   * answered at half the rate with asynchronous reads).
   */
  get(version: string, key: string): T | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.fileOf(version, key));
    } catch {
      return undefined;
    }
    const value = unframe(key, bytes);
    return value ? this.options.codec.decode(value) : undefined;
  }

  async put(version: string, key: string, value: T): Promise<void> {
    if (version !== this.version) {
      this.version = version;
      this.written = 0;
      await this.removeOtherVersions(version);
    }
    const bytes = frame(key, this.options.codec.encode(value));
    if (this.written + bytes.length > this.options.maxBytes) return;
    this.written += bytes.length;
    const file = this.fileOf(version, key);
    const temporary = `${file}.${process.pid}.${++this.serial}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  private async removeOtherVersions(version: string): Promise<void> {
    const keep = hash(version);
    const names = await readdir(this.options.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name !== keep)
        .map((name) => rm(path.join(this.options.dir, name), { recursive: true, force: true }).catch(() => undefined)),
    );
  }
}

/** Empties a tier's folder (a server starting: what an earlier run kept may be from other code). */
export async function clearFileTier(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
