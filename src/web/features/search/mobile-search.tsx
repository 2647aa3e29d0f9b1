import { Dialog } from "radix-ui";
import { useRef, useState, type ComponentProps } from "react";
import { SearchIcon } from "../../components/ui/icons";
import { SearchField } from "./search-field";
import { useSearchShortcut } from "./search-shortcut";

/**
 * On small screens the search field opens as a full-screen overlay with a Cancel button; with
 * `shortcut`, "/" opens it too while its button is shown (issue 20).
 */
export function MobileSearch({
  rowAction,
  shortcut = false,
}: Pick<ComponentProps<typeof SearchField>, "rowAction" | "shortcut">) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useSearchShortcut(shortcut && !open, () => {
    if (!trigger.current || trigger.current.getClientRects().length === 0) return false;
    setOpen(true);
    return true;
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        ref={trigger}
        aria-keyshortcuts={shortcut ? "/" : undefined}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        aria-label="Search Stocks"
      >
        <SearchIcon className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-surface p-4"
          aria-describedby={undefined}
          // Escape first closes the list of companies; only a second one closes the overlay.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true")
              event.preventDefault();
          }}
        >
          <Dialog.Title className="sr-only">Search Stocks</Dialog.Title>
          <div className="flex items-start gap-3">
            <SearchField className="flex-1" autoFocus inline onChoose={() => setOpen(false)} rowAction={rowAction} />
            <Dialog.Close className="rounded-md px-2 py-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
