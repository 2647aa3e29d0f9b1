import type { FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { fieldErrorText } from "../../../domain/auth/messages";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { setPasswordCall } from "./api/account-calls";
import { FormError, PasswordField, RepeatedPasswordField } from "./form-field";
import { useAuthForm } from "./use-auth-form";
import { loadValidation } from "./load-validation";

export function SetPasswordForm({ idPrefix, token }: { idPrefix: string; token: string }) {
  // No saved message here: one saved by the sign-in or reset dialogs waits for them.
  const { dispatch, errors, message, busy, invalid, start, refused } = useAuthForm(undefined, { savedError: false });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("user[password]") ?? "");
    const confirmation = String(form.get("user[password_confirmation]") ?? "");
    const { parseSetPassword } = await loadValidation();
    const parsed = parseSetPassword({
      user: { reset_password_token: token, password, password_confirmation: confirmation },
    });
    if (!parsed.ok) {
      invalid(parsed.errors);
      return;
    }
    start();
    const result = await setPasswordCall(token, password, confirmation);
    if (!result.ok) {
      refused(result);
      return;
    }
    dispatch({ type: "setPassword/finish" });
    // Spec 7: a Location header means redirect.
    window.location.assign(safeLocalPath(result.location) ?? POST_SIGNUP_PATH);
  }

  const tokenErrors = errors.reset_password_token;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormError message={message} />
      {tokenErrors?.length ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {fieldErrorText("reset_password_token", tokenErrors)}
        </p>
      ) : null}
      <PasswordField idPrefix={idPrefix} errors={errors} autoComplete="new-password" />
      <RepeatedPasswordField idPrefix={idPrefix} errors={errors.password_confirmation} />
      <Button type="submit" block disabled={busy}>
        Set Password
      </Button>
    </form>
  );
}
