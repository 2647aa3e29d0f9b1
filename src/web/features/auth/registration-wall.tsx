import { lazy, Suspense, useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { rememberRedirectAfterLogin } from "./after-sign-in";
import { isLockable } from "./lockable-page";
import { useAuth } from "./auth-provider";
import { useRegistrationWall } from "./use-registration-wall";
import { guestViewSubject } from "../../../domain/auth/guest-views";

// The dialog and its forms load only when the wall locks a page (decision 041).
const RegistrationWallDialog = lazy(() => import("./registration-wall-dialog"));

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
  // Signing up at the wall brings the reader back to the page they wanted.
  useEffect(() => {
    if (locked) rememberRedirectAfterLogin(`${location.pathname}${location.search}`);
  }, [locked, location.pathname, location.search]);
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationWallDialog />
    </Suspense>
  );
}
