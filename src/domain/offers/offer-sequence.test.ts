import { describe, expect, it } from "vitest";
import { endsOffer, OFFER_CLOSE_AFTER_MS, offerSequence } from "./offer-sequence";

describe("offerSequence", () => {
  it("shows the first offer at 480 px, then the second at 600 px", () => {
    expect(offerSequence("https://a.example/1", "https://b.example/2")).toEqual([
      { url: "https://a.example/1", height: 480 },
      { url: "https://b.example/2", height: 600 },
    ]);
    expect(OFFER_CLOSE_AFTER_MS).toBe(10_000);
  });

  it("shows whichever is present, and nothing when both are null", () => {
    expect(offerSequence("https://a.example/1", null)).toEqual([{ url: "https://a.example/1", height: 480 }]);
    expect(offerSequence(null, "https://b.example/2")).toEqual([{ url: "https://b.example/2", height: 600 }]);
    expect(offerSequence(null, null)).toEqual([]);
    expect(offerSequence(undefined, "")).toEqual([]);
  });

  it("frames nothing that is not https", () => {
    expect(offerSequence("javascript:alert(1)", "http://b.example/")).toEqual([]);
    expect(offerSequence("not a url", null)).toEqual([]);
  });
});

describe("endsOffer", () => {
  const frame = "https://a.example/offer?x=1";
  it("ends on either message from the frame's own origin", () => {
    expect(endsOffer(frame, "https://a.example", "AfterOffersWorkflowCompleted")).toBe(true);
    expect(endsOffer(frame, "https://a.example", "iframeunload")).toBe(true);
    expect(endsOffer(frame, "https://a.example", { event: "iframeunload" })).toBe(true);
    expect(endsOffer(frame, "https://a.example", { type: "AfterOffersWorkflowCompleted" })).toBe(true);
  });

  it("ignores other messages and other origins", () => {
    expect(endsOffer(frame, "https://evil.example", "iframeunload")).toBe(false);
    expect(endsOffer(frame, "https://a.example", "resize")).toBe(false);
    expect(endsOffer(frame, "https://a.example", { event: 5 })).toBe(false);
    expect(endsOffer(frame, "https://a.example", null)).toBe(false);
  });
});
