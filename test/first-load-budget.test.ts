import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_KB, firstLoadFiles, gzipKb, readClientManifest } from "./support/first-load";

// The page-weight budget (decision 041), on the built client. A page hydrates with what its
// route modules import statically (nothing else is waited for), so that is what is counted: the
// client entry, the root layout and the page's route modules with their static imports. What
// every page loads and every route page stays under the 150 KB gzipped budget, with no exception.
// Dialogs, menus, form rules, the checkout, and the price chart's drawing and library are dynamic
// imports, loaded when used. The global set-up builds build/ when it is missing; after changing
// web code run `npm run build` first.

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");

describe("first-load JavaScript budget", () => {
  const manifest = readClientManifest(clientDir);
  const sizes = new Map<string, number>();
  const kb = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipKb(readFileSync(path.join(clientDir, file))));
    return sizes.get(file)!;
  };
  const weightOf = (id: string) => firstLoadFiles(manifest, id).reduce((sum, f) => sum + kb(f), 0);

  it("counts the entry and the root layout in every page route's first load", () => {
    const routes = Object.keys(manifest.routes).filter((id) => id !== "root");
    expect(routes).toEqual(expect.arrayContaining(["home", "company", "stock-screener", "sign-in"]));
    const shared = new Set(firstLoadFiles(manifest, "root"));
    for (const id of routes) {
      const files = new Set(firstLoadFiles(manifest, id));
      expect(
        [...shared].filter((f) => !files.has(f)),
        id,
      ).toEqual([]);
    }
  });

  it(`keeps what every page loads (entry and root layout) under ${FIRST_LOAD_BUDGET_KB} KB gzipped`, () => {
    expect(weightOf("root")).toBeLessThan(FIRST_LOAD_BUDGET_KB);
  });

  it(`keeps every route page under ${FIRST_LOAD_BUDGET_KB} KB gzipped`, () => {
    const routes = Object.keys(manifest.routes).filter((id) => id !== "root");
    expect(routes).toEqual(
      expect.arrayContaining(["home", "company", "stock-screener", "stock-idea", "sector", "industry", "plans"]),
    );
    const over = routes
      .map((id) => ({ id, kb: Math.round(weightOf(id) * 10) / 10 }))
      .filter((r) => r.kb >= FIRST_LOAD_BUDGET_KB);
    expect(over).toEqual([]);
  });
});
