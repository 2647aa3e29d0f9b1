import type { AppLoadContext, RouterContextProvider } from "react-router";

// React Router 8 hands every loader its middleware context, a RouterContextProvider. The server
// makes that provider itself and puts what the pages read on it as plain properties
// (server/page-readers/load-context.ts, where AppLoadContext lists them): this names them for a
// loader. The provider's get/set would need one context key shared by the server's bundle and the
// web app's, which are built apart.

/** What the server gave this request's loaders: its session, lists, market label and page readers. */
export function pageContext(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context as unknown as AppLoadContext;
}
