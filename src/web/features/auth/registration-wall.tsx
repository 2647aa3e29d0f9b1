import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { rememberRedirectAfterLogin } from "./after-sign-in";
import { AuthDialog } from "./auth-dialogs";
import { isLockable } from "./lockable-page";
import { useAuth } from "./auth-provider";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useRegistrationWall } from "./use-registration-wall";
import { GUEST_VIEW_LIMIT } from "../../../domain/auth/constants";
import { guestViewSubject } from "../../../domain/auth/guest-views";

/** Issue 20: the copy says what counts, so a reader knows opening a company's tabs costs nothing. */
const WALL_DESCRIPTION = `Guests can research ${GUEST_VIEW_LIMIT} companies a month; a company counts once, whichever of its pages you open. You have used this month's: create a free account or sign in to keep reading.`;

/**
 * The sign-up lock (spec 2.2): over a lockable page once a guest has researched more than five
 * companies this month (each counted once, whichever of its pages are opened). It toggles
 * between sign-up and sign-in and cannot be dismissed.
 */
export function RegistrationWall() {
  const matches = useMatches();
  const lockableMatch = matches.find((m) => isLockable(m.handle));
  const location = useLocation();
  const subject = guestViewSubject(lockableMatch?.params ?? {}, location.pathname);
  const { state } = useAuth();
  const { locked } = useRegistrationWall(lockableMatch !== undefined, state.session.signedIn, subject);
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
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
      description={WALL_DESCRIPTION}
    >
      {mode === "sign-up" ? (
        <SignUpForm idPrefix="wall-sign-up" onSwitchToSignIn={() => setMode("sign-in")} />
      ) : (
        <SignInForm idPrefix="wall-sign-in" onSwitchToSignUp={() => setMode("sign-up")} />
      )}
    </AuthDialog>
  );
}
