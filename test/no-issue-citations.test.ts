import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A comment says why in product terms. An issue number means nothing to a reader of the
// repository (the tracker is not part of it), so no comment cites one: SQL migrations' neither
// (the runner checksums a migration's statements only, so their comments can be reworded).

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["src", "bench", "e2e", "test", "scripts"];
const CITATION = /\bissues? #?\d/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(p);
    return /\.(ts|tsx|mjs|js|sql)$/.test(entry.name) ? [p] : [];
  });
}

/** The comments of an SQL file, each with its line: `-- ...` to the line's end and `/* ... *\/`. */
function sqlCommentsOf(text: string): { line: number; text: string }[] {
  return [...text.matchAll(/--[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => ({
    line: text.slice(0, m.index).split("\n").length,
    text: m[0],
  }));
}

/** The comments of a source file, each with its line, as TypeScript's scanner reads them. */
function commentsOf(text: string, jsx: boolean): { line: number; text: string }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const found: { line: number; text: string }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const line = text.slice(0, scanner.getTokenStart()).split("\n").length;
      found.push({ line, text: scanner.getTokenText() });
    }
  }
  return found;
}

describe("comments", () => {
  it("find a citation in a comment, and only there", () => {
    const source = 'const a = "issue 7"; // issue 7 fixed this\n/* see Issue 12 */\n// decision 041\n';
    expect(commentsOf(source, false).filter((c) => CITATION.test(c.text))).toHaveLength(2);
  });

  it("find a citation in an SQL comment, on its line", () => {
    const sql = "CREATE TABLE a (x int); -- issue 7 fixed this\n/* decision 041,\n see Issue 12 */\nSELECT 1;\n";
    expect(sqlCommentsOf(sql).filter((c) => CITATION.test(c.text))).toEqual([
      { line: 1, text: "-- issue 7 fixed this" },
      { line: 2, text: "/* decision 041,\n see Issue 12 */" },
    ]);
  });

  it("cite no issue number", () => {
    const cited = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap((file) =>
      (file.endsWith(".sql")
        ? sqlCommentsOf(readFileSync(file, "utf8"))
        : commentsOf(readFileSync(file, "utf8"), file.endsWith("x"))
      )
        .filter((c) => CITATION.test(c.text))
        .map((c) => `${path.relative(root, file)}:${c.line}`),
    );
    expect(cited).toEqual([]);
  });
});
