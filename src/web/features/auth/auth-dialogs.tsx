import { Dialog } from "radix-ui";
import { Button } from "../../components/ui/button";
import { useCallback, type ReactNode } from "react";
import { CloseIcon } from "../../components/ui/icons";
import { useAuth } from "./auth-provider";
import { ForgotPasswordForm } from "./forgot-password-form";
import {} from "./form-field";
import { SetPasswordForm } from "./set-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useAuthHash } from "./use-auth-hash";

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

/** The account dialogs of spec 2.2, driven by the auth store's modal flags. */
export function AuthDialogs() {
  const { state, dispatch, resetToken, setResetToken } = useAuth();
  const onResetToken = useCallback((token: string) => setResetToken(token), [setResetToken]);
  useAuthHash(dispatch, onResetToken, state.session.signedIn);
  const m = state.modals;
  return (
    <>
      <AuthDialog
        open={m.signUp}
        title="Sign Up"
        description="Create your free account."
        onClose={() => dispatch({ type: "signUp/end" })}
      >
        <SignUpForm idPrefix="dialog-sign-up" onSwitchToSignIn={() => dispatch({ type: "switch/toSignIn" })} />
      </AuthDialog>
      <AuthDialog
        open={m.signIn}
        title="Sign In"
        description="Welcome back."
        onClose={() => dispatch({ type: "signIn/end" })}
      >
        <SignInForm
          idPrefix="dialog-sign-in"
          returnHere
          onSwitchToSignUp={() => dispatch({ type: "switch/toSignUp" })}
          onForgotPassword={() => dispatch({ type: "passwordReset/start" })}
        />
      </AuthDialog>
      <AuthDialog
        open={m.passwordReset}
        title="Forgot Password"
        onClose={() => dispatch({ type: "passwordReset/abort" })}
      >
        <ForgotPasswordForm
          idPrefix="dialog-forgot"
          onSent={(email) => dispatch({ type: "recover/finish", email })}
          onBackToSignIn={() => dispatch({ type: "passwordReset/abort" })}
        />
      </AuthDialog>
      <AuthDialog open={m.resetSent} title="Check Your Email" onClose={() => dispatch({ type: "resetSent/end" })}>
        <p className="text-sm text-slate-700">
          If an account exists for <strong>{state.recoveredEmail}</strong>, we have sent it a link to choose a new
          password. The link works once, for 6 hours.
        </p>
        <Button block className="mt-4" onClick={() => dispatch({ type: "resetSent/end" })}>
          OK
        </Button>
      </AuthDialog>
      <AuthDialog open={m.setPassword} title="Set New Password" onClose={() => dispatch({ type: "setPassword/end" })}>
        <SetPasswordForm idPrefix="dialog-set-password" token={resetToken} />
      </AuthDialog>
    </>
  );
}
