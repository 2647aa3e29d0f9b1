import { REDIRECT_COOKIE, REDIRECT_COOKIE_MAX_AGE_SECONDS } from "../../../domain/auth/constants";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { POST_SIGNUP_PATH } from "../../../domain/paths";

// Spec 2.2 and 9: after sign-up or sign-in the browser goes to the post-signup page, unless a
// redirect-after-login cookie (30 minutes, set only when non-empty) names where to return.

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

export function rememberRedirectAfterLogin(path: string) {
  if (!path) return;
  document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; path=/; max-age=${REDIRECT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** Where to go now; the cookie is spent. */
export function takeRedirectAfterLogin(): string {
  const saved = safeLocalPath(readCookie(REDIRECT_COOKIE));
  document.cookie = `${REDIRECT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  return saved ?? POST_SIGNUP_PATH;
}
