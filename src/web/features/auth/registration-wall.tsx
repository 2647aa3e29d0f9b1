import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { rememberRedirectAfterLogin } from "./after-sign-in";
import { AuthDialog } from "./auth-dialogs";
import { isLockable } from "./lockable-page";
import { useAuth } from "./auth-provider";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useRegistrationWall } from "./use-registration-wall";

/**
 * The sign-up lock (spec 2.2): over a lockable page once a guest has seen more than five this
 * month. It toggles between sign-up and sign-in and cannot be dismissed.
 */
export function RegistrationWall() {
  const matches = useMatches();
  const lockable = matches.some((m) => isLockable(m.handle));
  const { state } = useAuth();
  const { locked } = useRegistrationWall(lockable, state.session.signedIn);
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
  const location = useLocation();
  // Signing up at the wall brings the reader back to the page they wanted.
  useEffect(() => {
    if (locked) rememberRedirectAfterLogin(`${location.pathname}${location.search}`);
  }, [locked, location.pathname, location.search]);
  if (!locked) return null;
  return (
    <AuthDialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={mode === "sign-up" ? "Sign Up to Keep Researching" : "Sign In to Keep Researching"}
      description="You have used this month's free company views. Create a free account or sign in to keep reading."
    >
      {mode === "sign-up" ? (
        <SignUpForm idPrefix="wall-sign-up" onSwitchToSignIn={() => setMode("sign-in")} />
      ) : (
        <SignInForm idPrefix="wall-sign-in" onSwitchToSignUp={() => setMode("sign-up")} />
      )}
    </AuthDialog>
  );
}
