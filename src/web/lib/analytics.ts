import type { AnalyticsEvent } from "../../domain/contracts/analytics";
import { api } from "../../domain/paths";
import type { MouseEvent as ReactMouseEvent } from "react";
import { send } from "./api-client";

// Product analytics. Events for a tag manager (spec 4's trial-payment event) are pushed onto
// `window.dataLayer`, the queue one reads when a site installs it (decision 022); the search
// event and the search error report (spec 7 and 8) go to our own endpoint, POST /api/analytics,
// which stores them. Spec 8: analytics failures are caught and logged, never shown.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function trackEvent(event: string, properties: Record<string, string> = {}): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...properties });
  } catch (error) {
    console.warn("analytics event failed", error);
  }
}

/** Sends an event to the product's own endpoint; a failure is logged, never shown or thrown. */
export async function reportEvent(event: AnalyticsEvent): Promise<void> {
  try {
    const answer = await send(api.analytics(), { method: "POST", json: event });
    if (answer.status >= 400) console.warn(`analytics event refused (${answer.status})`, event.kind);
  } catch (error) {
    console.warn("analytics event failed", error);
  }
}

/** The names of the cookies this page can read (their values may hold tokens: never reported). */
export function readableCookieNames(): string[] {
  try {
    return document.cookie
      .split(";")
      .map((c) => c.split("=")[0]!.trim())
      .filter(Boolean)
      .slice(0, 60);
  } catch {
    return [];
  }
}

/** Spec 9: a tracked link's click is reported, and the navigation waits 300 ms for it to leave. */
export const LINK_CLICK_DELAY_MS = 300;

/**
 * A click on a tracked link: the event is pushed onto the tag manager's queue. A plain left click
 * on a link that leaves the page (a partner through /go/, a news source) navigates after 300 ms,
 * so that the tag manager's request can go out before the page unloads. A click opening a new
 * tab or window is left to the browser (this page stays), and so is a link within the app
 * (`inApp`): the router changes the page without unloading it, so nothing needs to wait.
 */
export function trackLinkClick(
  event: ReactMouseEvent<HTMLElement>,
  name: string,
  {
    link = event.currentTarget as HTMLAnchorElement,
    inApp = false,
  }: { link?: HTMLAnchorElement; inApp?: boolean } = {},
): void {
  trackEvent("link_click", { link: name, href: link.href });
  if (inApp || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.target && link.target !== "_self") return;
  event.preventDefault();
  window.setTimeout(() => window.location.assign(link.href), LINK_CLICK_DELAY_MS);
}

/** An affiliate redirect's slug when the link goes through /go/{slug} on this site, else null. */
export function affiliateSlug(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin) return null;
  return /^\/go\/([^/]+)$/.exec(link.pathname)?.[1] ?? null;
}
