// Product analytics events (spec 4's trial-payment event). Nothing leaves the browser from here:
// events are pushed onto `window.dataLayer`, the queue a tag manager reads when a site installs
// one, so that no network call or third party is added by the product itself (decision 022).
// Spec 8: analytics failures are caught and logged, never shown.

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
