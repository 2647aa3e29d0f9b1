import { useState, type FormEvent } from "react";
import type { FieldErrors } from "../../../domain/auth/validation";
import { parseSetPassword } from "../../../domain/auth/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth/constants";
import { fieldErrorText } from "../../../domain/auth/messages";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { setPasswordCall } from "./auth-api";
import { useAuth } from "./AuthProvider";
import { FormError, FormField, primaryButton } from "./FormField";

export function SetPasswordForm({ idPrefix, token }: { idPrefix: string; token: string }) {
  const { dispatch } = useAuth();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("user[password]") ?? "");
    const confirmation = String(form.get("user[password_confirmation]") ?? "");
    const parsed = parseSetPassword({ user: { reset_password_token: token, password, password_confirmation: confirmation } });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setMessage(null);
      return;
    }
    setBusy(true);
    dispatch({ type: "loading/start" });
    const result = await setPasswordCall(token, password, confirmation);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fieldErrors);
      setMessage(result.message);
      dispatch({ type: "user/error", message: result.message });
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
        <p role="alert" className="text-sm text-red-700">
          {fieldErrorText("reset_password_token", tokenErrors)}
        </p>
      ) : null}
      <FormField
        idPrefix={idPrefix}
        field="password"
        label="Password"
        name="user[password]"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        errors={errors.password}
      />
      <FormField
        idPrefix={idPrefix}
        field="password_confirmation"
        label="Repeated password"
        name="user[password_confirmation]"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        Set Password
      </button>
    </form>
  );
}
