// Account limits and lifetimes (spec section 9 and docs/decisions/010-accounts.md).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Remember me keeps a session two weeks; without it the cookie ends with the browser. */
export const REMEMBER_ME_DAYS = 14;
/** A browser-session cookie still needs an end on the server: a day after sign-in. */
export const BROWSER_SESSION_HOURS = 24;
/** Confirmation and reset links work once, for six hours. */
export const TOKEN_LIFETIME_HOURS = 6;

/** Redirect-after-login cookies live 1/48 day (spec 9). */
export const REDIRECT_COOKIE_MAX_AGE_SECONDS = 30 * 60;
export const REDIRECT_COOKIE = "oz_redirect_after_login";

/** Guests see the sign-up lock when their views of lockable pages exceed this (spec 4, 9). */
export const GUEST_VIEW_LIMIT = 5;

/** The auth workflow markers of spec section 4: why the dialog was opened. */
export const AUTH_WORKFLOWS = ["watchlist", "analyst", "subscription", "plans-subscription", "optin-monster"] as const;
export type AuthWorkflow = (typeof AUTH_WORKFLOWS)[number];

/**
 * The query parameter that carries the 'subscription' workflow across the page load after
 * sign-in or sign-up (the Google callback already returns it): the page it lands on starts the
 * checkout (spec 4).
 */
export const RESUME_CHECKOUT_PARAM = "resume_checkout";

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
