import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { GuestPageCache } from "../../page-cache/guest-page-cache";
import { ownBytes } from "../../page-cache/page-template";

// A company's price history answer, built and compressed once per company and market snapshot
// and kept (issue 15's load mix: reading, adjusting, writing and compressing some 6,000 days cost
// about 30 ms an answer, the costliest API call). It is the same for every visitor (no Premium
// value in it), so one copy serves all. Kept compressed only, both ways (every browser takes one
// of them); a client taking neither gets the gzip form inflated. Bounded by bytes like the page
// cache, least recently used out first; the route clears it when the snapshot changes.

export interface PriceAnswer {
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly size: number;
}

/** 32 MB holds some 270 companies' answers (about 120 KB each, both forms). */
const MAX_BYTES = 32 * 1024 * 1024;
/** Kept answers are made once: compress tighter than per-request answers (quality 4, level 6). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** What a build for an unknown company gives: never kept, answered as not found. */
const MISSING: PriceAnswer = { br: Buffer.alloc(0), gzip: Buffer.alloc(0), size: 0 };

export function priceAnswer(json: string): PriceAnswer {
  const br = ownBytes(brotliCompressSync(json, BROTLI));
  const gzip = ownBytes(gzipSync(json, { level: 6 }));
  return { br, gzip, size: br.length + gzip.length };
}

export class PriceAnswers {
  private readonly cache = new GuestPageCache<PriceAnswer>({ maxBytes: MAX_BYTES, ttlMs: Infinity });
  private snapshot: unknown;

  /**
   * The kept answer for `companyId` under `snapshot` (the market as loaded), or the one `build`
   * makes; `build` answers undefined for an unknown company, which is not kept.
   */
  async get(companyId: number, snapshot: unknown, build: () => Promise<string | undefined>) {
    if (snapshot !== this.snapshot) {
      this.cache.clear();
      this.snapshot = snapshot;
    }
    const got = await this.cache.getOrRender(
      String(companyId),
      async () => {
        const json = await build();
        return json === undefined ? MISSING : priceAnswer(json);
      },
      (answer) => answer !== MISSING,
    );
    return got && got.template !== MISSING ? got.template : undefined;
  }
}
