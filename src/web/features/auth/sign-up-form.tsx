import type { FormEvent } from "react";
import { Button, buttonVariants } from "../../components/ui/button";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { signUpCall } from "./api/account-calls";
import { keepOffers } from "./offer-storage";
import { afterAuthPath } from "./after-sign-in";
import { useAuth } from "./auth-provider";
import { GoogleButton } from "./google-button";
import { CredentialFields, FormError } from "./form-field";
import type { FormStart } from "./sign-in-form";
import { saveAuthError } from "./saved-error";
import { useAuthForm } from "./use-auth-form";
import { useHydrated } from "../../lib/use-hydrated";
import { loadValidation } from "./load-validation";

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
    const { parseSignUp } = await loadValidation();
    const parsed = parseSignUp({
      user: { email: String(form.get("user[email]") ?? ""), password: String(form.get("user[password]") ?? "") },
    });
    if (!parsed.ok) {
      invalid(parsed.errors);
      return;
    }
    start();
    const result = await signUpCall(
      parsed.value.email,
      parsed.value.password,
      form.get("user[newsletter_opt_in]") === "1",
      state.workflow,
      window.location.search,
    );
    if (!result.ok) {
      refused(result);
      if (result.status === 403) {
        saveAuthError(result.message);
        window.location.assign(paths.signUp());
      }
      return;
    }
    dispatch({ type: "signUp/finish", user: result.data.user, watchlists: result.data.watchlists });
    // Spec 2.2: the optional post-signup offer modal shows on the page loaded next.
    keepOffers({ offerUrl: result.data.offerUrl, imsOfferUrl: result.data.imsOfferUrl });
    // A document load, not a client navigation: the session, the anti-forgery secret and every
    // loader's data change with it (docs/decisions/014-web-data-path.md).
    window.location.assign(afterAuthPath(result.location, state.workflow));
  }

  return (
    <div className="space-y-4">
      <GoogleButton />
      <form
        method="post"
        action={paths.signUp()}
        noValidate={hydrated}
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
      >
        <FormError message={message} />
        <CredentialFields idPrefix={idPrefix} errors={errors} passwordAutoComplete="new-password" />
        {/* Unticked by default; the newsletter is something a member asks for. */}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="user[newsletter_opt_in]" value="1" className="h-4 w-4 accent-emerald-700" />
          Send me the OpenZen newsletter
        </label>
        <ConsentText />
        <Button type="submit" block disabled={busy}>
          Sign Up
        </Button>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{" "}
          {onSwitchToSignIn ? (
            <Button variant="link" onClick={onSwitchToSignIn}>
              Sign In
            </Button>
          ) : (
            <a href={paths.signIn()} className={buttonVariants({ variant: "link" })}>
              Sign In
            </a>
          )}
        </p>
      </form>
    </div>
  );
}
