import { buttonVariants } from "../components/ui/button";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { AuthDialogLink } from "../features/auth/auth-links";
import { accountItems } from "../features/navigation/navigation";
import { CloseIcon } from "../components/ui/icons";
import { SmartLink } from "../components/ui/smart-link";
import type { MobileDrawerProps } from "./mobile-drawer";

const linkClass =
  "block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600";

interface PanelProps extends MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The drawer itself, loaded by mobile-drawer.tsx when it first opens (decision 041). */
export default function MobileDrawerPanel({
  items,
  email,
  helpCenterUrl,
  onSignOut,
  open,
  onOpenChange,
  trigger,
}: PanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-surface p-4 shadow-xl"
          aria-describedby={undefined}
          // The button that opens it is outside Radix (mobile-drawer.tsx): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
              aria-label="Close menu"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="space-y-1">
              {items.map((item) =>
                item.kind === "link" ? (
                  <li key={item.label}>
                    <SmartLink href={item.href} external={item.external} className={linkClass} onClick={close}>
                      {item.label}
                    </SmartLink>
                  </li>
                ) : (
                  <li key={item.id}>
                    <h2
                      className="px-3 pt-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
                      id={`drawer-${item.id}`}
                    >
                      {item.label}
                    </h2>
                    <ul aria-labelledby={`drawer-${item.id}`}>
                      {item.items.map((link) => (
                        <li key={link.href + link.label}>
                          <SmartLink href={link.href} external={link.external} className={linkClass} onClick={close}>
                            {link.label}
                            {link.description ? (
                              <span className="block text-xs text-slate-500">{link.description}</span>
                            ) : null}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="mt-4 border-t border-slate-200 pt-4">
            {email !== null ? (
              <section aria-label="Account">
                <p className="truncate px-3 pb-2 text-sm text-slate-600">{email}</p>
                <ul className="space-y-1">
                  {accountItems(helpCenterUrl).map((item) => (
                    <li key={item.label}>
                      <SmartLink href={item.href} external={item.external} className={linkClass} onClick={close}>
                        {item.label}
                      </SmartLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={`${linkClass} w-full text-left`}
                      onClick={() => {
                        close();
                        onSignOut();
                      }}
                    >
                      Sign Out
                    </button>
                  </li>
                </ul>
              </section>
            ) : (
              <div className="flex gap-2">
                <AuthDialogLink
                  which="sign-in"
                  onOpen={close}
                  className={buttonVariants({ variant: "secondary", size: "drawer" })}
                >
                  Sign In
                </AuthDialogLink>
                <AuthDialogLink which="sign-up" onOpen={close} className={buttonVariants({ size: "drawer" })}>
                  Sign Up
                </AuthDialogLink>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
