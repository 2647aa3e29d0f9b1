// Cookie hygiene (spec sections 8 and 9): cookies longer than 512 characters, tracking ones
// excepted, are deleted, and so are the blocklisted advertising cookies. Oversized cookies can
// push a request's headers past what the server accepts (HTTP 431); the company search cleans
// up after a failure and tries once more. Only cookies visible to scripts can be removed; the
// session and anti-forgery cookies are HttpOnly and small.

import { removeDocumentCookie } from "./cookies";

export const OVERSIZED_COOKIE_LIMIT = 512;
export const BLOCKLISTED_COOKIES = ["acv", "tcf2cookie", "cto_bidid", "cto_bundle", "cto_dna_bundle"] as const;
/** Analytics identifiers are kept whatever their size. */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc|ajs_|__utm|_hj)/;

/** The names of the cookies in a `document.cookie` string that must go. */
export function cookiesToRemove(cookieString: string): string[] {
  const names: string[] = [];
  for (const part of cookieString.split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const name = eq === -1 ? pair : pair.slice(0, eq);
    const blocked = (BLOCKLISTED_COOKIES as readonly string[]).includes(name);
    const oversized = pair.length > OVERSIZED_COOKIE_LIMIT && !TRACKING_COOKIE.test(name);
    if (blocked || oversized) names.push(name);
  }
  return names;
}

/** Deletes the cookies that must go from this document; returns their names. */
export function cleanCookies(doc: Document = document): string[] {
  const names = cookiesToRemove(doc.cookie);
  const host = doc.location?.hostname ?? "";
  for (const name of names) {
    // A cookie can only be deleted with the path and domain it was set with: try the usual ones.
    for (const domain of [undefined, host, `.${host.split(".").slice(-2).join(".")}`]) {
      removeDocumentCookie(name, domain || undefined, doc);
    }
  }
  return names;
}

/**
 * Runs a request; if it fails and cleaning removed any cookie, runs it once more (spec 4:
 * "retries once when oversized cookies were removed"). Aborted requests are not retried.
 */
export async function withCookieRetry<T>(
  run: () => Promise<T>,
  clean: () => string[],
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (clean().length === 0) throw error;
    return run();
  }
}

/** Spec 9: the check runs one second after page load, not only after a failed search. */
export const COOKIE_CHECK_DELAY_MS = 1000;

/** Runs the check once after the delay; returns the cancel function (for an effect's cleanup). */
export function scheduleCookieCheck(
  clean: () => string[] = () => cleanCookies(),
  remaining: () => string[] = () => cookiesToRemove(document.cookie),
  delayMs = COOKIE_CHECK_DELAY_MS,
): () => void {
  const timer = setTimeout(() => {
    clean();
    markCookieCheckDone();
    // Spec 8: "an error reported if any remain" (one set for another path or domain).
    const left = remaining();
    if (left.length > 0) console.warn(`Cookies that could not be removed: ${left.join(", ")}`);
  }, delayMs);
  return () => clearTimeout(timer);
}

/** Marks the page once the check has run (`<html data-cookie-check="done">`), so a script can tell it is over. */
function markCookieCheckDone() {
  if (typeof document !== "undefined") document.documentElement.dataset.cookieCheck = "done";
}
