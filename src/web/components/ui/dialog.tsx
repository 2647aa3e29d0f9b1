import { Dialog as Primitive } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

// A modal dialog (Radix: focus trapped and returned, Escape closes, title names it). 404 px wide
// on wider screens, as the spec's dialogs are.

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;
export const DialogTitle = Primitive.Title;
export const DialogDescription = Primitive.Description;

interface ContentProps {
  children: ReactNode;
  className?: string;
  /** Without a description, say so explicitly so Radix does not look for one. */
  describedBy?: string;
  /** Show the × in the corner. */
  closeButton?: boolean;
}

export function DialogContent({ children, className, describedBy, closeButton = true }: ContentProps) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
      <Primitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 text-slate-900 shadow-xl sm:w-[404px]",
          className,
        )}
        {...(describedBy === undefined ? {} : { "aria-describedby": describedBy || undefined })}
      >
        {children}
        {closeButton ? (
          <Primitive.Close
            className="absolute right-3 top-3 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            aria-label="Close"
          >
            ×
          </Primitive.Close>
        ) : null}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
