import { useState, type FormEvent } from "react";
import type { FieldErrors } from "../../../domain/auth/validation";
import { parseSignIn } from "../../../domain/auth/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth/constants";
import { paths } from "../../../domain/paths";
import { signInCall } from "./auth-api";
import { takeRedirectAfterLogin } from "./after-sign-in";
import { useAuth } from "./AuthProvider";
import { CsrfField } from "./CsrfField";
import { GoogleButton } from "./GoogleButton";
import { FormError, FormField, linkButton, primaryButton } from "./FormField";
import { saveAuthError, useSavedAuthError } from "./saved-error";
import { useHydrated } from "./use-hydrated";

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
}

export function SignInForm({ idPrefix, initial, onSwitchToSignUp, onForgotPassword }: Props) {
  const { dispatch } = useAuth();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [message, setMessage] = useState<string | null>(initial?.message ?? null);
  const [busy, setBusy] = useState(false);
  useSavedAuthError(setMessage);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("user[email]") ?? "");
    const password = String(form.get("user[password]") ?? "");
    const rememberMe = form.get("user[remember_me]") === "1";
    const parsed = parseSignIn({ user: { email, password } });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setMessage(null);
      return;
    }
    setBusy(true);
    dispatch({ type: "loading/start" });
    const result = await signInCall(parsed.value.email, password, rememberMe);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fieldErrors);
      setMessage(result.message);
      dispatch({ type: "user/error", message: result.message });
      // Spec 8: a 403 (an expired anti-forgery token) goes to the sign-in page afresh.
      if (result.status === 403) {
        saveAuthError(result.message);
        window.location.assign(paths.signIn());
      }
      return;
    }
    dispatch({ type: "signIn/finish", user: result.data.user, watchlists: result.data.watchlists });
    window.location.assign(takeRedirectAfterLogin());
  }

  return (
    <div className="space-y-4">
      <GoogleButton />
      <form method="post" action={paths.signIn()} noValidate={hydrated} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <CsrfField />
        <FormError message={message} />
        <FormField idPrefix={idPrefix} field="email" label="Email" name="user[email]" type="email" autoComplete="email" required errors={errors.email} />
        <FormField
          idPrefix={idPrefix}
          field="password"
          label="Password"
          name="user[password]"
          type="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors.password}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" name="user[remember_me]" value="1" className="h-4 w-4 accent-emerald-700" />
            Remember me
          </label>
          {onForgotPassword ? (
            <button type="button" className={linkButton} onClick={onForgotPassword}>
              Forgot password?
            </button>
          ) : (
            <a href={paths.newPassword()} className={linkButton}>
              Forgot password?
            </a>
          )}
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          Sign In
        </button>
        <p className="text-center text-sm text-slate-700">
          Don&apos;t have an account?{" "}
          {onSwitchToSignUp ? (
            <button type="button" className={linkButton} onClick={onSwitchToSignUp}>
              Sign Up
            </button>
          ) : (
            <a href={paths.signUp()} className={linkButton}>
              Sign Up
            </a>
          )}
        </p>
      </form>
    </div>
  );
}
