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
import { useAuth } from "./auth-provider";
import { documentCookies, readCookie, writeDocumentCookie } from "../../lib/cookies";

/**
 * For the watchlist and analyst features: a guest's "watch" or "follow" saves the choice in the
 * browser and opens the sign-up dialog with the matching workflow marker (spec 4).
 */
export function useAskToSignUp() {
  const { dispatch } = useAuth();
  const watchCompany = useCallback(
    (company: CompanyToWatch) => {
      try {
        localStorage.setItem(
          COMPANIES_TO_WATCH_KEY,
          addCompanyToWatch(localStorage.getItem(COMPANIES_TO_WATCH_KEY), company),
        );
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
      const value = addAnalystToFollow(readCookie(ANALYSTS_TO_FOLLOW_COOKIE, documentCookies()), analystId);
      writeDocumentCookie(ANALYSTS_TO_FOLLOW_COOKIE, value, ANALYSTS_COOKIE_MAX_AGE_SECONDS);
      rememberRedirectAfterLogin(`${window.location.pathname}${window.location.search}`);
      dispatch({ type: "signUp/start", workflow: "analyst" });
    },
    [dispatch],
  );
  return { watchCompany, followAnalyst };
}
