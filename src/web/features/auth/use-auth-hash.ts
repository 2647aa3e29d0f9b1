import { useEffect } from "react";
import type { AuthAction } from "./auth-state";

// Spec 2.2: the hashes sign-up, sign-in, set-password and reset-password open the matching
// dialog, then the hash is cleared (so a reload or a shared link does not reopen it). The
// reset token is taken out of the address too: it is a secret.

const BY_HASH: Record<string, AuthAction> = {
  "#sign-up": { type: "signUp/start" },
  "#sign-in": { type: "signIn/start" },
  "#set-password": { type: "setPassword/start" },
  "#reset-password": { type: "passwordReset/start" },
};

export function useAuthHash(
  dispatch: (action: AuthAction) => void,
  onResetToken: (token: string) => void,
  signedIn: boolean,
) {
  useEffect(() => {
    function apply() {
      const action = BY_HASH[window.location.hash];
      if (!action) return;
      const url = new URL(window.location.href);
      if (action.type === "setPassword/start") {
        onResetToken(url.searchParams.get("reset_password_token") ?? "");
        url.searchParams.delete("reset_password_token");
      }
      url.hash = "";
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
      // Signed-in users never get the sign-up or sign-in dialogs (spec 6); setting a password still works.
      if (signedIn && (action.type === "signUp/start" || action.type === "signIn/start")) return;
      dispatch(action);
    }
    apply();
    window.addEventListener("hashchange", apply);
    return () => window.removeEventListener("hashchange", apply);
  }, [dispatch, onResetToken, signedIn]);
}
