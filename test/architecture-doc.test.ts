import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md is the newcomer's map: every file or folder it names in `code` exists.
// A name with a folder is read from the repository's root, or from src/ and its layers (the
// document says `web/lib/` inside a paragraph about src/); a bare file name exists somewhere in
// the tree, and so does a bare folder (`plugins/`). Patterns (`routes/<resource>/`), packages
// (@scope/name), lint rules and generated folders (build/) are not paths here.

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS_READ_FROM = ["", "src/", "src/web/", "src/server/", "src/domain/", "src/db/", "src/market/"];
const TOP =
  /^(src|docs|test|e2e|bench|scripts|web|server|domain|db|market|components|lib|features|routes|plugins|services|presenters|policies|page-readers|accounts|jobs|layout|contracts|repositories|migrations)\//;

function trackedPaths(): { files: Set<string>; folders: Set<string>; names: Set<string> } {
  const list = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  const folders = new Set<string>();
  for (const file of list) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  return { files: new Set(list), folders, names: new Set(list.map((f) => path.basename(f))) };
}

/** The `code` spans of a markdown text that name a file or folder of this repository. */
function namedPaths(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[#:].*$/, "")))].filter(
    (token) => !token.includes("<") && (TOP.test(token) || /^[\w.-]+\.(ts|tsx|mjs|sql|css|md)$/.test(token)),
  );
}

describe("docs/architecture.md", () => {
  const { files, folders, names } = trackedPaths();
  const exists = (named: string) => {
    const p = named.replace(/\/$/, "");
    if (!p.includes("/")) return names.has(p) || [...folders].some((f) => f === p || f.endsWith(`/${p}`));
    return FOLDERS_READ_FROM.some((base) => files.has(base + p) || folders.has(base + p));
  };

  it("reads paths from code spans, not packages or lint rules", () => {
    expect(namedPaths("`src/server/app.ts`, `web/lib/`, `cn.ts`, `@fastify/cookie`, `import-x/no-cycle`")).toEqual([
      "src/server/app.ts",
      "web/lib/",
      "cn.ts",
    ]);
  });

  it("names only files and folders that exist", () => {
    const text = readFileSync(path.join(root, "docs", "architecture.md"), "utf8");
    const named = namedPaths(text);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });
});
