import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";

// Every cookie the web app reads or writes goes through the `cookie` package: no cookie string
// is put together by hand. Browser cookies written here are readable by scripts on purpose (the
// redirect-after-login path, pending choices, the theme); the session is HttpOnly and the
// server's alone.

const BASE = { path: "/", sameSite: "lax" } satisfies Partial<SetCookie>;

/** One cookie's value from a Cookie header or `document.cookie`, decoded. */
export function readCookie(name: string, header: string | null | undefined): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** A Set-Cookie header value (server side: loaders answering with a cookie). */
export function setCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({ ...BASE, name, value, maxAge: maxAgeSeconds });
}

/** The document's cookies as `document.cookie` shows them. */
export function documentCookies(doc: Document = document): string {
  return doc.cookie;
}

export function writeDocumentCookie(name: string, value: string, maxAgeSeconds: number, doc: Document = document) {
  doc.cookie = stringifySetCookie({ ...BASE, name, value, maxAge: maxAgeSeconds });
}

/** Deletes a cookie; a cookie can only be deleted with the domain it was set with, hence the option. */
export function removeDocumentCookie(name: string, domain?: string, doc: Document = document) {
  doc.cookie = stringifySetCookie({ ...BASE, name, value: "", expires: new Date(0), ...(domain ? { domain } : {}) });
}
