import { useEffect, useRef, type RefObject } from "react";

// "/" focuses the header's search, as on many sites. Never while the visitor types
// somewhere (an input, a text area, a select, anything contenteditable) or holds Ctrl, Alt or
// Meta (their own shortcuts); Shift is allowed, since some keyboard layouts need it to type "/".
// Nor inside an open dialog or menu, whose keys are their own.

/** The parts of a keydown the rule reads (a plain object in tests). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: ShortcutTarget | null;
}

export interface ShortcutTarget {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether the element takes typed text (so "/" is a character there, not a shortcut). */
export function isTypingTarget(target: ShortcutTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  return TYPING_TAGS.has((target.tagName ?? "").toUpperCase());
}

export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.defaultPrevented || event.isComposing) return false;
  if (isTypingTarget(event.target)) return false;
  return !event.target?.closest?.(OWN_KEYS);
}

/**
 * Calls `onShortcut` when "/" is pressed on the page; it answers whether it took the key (a
 * field hidden at this width does not), and only then is the "/" kept from being typed.
 */
export function useSearchShortcut(enabled: boolean, onShortcut: () => boolean) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? (event.target as Element & ShortcutTarget) : null;
      if (!isSearchShortcut({ ...pick(event), target })) return;
      if (handler.current()) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}

/**
 * "/" focuses this field and selects its text, remembering in `focusBefore` where the focus was
 * (an Escape once the list is closed goes back there). A field hidden at this width leaves the key
 * alone (the mobile overlay's button takes it instead).
 */
export function useFocusOnShortcut(
  enabled: boolean,
  input: RefObject<HTMLInputElement | null>,
  focusBefore: RefObject<HTMLElement | null>,
) {
  useSearchShortcut(enabled, () => {
    const field = input.current;
    if (!field || field.getClientRects().length === 0) return false;
    const before = document.activeElement;
    focusBefore.current = before instanceof HTMLElement && before !== document.body ? before : null;
    field.focus();
    field.select();
    return true;
  });
}

function pick(event: KeyboardEvent) {
  const { key, ctrlKey, metaKey, altKey, defaultPrevented, isComposing } = event;
  return { key, ctrlKey, metaKey, altKey, defaultPrevented, isComposing };
}
