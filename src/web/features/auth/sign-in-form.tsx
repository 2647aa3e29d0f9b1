import type { FormEvent } from "react";
import { Button, buttonVariants } from "../../components/ui/button";
import type { FieldErrors } from "../../../domain/auth/validation";
import { paths } from "../../../domain/paths";
import { signInCall } from "./api/account-calls";
import { afterAuthPath, returnHereAfterSignIn } from "./after-sign-in";
import { useAuth } from "./auth-provider";
import { GoogleButton } from "./google-button";
import { CredentialFields, FormError } from "./form-field";
import { saveAuthError } from "./saved-error";
import { useAuthForm } from "./use-auth-form";
import { useHydrated } from "../../lib/use-hydrated";
import { loadValidation } from "./load-validation";

export interface FormStart {
  message?: string | null;
  errors?: FieldErrors;
}

interface Props {
  idPrefix: string;
  initial?: FormStart;
  /** In a dialog: switch to sign-up / forgot password in place. On the page: links. */
  onSwitchToSignUp?: () => void;
  onForgotPassword?: () => void;
  /** In a dialog over a page: the member stays on that page once signed in. */
  returnHere?: boolean;
}

export function SignInForm({ idPrefix, initial, onSwitchToSignUp, onForgotPassword, returnHere = false }: Props) {
  const hydrated = useHydrated();
  const { state } = useAuth();
  const { dispatch, errors, message, busy, invalid, start, refused } = useAuthForm(initial);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("user[email]") ?? "");
    const password = String(form.get("user[password]") ?? "");
    const rememberMe = form.get("user[remember_me]") === "1";
    const { parseSignIn } = await loadValidation();
    const parsed = parseSignIn({ user: { email, password } });
    if (!parsed.ok) {
      invalid(parsed.errors);
      return;
    }
    start();
    // The server names where to go (the redirect cookie, else the post-signup page).
    if (returnHere) returnHereAfterSignIn(window.location.pathname, window.location.search);
    const result = await signInCall(parsed.value.email, password, rememberMe);
    if (!result.ok) {
      refused(result);
      // Spec 8: a 403 (an expired anti-forgery token) goes to the sign-in page afresh.
      if (result.status === 403) {
        saveAuthError(result.message);
        window.location.assign(paths.signIn());
      }
      return;
    }
    dispatch({ type: "signIn/finish", user: result.data.user, watchlists: result.data.watchlists });
    // A document load, not a client navigation: the session, the anti-forgery secret and every
    // loader's data change with it (docs/decisions/014-web-data-path.md).
    window.location.assign(afterAuthPath(result.location, state.workflow));
  }

  return (
    <div className="space-y-4">
      <GoogleButton returnHere={returnHere} />
      <form
        method="post"
        action={paths.signIn()}
        noValidate={hydrated}
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
      >
        <FormError message={message} />
        <CredentialFields idPrefix={idPrefix} errors={errors} passwordAutoComplete="current-password" />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" name="user[remember_me]" value="1" className="h-4 w-4 accent-emerald-700" />
            Remember me
          </label>
          {onForgotPassword ? (
            <Button variant="link" onClick={onForgotPassword}>
              Forgot password?
            </Button>
          ) : (
            <a href={paths.newPassword()} className={buttonVariants({ variant: "link" })}>
              Forgot password?
            </a>
          )}
        </div>
        <Button type="submit" block disabled={busy}>
          Sign In
        </Button>
        <p className="text-center text-sm text-slate-700">
          Don&apos;t have an account?{" "}
          {onSwitchToSignUp ? (
            <Button variant="link" onClick={onSwitchToSignUp}>
              Sign Up
            </Button>
          ) : (
            <a href={paths.signUp()} className={buttonVariants({ variant: "link" })}>
              Sign Up
            </a>
          )}
        </p>
      </form>
    </div>
  );
}
