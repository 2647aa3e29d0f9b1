import { createContext, useContext } from "react";
import type { RouterContextProvider } from "react-router";
import { pageContext } from "./page-context";

// A large drawing the server makes for a page (the home page's market map) reaches the browser
// once. On a page load it is in the HTML only: the loader keeps it for the server's render and
// the page's data goes without it; the browser keeps the server's drawing as it is and reads
// what its code needs (a hover card's figures) from the drawing's attributes. On a client
// navigation there is no HTML: the page's data carries it and the browser draws it.

const Kept = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The server's render (entry.server.tsx) is handed what loaders kept for it. */
export const ServerDrawnParts = Kept.Provider;

/** In a loader: the part for the page's data on a client navigation; null on a page load, kept for the server's render. */
export function drawnOnServer<T>(context: Readonly<RouterContextProvider>, name: string, part: T): T | null {
  if (!pageContext(context).pageLoad) return part;
  keptForServerRender(context, name, part);
  return null;
}

/**
 * In a loader: a part that only the server's HTML needs (a form that works without JavaScript,
 * which the browser replaces with its own once used): kept for the server's render on a page
 * load, never in the page's data.
 */
export function keptForServerRender(context: Readonly<RouterContextProvider>, name: string, part: unknown): void {
  const page = pageContext(context);
  if (page.pageLoad) page.serverDrawn.set(name, part);
}

/** In a component: the part to draw, or null when the page's HTML holds the server's drawing of it. */
export function useServerDrawn<T>(name: string, fromData: T | null): T | null {
  const kept = useContext(Kept);
  return fromData ?? (kept?.get(name) as T | undefined) ?? null;
}
