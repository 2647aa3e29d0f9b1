import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { affiliateSlug, LINK_CLICK_DELAY_MS, reportEvent, trackLinkClick } from "./analytics";

// Spec 8: an analytics event that cannot be delivered is logged, never shown or thrown, so that
// a search works the same when the analytics endpoint is down or refuses the event.

const EVENT = { kind: "search", term: "apple", searchType: "company" } as const;

describe("reportEvent", () => {
  const sent: { url: string; body: unknown }[] = [];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal("document", { cookie: "" });
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the event to the product's own endpoint", async () => {
    answer = async () => new Response(null, { status: 204 });
    await reportEvent(EVENT);
    expect(sent).toEqual([{ url: "/api/analytics", body: EVENT }]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("logs an event the endpoint refuses, and goes on", async () => {
    answer = async () => new Response('{"error":{"code":"INTERNAL"}}', { status: 500 });
    await expect(reportEvent(EVENT)).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith("analytics event refused (500)", "search");
  });

  it("logs an event that never reached the endpoint, and goes on", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(reportEvent(EVENT)).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith("analytics event failed", expect.any(TypeError));
  });
});

// Spec 9: a tracked link's click is pushed for the tag manager and a plain click leaving the page
// waits 300 ms; a click the browser sends elsewhere (a new tab or window) is left to it.

describe("trackLinkClick", () => {
  const assigned: string[] = [];
  let dataLayer: Record<string, unknown>[];
  beforeEach(() => {
    vi.useFakeTimers();
    assigned.length = 0;
    dataLayer = [];
    vi.stubGlobal("window", {
      dataLayer,
      setTimeout,
      location: { origin: "https://openzen.example", assign: (href: string) => assigned.push(href) },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function click(link: Partial<HTMLAnchorElement>, keys: Partial<MouseEvent> = {}) {
    let prevented = false;
    const event = {
      currentTarget: { href: "https://news.example/story", target: "", ...link },
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      ...keys,
      preventDefault: () => {
        prevented = true;
      },
    };
    return { event: event as unknown as Parameters<typeof trackLinkClick>[0], prevented: () => prevented };
  }

  it("pushes the click and navigates a plain click after the delay, not at once", () => {
    const { event, prevented } = click({});
    trackLinkClick(event, "news-source");
    expect(dataLayer).toEqual([{ event: "link_click", link: "news-source", href: "https://news.example/story" }]);
    expect(prevented()).toBe(true);
    vi.advanceTimersByTime(LINK_CLICK_DELAY_MS - 1);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual(["https://news.example/story"]);
  });

  it.each([
    ["a ctrl-click", {}, { ctrlKey: true }],
    ["a cmd-click", {}, { metaKey: true }],
    ["a shift-click", {}, { shiftKey: true }],
    ["a middle click", {}, { button: 1 }],
    ["a link opening a new tab", { target: "_blank" }, {}],
  ])("leaves %s to the browser, still pushing the click", (_, link, keys) => {
    const { event, prevented } = click(link, keys);
    trackLinkClick(event, "news-source");
    expect(dataLayer).toHaveLength(1);
    expect(prevented()).toBe(false);
    vi.runAllTimers();
    expect(assigned).toEqual([]);
  });

  it("lets the router change the page at once for a link within the app", () => {
    const { event, prevented } = click({ href: "https://openzen.example/plans" });
    trackLinkClick(event, "ad:market-map-bottom", { inApp: true });
    expect(dataLayer).toEqual([
      { event: "link_click", link: "ad:market-map-bottom", href: "https://openzen.example/plans" },
    ]);
    expect(prevented()).toBe(false);
    vi.runAllTimers();
    expect(assigned).toEqual([]);
  });

  it("knows an affiliate link by its /go/{slug} path on this site", () => {
    const link = (href: string) => {
      const url = new URL(href);
      return { origin: url.origin, pathname: url.pathname } as HTMLAnchorElement;
    };
    expect(affiliateSlug(link("https://openzen.example/go/broker"))).toBe("broker");
    expect(affiliateSlug(link("https://openzen.example/go/broker/x"))).toBeNull();
    expect(affiliateSlug(link("https://openzen.example/plans"))).toBeNull();
    expect(affiliateSlug(link("https://elsewhere.example/go/broker"))).toBeNull();
  });
});
