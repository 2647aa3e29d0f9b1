import { useCallback } from "react";
import {
  ANALYSTS_COOKIE_MAX_AGE_SECONDS,
  ANALYSTS_TO_FOLLOW_COOKIE,
  COMPANIES_TO_WATCH_KEY,
  addAnalystToFollow,
  addCompanyToWatch,
  type CompanyToWatch,
} from "../../../domain/auth/pending-choices";
import { rememberRedirectAfterLogin } from "./after-sign-in";
import { useAuth } from "./AuthProvider";

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * For the watchlist and analyst features: a guest's "watch" or "follow" saves the choice in the
 * browser and opens the sign-up dialog with the matching workflow marker (spec 4).
 */
export function useAskToSignUp() {
  const { dispatch } = useAuth();
  const watchCompany = useCallback(
    (company: CompanyToWatch) => {
      try {
        localStorage.setItem(COMPANIES_TO_WATCH_KEY, addCompanyToWatch(localStorage.getItem(COMPANIES_TO_WATCH_KEY), company));
      } catch {
        // Without storage the choice is lost, but the guest can still sign up.
      }
      rememberRedirectAfterLogin(`${window.location.pathname}${window.location.search}`);
      dispatch({ type: "signUp/start", workflow: "watchlist" });
    },
    [dispatch],
  );
  const followAnalyst = useCallback(
    (analystId: number) => {
      const value = addAnalystToFollow(readCookie(ANALYSTS_TO_FOLLOW_COOKIE), analystId);
      document.cookie = `${ANALYSTS_TO_FOLLOW_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${ANALYSTS_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
      rememberRedirectAfterLogin(`${window.location.pathname}${window.location.search}`);
      dispatch({ type: "signUp/start", workflow: "analyst" });
    },
    [dispatch],
  );
  return { watchCompany, followAnalyst };
}
