import { data, redirect } from "react-router";

// What every company page loader does before and after it reads: canonical lower-case paths,
// and the 404 page (with its search field) for an exchange and ticker nobody lists.

/** Throws a permanent redirect when the path has upper-case letters (spec 2.3: company paths are lower-cased). */
export function redirectToLowerCase(request: Request): void {
  const url = new URL(request.url);
  const lower = url.pathname.toLowerCase();
  if (url.pathname !== lower) throw redirect(`${lower}${url.search}`, 301);
}

/** The reader's answer, or the 404 page when it found no company. */
export function foundOrNotFound<T>(value: T | null): T {
  if (value === null) throw data(null, { status: 404, statusText: "Not Found" });
  return value;
}
