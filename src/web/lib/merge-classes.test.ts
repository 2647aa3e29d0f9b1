import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

// mergeClasses stands in for tailwind-merge in the browser (decision 041). It must give
// tailwind-merge's answer for every class list our components can build. Both keep a class
// unless a later one with the same variants takes its group (and the groups that group
// overrides), so agreeing on every ordered pair of the classes in src/web means agreeing on
// every list made of them. The classes are every word of every string in src/web's source (a
// Tailwind class is always written whole in the source, or Tailwind would not build it).

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    // This module's own strings are group names, not classes.
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== "merge-classes.ts" ? [p] : [];
  });
}

function sourceWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, ".."))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      const literal = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const word of literal.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

describe("mergeClasses", () => {
  const words = sourceWords();

  it("finds the classes of the source", () => {
    expect(words).toEqual(expect.arrayContaining(["px-3", "text-sm", "bg-slate-50", "max-sm:hidden", "rounded-md"]));
  });

  it("knows every Tailwind class of src/web as tailwind-merge does, and nothing else", () => {
    // A class tailwind-merge knows is taken by a second copy of itself; any other word is kept.
    const wrong = words.filter((w) => mergeClasses(`${w} ${w}`) !== twMerge(`${w} ${w}`));
    expect(wrong).toEqual([]);
  });

  it("agrees with tailwind-merge on every ordered pair of the source's Tailwind classes", () => {
    const classes = words.filter((w) => twMerge(`${w} ${w}`) === w);
    expect(classes.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        const ours = mergeClasses(list);
        if (ours !== twMerge(list)) wrong.push(`${list} -> ${ours}`);
      }
    expect(wrong.slice(0, 40)).toEqual([]);
  });

  it("sorts variants but keeps arbitrary ones and pseudo-elements in place, and keeps '!' apart", () => {
    for (const list of [
      "hover:focus:px-2 focus:hover:px-3",
      "[&_td]:hover:px-2 hover:[&_td]:px-3",
      "before:hover:text-left hover:before:text-right",
      "!px-2 px-3",
      "px-2! px-3",
      "px-2 !px-3 px-4",
      "p-3 px-2 py-1 p-4",
      "text-sm/6 leading-none text-lg",
      "leading-none text-sm",
      "w-1/2 w-full",
      "bg-slate-900/40 bg-surface",
      "  px-2   px-3  ",
    ])
      expect(mergeClasses(list), list).toBe(twMerge(list));
  });
});
