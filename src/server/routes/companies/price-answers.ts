import { KeptAnswers } from "../../page-cache/kept-answers";
import { compressOnce, type Compressed } from "../../page-cache/compressed";

// A company's price history answer, built and compressed once per company and market snapshot
// and kept (reading, adjusting, writing and compressing some 6,000 days cost about 30 ms an
// answer, the costliest API call). It is the same for every visitor (no Premium value in it), so
// one copy serves all. Kept compressed only, both ways (page-cache/compressed.ts); cleared when
// the snapshot changes.

/** Some 45 companies' answers (about 90 KB each, both forms): the most asked. */
const MAX_BYTES = 4 * 1024 * 1024;

/** What a build for an unknown company gives: kept a while like the others, answered as not found. */
const MISSING = Object.freeze({ missing: true as const });

export class PriceAnswers {
  private readonly cache = new KeptAnswers<Compressed | typeof MISSING>({
    maxBytes: MAX_BYTES,
    ttlMs: Infinity,
    sizeOf: (answer) => ("missing" in answer ? 64 : answer.br.length + answer.gzip.length),
  });
  private snapshot: unknown;

  /**
   * The kept answer for `companyId` under `snapshot` (the market as loaded), or the one `build`
   * makes; `build` answers undefined for an unknown company.
   */
  async get(companyId: number, snapshot: unknown, build: () => Promise<string | undefined>) {
    if (snapshot !== this.snapshot) {
      this.cache.clear();
      this.snapshot = snapshot;
    }
    const answer = await this.cache.getOrMake(String(companyId), async () => {
      const json = await build();
      return json === undefined ? MISSING : compressOnce(json);
    });
    return "missing" in answer ? undefined : answer;
  }
}
