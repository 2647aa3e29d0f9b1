import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { SearchCombobox } from "./search-combobox";
import type { SearchFieldProps } from "./search-field-parts";

interface Props extends Pick<SearchFieldProps, "rowAction"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The full-screen search of small screens, loaded by mobile-search.tsx when first opened (decision 041). */
export default function MobileSearchOverlay({ open, onOpenChange, trigger, rowAction }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-surface p-4"
          aria-describedby={undefined}
          // Escape first closes the list of companies; only a second one closes the overlay.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true")
              event.preventDefault();
          }}
          // The button that opens it is outside Radix (mobile-search.tsx): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">Search Stocks</Dialog.Title>
          <div className="flex items-start gap-3">
            <SearchCombobox
              className="flex-1"
              autoFocus
              inline
              onChoose={() => onOpenChange(false)}
              rowAction={rowAction}
            />
            <Dialog.Close className="rounded-md px-2 py-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
