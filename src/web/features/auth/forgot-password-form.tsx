import type { FormEvent } from "react";
import { Button, buttonVariants } from "../../components/ui/button";
import { paths } from "../../../domain/paths";
import { recoverPasswordCall } from "./api/account-calls";
import { EmailField, FormError } from "./form-field";
import type { FormStart } from "./sign-in-form";
import { saveAuthError } from "./saved-error";
import { useAuthForm } from "./use-auth-form";
import { useHydrated } from "../../lib/use-hydrated";
import { loadValidation } from "./load-validation";

interface Props {
  idPrefix: string;
  initial?: FormStart;
  /** Called with the address once the mail is on its way. */
  onSent: (email: string) => void;
  onBackToSignIn?: () => void;
}

export function ForgotPasswordForm({ idPrefix, initial, onSent, onBackToSignIn }: Props) {
  const hydrated = useHydrated();
  const { errors, message, busy, invalid, start, refused, setBusy } = useAuthForm(initial);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("user[email]") ?? "");
    const { parseEmailOnly } = await loadValidation();
    const parsed = parseEmailOnly({ user: { email } });
    if (!parsed.ok) {
      invalid(parsed.errors);
      return;
    }
    start();
    const result = await recoverPasswordCall(parsed.value.email);
    setBusy(false);
    if (!result.ok && result.status === 403) {
      // Spec 8: keep the message, reopen this dialog after a reload that brings a fresh token.
      saveAuthError(result.message);
      window.location.hash = "reset-password";
      window.location.reload();
      return;
    }
    if (!result.ok) {
      refused(result);
      return;
    }
    onSent(parsed.value.email);
  }

  return (
    <form
      method="post"
      action={paths.password()}
      noValidate={hydrated}
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        Enter your email address and we will send you a link to choose a new password.
      </p>
      <FormError message={message} />
      <EmailField idPrefix={idPrefix} errors={errors.email} />
      <Button type="submit" block disabled={busy}>
        Send Reset Link
      </Button>
      <p className="text-center text-sm">
        {onBackToSignIn ? (
          <Button variant="link" onClick={onBackToSignIn}>
            Back to Sign In
          </Button>
        ) : (
          <a href={paths.signIn()} className={buttonVariants({ variant: "link" })}>
            Back to Sign In
          </a>
        )}
      </p>
    </form>
  );
}
