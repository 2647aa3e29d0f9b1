import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_KB, firstLoadFiles, gzipKb, readClientManifest } from "./support/first-load";

// The page-weight budget of issue 21 (decision 041), on the built client: every route's
// first-load JavaScript (entry, root and route modules with their static imports) stays under
// 150 KB gzipped. Charts, dialogs and other things a page needs only on demand are dynamic
// imports and do not count. The global set-up builds build/ when it is missing; after changing
// web code run `npm run build` first. bench/page-weight.ts measures the same on served HTML.

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");

describe("first-load JavaScript budget", () => {
  const manifest = readClientManifest(clientDir);
  const sizes = new Map<string, number>();
  const kb = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipKb(readFileSync(path.join(clientDir, file))));
    return sizes.get(file)!;
  };
  const weights = Object.keys(manifest.routes)
    .filter((id) => id !== "root")
    .map((id) => ({ id, kb: firstLoadFiles(manifest, id).reduce((sum, f) => sum + kb(f), 0) }));

  it("measures every page route", () => {
    expect(weights.map((w) => w.id)).toEqual(expect.arrayContaining(["home", "company", "stock-screener", "sign-in"]));
  });

  it(`keeps every route under ${FIRST_LOAD_BUDGET_KB} KB gzipped`, () => {
    const over = weights
      .filter((w) => w.kb >= FIRST_LOAD_BUDGET_KB)
      .map((w) => `${w.id} ${w.kb.toFixed(1)} KB`)
      .sort();
    expect(over).toEqual([]);
  });
});
