import { Dialog } from "radix-ui";
import { useState, type ComponentProps } from "react";
import { SearchIcon } from "../../components/ui/icons";
import { SearchField } from "./search-field";

/** On small screens the search field opens as a full-screen overlay with a Cancel button. */
export function MobileSearch({ rowAction }: Pick<ComponentProps<typeof SearchField>, "rowAction">) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
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
