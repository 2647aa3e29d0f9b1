import type { FormEvent } from "react";
import { Link } from "react-router";
import { parseSignUp } from "../../../domain/auth/validation";
import { paths } from "../../../domain/paths";
import { signUpCall } from "./auth-api";
import { takeRedirectAfterLogin } from "./after-sign-in";
import { useAuth } from "./AuthProvider";
import { CsrfField } from "./CsrfField";
import { GoogleButton } from "./GoogleButton";
import { CredentialFields, FormError, linkButton, primaryButton } from "./FormField";
import type { FormStart } from "./SignInForm";
import { saveAuthError } from "./saved-error";
import { useAuthForm } from "./use-auth-form";
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
  const { state } = useAuth();
  const hydrated = useHydrated();
  const { dispatch, errors, message, busy, invalid, start, refused } = useAuthForm(initial);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = parseSignUp({ user: { email: String(form.get("user[email]") ?? ""), password: String(form.get("user[password]") ?? "") } });
    if (!parsed.ok) {
      invalid(parsed.errors);
      return;
    }
    start();
    const result = await signUpCall(parsed.value.email, parsed.value.password, state.workflow, window.location.search);
    if (!result.ok) {
      refused(result);
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
        <CredentialFields idPrefix={idPrefix} errors={errors} passwordAutoComplete="new-password" />
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
