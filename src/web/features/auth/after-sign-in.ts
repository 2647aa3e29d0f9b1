import {
  REDIRECT_COOKIE,
  REDIRECT_COOKIE_MAX_AGE_SECONDS,
  RESUME_CHECKOUT_PARAM,
  type AuthWorkflow,
} from "../../../domain/auth/constants";
import { safeLocalPath } from "../../../domain/auth/safe-path";
import { paths, POST_SIGNUP_PATH } from "../../../domain/paths";
import { documentCookies, readCookie, removeDocumentCookie, writeDocumentCookie } from "../../lib/cookies";

// Spec 2.2 and 9: after sign-up or sign-in the browser goes to the post-signup page, unless a
// redirect-after-login cookie (30 minutes, set only when non-empty) names where to return.

export function rememberRedirectAfterLogin(path: string) {
  if (!path) return;
  writeDocumentCookie(REDIRECT_COOKIE, path, REDIRECT_COOKIE_MAX_AGE_SECONDS);
}

/** Account pages a dialog may be opened over, where a signed-in member has nothing to stay for. */
const ACCOUNT_FORM_PATHS = [paths.signIn(), paths.signUp(), paths.newPassword(), paths.password()];

/**
 * Where a sign-in through a dialog returns (the member stays on the page they were
 * on): this page, unless it is one of the account forms themselves; null goes to the post-signup
 * page as before.
 */
export function dialogReturnPath(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (ACCOUNT_FORM_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return safeLocalPath(`${pathname}${search}`) ?? null;
}

/**
 * Before a sign-in through a dialog: remember this page as where to return, unless something
 * already asked for a place (a watch, a follow, the wall or a Premium upsell remembered one).
 */
export function returnHereAfterSignIn(pathname: string, search: string) {
  if (safeLocalPath(readCookie(REDIRECT_COOKIE, documentCookies()))) return;
  const here = dialogReturnPath(pathname, search);
  if (here) rememberRedirectAfterLogin(here);
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

/**
 * The page to load after signing in or up: the redirect above, carrying the subscription
 * workflow (spec 4) in the address when the dialog was opened for a checkout, since the page
 * load forgets the in-memory store. The Google route does the same with its resume_checkout.
 */
export function afterAuthPath(location: string | null, workflow: AuthWorkflow | null): string {
  const target = takeRedirectAfterLogin(location);
  if (workflow !== "subscription") return target;
  const url = new URL(target, "http://localhost");
  url.searchParams.set(RESUME_CHECKOUT_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
