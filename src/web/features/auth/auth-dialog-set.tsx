import { Button } from "../../components/ui/button";
import { AuthDialog } from "./auth-dialog";
import { useAuth } from "./auth-provider";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SetPasswordForm } from "./set-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

// Loaded by auth-dialogs.tsx when the first of them opens (decision 041).

/** The account dialogs of spec 2.2, driven by the auth store's modal flags. */
export default function AuthDialogSet() {
  const { state, dispatch, resetToken } = useAuth();
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
