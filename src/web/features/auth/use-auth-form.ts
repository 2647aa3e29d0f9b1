import { useState } from "react";
import type { FieldErrors } from "../../../domain/auth/validation";
import type { Submitted } from "./api/account-calls";
import { useAuth } from "./auth-provider";
import type { FormStart } from "./sign-in-form";
import { useSavedAuthError } from "./saved-error";

// The state every account form keeps (field errors, the form's message, busy) and what it does
// with a refused answer: show it beside the fields and tell the auth store.

/** `savedError`: whether this form shows a message saved before a reload (spec 8). */
export function useAuthForm(initial?: FormStart, { savedError = true }: { savedError?: boolean } = {}) {
  const { dispatch } = useAuth();
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [message, setMessage] = useState<string | null>(initial?.message ?? null);
  const [busy, setBusy] = useState(false);
  useSavedAuthError(savedError ? setMessage : null);
  return {
    dispatch,
    errors,
    message,
    busy,
    /** Errors found before sending: shown at their fields, no message. */
    invalid(fieldErrors: FieldErrors) {
      setErrors(fieldErrors);
      setMessage(null);
    },
    start() {
      setBusy(true);
      dispatch({ type: "loading/start" });
    },
    refused(result: Extract<Submitted<unknown>, { ok: false }>) {
      setBusy(false);
      setErrors(result.fieldErrors);
      setMessage(result.message);
      dispatch({ type: "user/error", message: result.message });
    },
    setBusy,
  };
}
