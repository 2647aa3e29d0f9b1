import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// npm 11 lists at the end of every install the packages whose install scripts the project has not
// reviewed (and npm 12 skips those scripts): a clean install approves, in package.json's
// `allowScripts`, every package of the lock file that has one, on every platform it installs on.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

describe("install scripts", () => {
  const manifest = read("package.json") as { allowScripts?: Record<string, boolean>; dependencies: object };
  const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([key]) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length));

  it("every package of the lock file with an install script is approved in package.json", () => {
    expect(withScripts.length).toBeGreaterThan(0);
    const unapproved = withScripts.filter((name) => manifest.allowScripts?.[name] !== true);
    expect(unapproved).toEqual([]);
  });

  it("approves nothing the lock file no longer installs", () => {
    const stale = Object.keys(manifest.allowScripts ?? {}).filter((name) => !withScripts.includes(name));
    expect(stale).toEqual([]);
  });
});
