import { Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { UnconfirmedBanner } from "./layout/unconfirmed-banner";
import { FollowsBridge } from "./layout/follows-bridge";
import { WatchlistsBridge } from "./layout/watchlists-bridge";
import { NotFoundContent } from "./layout/not-found-content";
import { AuthDialogs } from "./features/auth/auth-dialogs";
import { AuthProvider } from "./features/auth/auth-provider";
import { RegistrationWall } from "./features/auth/registration-wall";
import { OfferModalSlot } from "./features/auth/offer-modal-slot";
import { PremiumLayer } from "./layout/premium-layer";
import { type Theme, ThemeContext, rememberTheme, themeFrom } from "./lib/theme";
import { scheduleCookieCheck } from "./lib/cookie-hygiene";
import { ToasterProvider } from "./components/ui/toast";
import { isWide, pageWidthClass } from "./layout/wide-page";
import { cn } from "./lib/cn";
import { useWithPersonalData } from "./lib/personal-data";
import { pageContext } from "./lib/page-context";

// Every page advertises the news and blog feeds, so a feed reader finds them from any address.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "OpenZen Blog (RSS)", href: "/blog/feed.xml" },
  { rel: "alternate", type: "application/atom+xml", title: "OpenZen Blog (Atom)", href: "/blog/atom.xml" },
  { rel: "alternate", type: "application/rss+xml", title: "OpenZen News (RSS)", href: "/news/feed.xml" },
  { rel: "alternate", type: "application/atom+xml", title: "OpenZen News (Atom)", href: "/news/atom.xml" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    theme: themeFrom(request.headers.get("cookie")),
    session: pageContext(context).session,
    watchlists: pageContext(context).watchlists,
    followedAnalysts: pageContext(context).followedAnalysts,
    subscribedToFollowedAnalysts: pageContext(context).subscribedToFollowedAnalysts,
    keptForClass: pageContext(context).keptForClass,
    market: pageContext(context).market,
    googleSignIn: pageContext(context).googleSignIn,
    helpCenterUrl: pageContext(context).helpCenterUrl,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  // On a member's page kept for their class, the member's own session and lists once hydrated.
  const data = useWithPersonalData(useRouteLoaderData<typeof loader>("root"));
  const wide = useMatches().some((m) => isWide(m.handle));
  const main = cn("mx-auto w-full flex-1 px-4 py-8", pageWidthClass(wide));
  // The server writes the remembered theme on <html>, so the first paint is already right.
  const [theme, setTheme] = useState<Theme>(data?.theme ?? "system");
  const themeChoice = useMemo(
    () => ({
      theme,
      choose(next: Theme) {
        rememberTheme(next);
        setTheme(next);
      },
    }),
    [theme],
  );
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet before the scripts' modulepreloads, so the
            browser asks for it first: the first paint waits for it, not for them (decision 041). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-slate-900">
        <ThemeContext value={themeChoice}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          <ToasterProvider>
            {data ? (
              // Keyed by signing in or out, which starts the store afresh from the server's session.
              // Not by the user's id: a member's kept page hydrates with a generic session and
              // takes the member's own right after (lib/personal-data.ts); the store takes it as
              // an update, without remounting the page.
              <AuthProvider
                key={data.session.signedIn ? "member" : "guest"}
                session={data.session}
                watchlists={data.watchlists}
              >
                <WatchlistsBridge signedIn={data.session.signedIn} watchlists={data.watchlists}>
                  <FollowsBridge
                    signedIn={data.session.signedIn}
                    followedAnalysts={data.followedAnalysts}
                    subscribed={data.subscribedToFollowedAnalysts}
                  >
                    <PremiumLayer>
                      {/* A hidden watchlist stays on /users/watchlists but leaves the header's dropdown. */}
                      <SiteHeader
                        session={data.session}
                        watchlists={data.watchlists.filter((w) => !w.hidden)}
                        helpCenterUrl={data.helpCenterUrl}
                        wide={wide}
                      />
                      {data.session.signedIn && !data.session.isConfirmed ? <UnconfirmedBanner /> : null}
                      <main id="main" className={main}>
                        {children}
                      </main>
                      <AuthDialogs />
                      <RegistrationWall />
                      <OfferModalSlot />
                    </PremiumLayer>
                  </FollowsBridge>
                </WatchlistsBridge>
              </AuthProvider>
            ) : (
              <main id="main" className={main}>
                {children}
              </main>
            )}
            <SiteFooter market={data?.market ?? null} wide={wide} />
          </ToasterProvider>
        </ThemeContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => scheduleCookieCheck(), []);
  // The page's own content is a boundary of its own: React hydrates and commits the header first,
  // then the content, rather than committing a long page in one task (a click on content not yet
  // hydrated hydrates it at once and is then handled). Decision 041.
  return (
    <Suspense>
      <Outlet />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>Something went wrong · OpenZen</title>
      <h1 className="text-3xl font-bold">{status >= 500 ? "Something went wrong" : `Error ${status}`}</h1>
      <p className="mt-4 text-slate-600">
        {status >= 500
          ? "Something went wrong on our side. Please refresh the page and try again."
          : isRouteErrorResponse(error)
            ? error.statusText
            : ""}
      </p>
    </section>
  );
}
