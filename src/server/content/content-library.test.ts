import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { matchPath } from "react-router";
import { SECTIONS } from "../../web/sections";
import { loadContentLibrary } from "./content-library";
import { FIGURE_NAMES } from "../page-readers/editorial/editorial-pages";

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "oz-content-"));
  mkdirSync(join(dir, "authors"));
  mkdirSync(join(dir, "blog"));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const author = '---\nname: "Ann"\nrole: "Writer"\n---\nBio.\n';
const article = (over = "") =>
  `---\ntitle: "T"\nauthor: "ann"\ndate: "2026-01-02"\ndescription: "D"\n${over}---\nBody.\n`;

describe("the repository's content", () => {
  const library = loadContentLibrary(resolve("content"));

  it("has both blog pages of the site's route table, each by a known author", () => {
    for (const id of ["blog-score-explained", "blog-good-roe"]) {
      const section = SECTIONS.find((s) => s.id === id)!;
      const slug = section.pattern.replace("/blog/", "");
      expect(library.blog.get(slug)?.url).toBe(section.pattern);
    }
    for (const a of library.blog.values()) expect(library.authors.get(a.author.id)).toBeDefined();
  });

  it("embeds only figures the pages can draw and links only to pages the site has", () => {
    for (const a of library.blog.values()) {
      for (const b of a.blocks) {
        if (b.kind === "figure") expect(FIGURE_NAMES).toContain(b.name);
        else
          for (const [, href] of b.html.matchAll(/href="([^"]+)"/g)) {
            if (!href!.startsWith("/")) continue;
            const path = href!.split(/[?#]/)[0]!;
            expect(
              SECTIONS.some((s) => matchPath(s.pattern, path)),
              `${a.slug} links to ${href}`,
            ).toBe(true);
          }
      }
    }
  });

  it("has the generated news' own author that says what it is", () => {
    expect(library.authors.get("openzen-newsroom")?.name).toMatch(/automated/i);
  });
});

describe("loadContentLibrary", () => {
  it("reads authors and articles, newest first", () => {
    const dir = tree({
      "authors/ann.md": author,
      "blog/old.md": article().replace("2026-01-02", "2025-01-01"),
      "blog/new.md": article('tags: ["x"]\n'),
    });
    const library = loadContentLibrary(dir);
    expect([...library.blog.keys()]).toEqual(["new", "old"]);
    expect(library.blog.get("new")).toMatchObject({
      url: "/blog/new",
      tags: ["x"],
      author: { id: "ann", url: "/authors/ann" },
    });
  });

  it("stops on a bad front matter, an unknown author or a bad file name", () => {
    expect(() => loadContentLibrary(tree({ "authors/ann.md": author, "blog/a.md": article("extra: 1\n") }))).toThrow(
      /front matter/,
    );
    expect(() =>
      loadContentLibrary(tree({ "authors/ann.md": author, "blog/a.md": article().replace('"ann"', '"bob"') })),
    ).toThrow(/no author/);
    expect(() => loadContentLibrary(tree({ "authors/ann.md": author, "blog/A b.md": article() }))).toThrow(/name/);
  });
});
