import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";

// Menus whose Radix part loads when first used (decision 041): until then the page shows, and
// the server renders, a plain menu button; a click, Enter, Space or Down on it renders the real
// menu (a lazy component) open in its place. Pointing at or focusing the button fetches it early.

export interface MenuButtonHandlers {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  "data-state": "closed";
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onPointerEnter(): void;
  onFocus(): void;
}

/**
 * `button(props)` until used, then `menu(fromKeyboard)`, with the button shown while the menu
 * loads. `fromKeyboard` says to put focus on the first item, as Radix does for its own button.
 */
export function MenuUntilUsed({
  button,
  menu,
  preload,
}: {
  button: (props: MenuButtonHandlers) => ReactNode;
  menu: (fromKeyboard: boolean) => ReactNode;
  preload: () => unknown;
}) {
  const [used, setUsed] = useState<"pointer" | "keyboard" | null>(null);
  const plain = button({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    // A click from Enter or Space has no pointer detail.
    onClick: (event) => setUsed(event.detail === 0 ? "keyboard" : "pointer"),
    onKeyDown: (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      setUsed("keyboard");
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
  return used ? <Suspense fallback={plain}>{menu(used === "keyboard")}</Suspense> : plain;
}

/**
 * For the menu that replaced the plain button: once, after Radix has focused the menu, focus
 * its first item when the button was used from the keyboard. Give the result to the content's ref.
 */
export function useFirstItemFocus<T extends HTMLElement>(focusFirstItem: boolean) {
  const content = useRef<T>(null);
  useEffect(() => {
    if (!focusFirstItem) return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
    // Only the opening that mounted the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return content;
}

/** What a dialog's lazy part is given: its state and the button that opened it (focus returns there). */
export interface DialogUntilUsedProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * Dialogs whose Radix part loads when first opened (decision 041): the page shows a plain
 * button; `show` (its click, or a shortcut) mounts the lazy dialog open, and it stays mounted
 * after, so Radix returns focus to the button and what was typed is kept. Spread `button` on
 * the trigger and render `dialog(...)` beside it; with `preload`, pointing at or focusing the
 * button fetches the dialog's code early.
 */
export function useDialogUntilUsed(preload?: () => unknown) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const button = {
    ref: trigger,
    type: "button",
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onClick: show,
    ...(preload ? { onPointerEnter: () => void preload(), onFocus: () => void preload() } : {}),
  } as const;
  const dialog = (render: (props: DialogUntilUsedProps) => ReactNode) =>
    loaded ? <Suspense fallback={null}>{render({ open, onOpenChange: setOpen, trigger })}</Suspense> : null;
  return { open, show, trigger, button, dialog };
}
