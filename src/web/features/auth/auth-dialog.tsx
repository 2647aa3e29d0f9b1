import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "../../components/ui/icons";

// The frame of the account dialogs and of the registration wall. Loaded with them, when one
// first opens (decision 041): Radix's dialog is no part of a page's first load.

interface ShellProps {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  /** The registration wall cannot be dismissed: not by the backdrop (spec 2.2), nor by Escape or a close button. */
  dismissible?: boolean;
  children: ReactNode;
}

export function AuthDialog({ open, title, description, onClose, dismissible = true, children }: ShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 dark:bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-6 shadow-xl"
          {...(description ? {} : { "aria-describedby": undefined })}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onInteractOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
                aria-label="Close"
              >
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-700">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
