import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportEvent } from "./analytics";

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
