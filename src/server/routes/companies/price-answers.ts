import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import path from "node:path";
import { FileTier, type FileTierCodec } from "../../page-cache/file-tier";
import { GuestPageCache } from "../../page-cache/guest-page-cache";
import { ownBytes } from "../../page-cache/page-template";
import type { SharedTierOptions } from "../../page-cache/shared-tier-options";

// A company's price history answer, built and compressed once per company and market snapshot
// and kept (reading, adjusting, writing and compressing some 6,000 days cost
// about 30 ms an answer, the costliest API call). It is the same for every visitor (no Premium
// value in it), so one copy serves all. Kept compressed only, both ways (every browser takes one
// of them); a client taking neither gets the gzip form inflated. Bounded by bytes like the page
// cache, least recently used out first; the route clears it when the snapshot changes. Below it,
// the answers the server's processes share through files under the market version
// (page-cache/file-tier.ts), so that each is built once per server, not once per web worker.

export interface PriceAnswer {
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly size: number;
}

/**
 * Some 45 companies' answers (about 90 KB each, both forms): the most asked. The rest are read
 * from the shared files when that tier is on (a file read costs a fraction of a millisecond).
 */
const MAX_BYTES = 4 * 1024 * 1024;
/** Kept answers are made once: compress tighter than per-request answers (quality 4, level 6). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** What a build for an unknown company gives: never kept, answered as not found. */
const MISSING: PriceAnswer = { br: Buffer.alloc(0), gzip: Buffer.alloc(0), size: 0 };

export function priceAnswer(json: string): PriceAnswer {
  const br = ownBytes(brotliCompressSync(json, BROTLI));
  const gzip = ownBytes(gzipSync(json, { level: 6 }));
  return { br, gzip, size: br.length + gzip.length };
}

export const priceAnswerCodec: FileTierCodec<PriceAnswer> = {
  encode: (answer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(answer.br.length, 0);
    return Buffer.concat([head, answer.br, answer.gzip]);
  },
  decode: (bytes) => {
    if (bytes.length < 4 || 4 + bytes.readUInt32BE(0) > bytes.length) return undefined;
    const br = bytes.subarray(4, 4 + bytes.readUInt32BE(0));
    const gzip = bytes.subarray(4 + br.length);
    return { br, gzip, size: bytes.length };
  },
};

export class PriceAnswers {
  private readonly cache = new GuestPageCache<PriceAnswer>({ maxBytes: MAX_BYTES, ttlMs: Infinity });
  private readonly tier: FileTier<PriceAnswer> | undefined;
  private snapshot: unknown;

  constructor(shared?: SharedTierOptions) {
    this.tier = shared && new FileTier({ ...shared, dir: path.join(shared.dir, "prices"), codec: priceAnswerCodec });
  }

  /**
   * The kept answer for `companyId` under `snapshot` (the market as loaded) and `version` (the
   * market version, null when unversioned: nothing shared), or the one `build` makes; `build`
   * answers undefined for an unknown company, which is not kept.
   */
  async get(companyId: number, snapshot: unknown, version: string | null, build: () => Promise<string | undefined>) {
    if (snapshot !== this.snapshot) {
      this.cache.clear();
      this.snapshot = snapshot;
    }
    const key = String(companyId);
    const tier = version === null ? undefined : this.tier;
    const got = await this.cache.getOrRender(
      key,
      async () => {
        const shared = tier?.get(version!, key);
        if (shared) return shared;
        const json = await build();
        if (json === undefined) return MISSING;
        const answer = priceAnswer(json);
        void tier?.put(version!, key, answer);
        return answer;
      },
      (answer) => answer !== MISSING,
    );
    return got && got.template !== MISSING ? got.template : undefined;
  }
}
