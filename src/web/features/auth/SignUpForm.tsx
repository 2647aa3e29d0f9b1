import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { FieldErrors } from "../../../domain/auth/validation";
import { parseSignUp } from "../../../domain/auth/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth/constants";
import { paths } from "../../../domain/paths";
import { signUpCall } from "./auth-api";
import { takeRedirectAfterLogin } from "./after-sign-in";
import { useAuth } from "./AuthProvider";
import { CsrfField } from "./CsrfField";
import { GoogleButton } from "./GoogleButton";
import { FormError, FormField, linkButton, primaryButton } from "./FormField";
import type { FormStart } from "./SignInForm";
import { saveAuthError, useSavedAuthError } from "./saved-error";
import { useHydrated } from "./use-hydrated";

interface Props {
  idPrefix: string;
  initial?: FormStart;
  onSwitchToSignIn?: () => void;
}

/** Spec 2.2: the consent text links to the privacy policy and the terms. */
export function ConsentText() {
  return (
    <p className="text-xs text-slate-600">
      By signing up you agree to our{" "}
      <Link to={paths.termsOfService()} className="underline">
        Terms of Service
      </Link>{" "}
      and{" "}
      <Link to={paths.privacyPolicy()} className="underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

export function SignUpForm({ idPrefix, initial, onSwitchToSignIn }: Props) {
  const { state, dispatch } = useAuth();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [message, setMessage] = useState<string | null>(initial?.message ?? null);
  const [busy, setBusy] = useState(false);
  useSavedAuthError(setMessage);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = parseSignUp({ user: { email: String(form.get("user[email]") ?? ""), password: String(form.get("user[password]") ?? "") } });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setMessage(null);
      return;
    }
    setBusy(true);
    dispatch({ type: "loading/start" });
    const result = await signUpCall(parsed.value.email, parsed.value.password, state.workflow, window.location.search);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fieldErrors);
      setMessage(result.message);
      dispatch({ type: "user/error", message: result.message });
      if (result.status === 403) {
        saveAuthError(result.message);
        window.location.assign(paths.signUp());
      }
      return;
    }
    dispatch({ type: "signUp/finish", user: result.data.user, watchlists: result.data.watchlists });
    window.location.assign(takeRedirectAfterLogin());
  }

  return (
    <div className="space-y-4">
      <GoogleButton />
      <form method="post" action={paths.signUp()} noValidate={hydrated} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <CsrfField />
        <FormError message={message} />
        <FormField idPrefix={idPrefix} field="email" label="Email" name="user[email]" type="email" autoComplete="email" required errors={errors.email} />
        <FormField
          idPrefix={idPrefix}
          field="password"
          label="Password"
          name="user[password]"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors.password}
        />
        <ConsentText />
        <button type="submit" className={primaryButton} disabled={busy}>
          Sign Up
        </button>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{" "}
          {onSwitchToSignIn ? (
            <button type="button" className={linkButton} onClick={onSwitchToSignIn}>
              Sign In
            </button>
          ) : (
            <a href={paths.signIn()} className={linkButton}>
              Sign In
            </a>
          )}
        </p>
      </form>
    </div>
  );
}
