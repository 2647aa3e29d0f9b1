import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// The product runs on the Node.js that package.json pins as a dependency (the `node` package puts
// its binary in node_modules/.bin, which every npm script finds first on its PATH), whatever
// Node.js runs npm itself. npm checks packages' `engines` against the Node.js it runs on, and
// on a machine with an older one its warnings are about the wrong Node.js and are silenced
// (.npmrc): this is that check against the Node.js the code runs on (decision 045).
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as unknown;

const manifest = read("package.json") as { engines: { node: string }; dependencies: Record<string, string> };
const lock = read("package-lock.json") as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
};
const pinned = manifest.dependencies.node!;

describe("the runtime", () => {
  it("is one exact Node.js version that package.json's engines accept", () => {
    expect(semver.valid(pinned)).toBe(pinned);
    expect(semver.satisfies(pinned, manifest.engines.node)).toBe(true);
    expect(semver.minVersion(manifest.engines.node)!.major % 2).toBe(0); // an LTS line: even majors
  });

  it("runs the tests (npm's scripts and npx find it first)", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("satisfies the engines of every package the lock file installs", () => {
    const unmet = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== "" && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(
        ([, entry]) => !semver.satisfies(pinned, (entry.engines as { node: string }).node, { includePrerelease: true }),
      )
      .map(([key, entry]) => `${key}: ${(entry.engines as { node: string }).node}`);
    expect(unmet).toEqual([]);
  });
});
