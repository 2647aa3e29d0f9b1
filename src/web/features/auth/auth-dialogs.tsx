import { lazy, Suspense, useCallback, useState } from "react";
import { useAuth } from "./auth-provider";
import { useAuthHash } from "./use-auth-hash";

// The account dialogs (spec 2.2) stay out of every page's first-load JavaScript (decision 041):
// the root keeps what opens them (the auth store's flags, the #sign-in style hashes) and loads
// the dialogs, their forms and Radix's dialog the first time one opens. Their links lead to the
// full sign-in and sign-up pages, so without JavaScript they still work.
const AuthDialogSet = lazy(() => import("./auth-dialog-set"));

export function AuthDialogs() {
  const { state, dispatch, setResetToken } = useAuth();
  const onResetToken = useCallback((token: string) => setResetToken(token), [setResetToken]);
  useAuthHash(dispatch, onResetToken, state.session.signedIn);
  const m = state.modals;
  const anyOpen = m.signUp || m.signIn || m.passwordReset || m.resetSent || m.setPassword;
  // Once loaded they stay mounted, so that closing one returns focus as Radix does.
  const [loaded, setLoaded] = useState(false);
  if (anyOpen && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <AuthDialogSet />
    </Suspense>
  ) : null;
}
