import { describe, expect, it } from "vitest";
import { isSearchShortcut, isTypingTarget, type ShortcutKey, type ShortcutTarget } from "./search-shortcut";

// "/" focuses the search, except while typing or with a modifier.

const element = (tagName: string, extra: Partial<ShortcutTarget> & { inside?: string[] } = {}): ShortcutTarget => ({
  tagName,
  isContentEditable: extra.isContentEditable ?? false,
  closest: (selector: string) =>
    (extra.inside ?? []).some((role) => selector.includes(`[role="${role}"]`)) ? { role: extra.inside } : null,
});

const press = (key: string, target: ShortcutTarget | null, mods: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...mods,
});

describe("the search shortcut", () => {
  it('takes "/" pressed on the page, a link or a button', () => {
    for (const target of [element("BODY"), element("A"), element("BUTTON"), element("DIV"), null])
      expect(isSearchShortcut(press("/", target)), target?.tagName ?? "no target").toBe(true);
  });

  it("allows Shift, which some layouts need to type a slash", () => {
    expect(isSearchShortcut(press("/", element("BODY"), { shiftKey: true } as Partial<ShortcutKey>))).toBe(true);
  });

  it("ignores other keys", () => {
    for (const key of ["?", "s", "Slash", "\\", "Enter", "Escape"])
      expect(isSearchShortcut(press(key, element("BODY")))).toBe(false);
  });

  it("ignores a slash typed into a field", () => {
    for (const tag of ["INPUT", "TEXTAREA", "SELECT", "input", "textarea"])
      expect(isSearchShortcut(press("/", element(tag))), tag).toBe(false);
    expect(isSearchShortcut(press("/", element("DIV", { isContentEditable: true })))).toBe(false);
  });

  it("ignores Ctrl, Alt and Meta with the slash (their own shortcuts)", () => {
    for (const mod of ["ctrlKey", "altKey", "metaKey"] as const)
      expect(isSearchShortcut(press("/", element("BODY"), { [mod]: true })), mod).toBe(false);
  });

  it("ignores a key already handled, or typed while composing", () => {
    expect(isSearchShortcut(press("/", element("BODY"), { defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(press("/", element("BODY"), { isComposing: true }))).toBe(false);
  });

  it("ignores it inside an open dialog or menu", () => {
    for (const role of ["dialog", "alertdialog", "menu", "listbox"])
      expect(isSearchShortcut(press("/", element("BUTTON", { inside: [role] }))), role).toBe(false);
    expect(isSearchShortcut(press("/", element("BUTTON", { inside: ["navigation"] })))).toBe(true);
  });

  it("knows which elements take typed text", () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(element("INPUT"))).toBe(true);
    expect(isTypingTarget(element("P", { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(element("P"))).toBe(false);
    expect(isTypingTarget({})).toBe(false);
  });
});
