import { authErrorMessage, isMessageKey, MESSAGES } from "../../../domain/auth/messages";
import type { FieldErrors } from "../../../domain/auth/validation";
import type { FormStart } from "./sign-in-form";

/**
 * What a full page shows after a form post without JavaScript came back with an error: the
 * code's message and, per field, the messages named by key (e_email=invalidEmail). Unknown
 * codes and keys show nothing of their own, so a crafted link cannot put words on the page.
 */
export function formStartFrom(search: URLSearchParams): FormStart {
  const errors: FieldErrors = {};
  for (const [key, value] of search) {
    if (!key.startsWith("e_") || !isMessageKey(value)) continue;
    const field = key.slice(2);
    if (!/^[a-z_]{1,40}$/.test(field)) continue;
    (errors[field] ??= []).push(MESSAGES[value]);
  }
  return { message: authErrorMessage(search.get("error")), errors };
}
