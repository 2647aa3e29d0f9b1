import { REDIRECT_COOKIE, REDIRECT_COOKIE_MAX_AGE_SECONDS } from "../../../domain/auth/constants";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { POST_SIGNUP_PATH } from "../../../domain/paths";
import { documentCookies, readCookie, removeDocumentCookie, writeDocumentCookie } from "../../lib/cookies";

// Spec 2.2 and 9: after sign-up or sign-in the browser goes to the post-signup page, unless a
// redirect-after-login cookie (30 minutes, set only when non-empty) names where to return.

export function rememberRedirectAfterLogin(path: string) {
  if (!path) return;
  writeDocumentCookie(REDIRECT_COOKIE, path, REDIRECT_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Where to go now. The server spends the cookie and names the place in the answer's Location
 * header; the cookie is the fallback (and is spent here too).
 */
export function takeRedirectAfterLogin(location: string | null = null): string {
  const saved = safeLocalPath(location ?? undefined) ?? safeLocalPath(readCookie(REDIRECT_COOKIE, documentCookies()));
  removeDocumentCookie(REDIRECT_COOKIE);
  return saved ?? POST_SIGNUP_PATH;
}
