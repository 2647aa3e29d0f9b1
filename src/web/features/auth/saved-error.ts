import { useEffect } from "react";

// Spec 8: after a 403 (an expired anti-forgery token) the browser reloads or goes to the
// form's page; the message survives the reload in local storage and shows when the form opens.

const KEY = "oz_auth_error";

export function saveAuthError(message: string) {
  try {
    localStorage.setItem(KEY, message);
  } catch {
    // Without storage the message is lost with the reload; the form still works.
  }
}

/** Shows (once) a message saved before the last reload; with null, leaves it for another form. */
export function useSavedAuthError(show: ((message: string) => void) | null) {
  useEffect(() => {
    if (show === null) return;
    let message: string | null;
    try {
      message = localStorage.getItem(KEY);
      localStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (message) show(message.slice(0, 300));
  }, [show]);
}
