import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Session } from "../../domain/contracts/session";
import { AdSlot } from "./ad-slot";

// Spec 6: an ad placement shows a house ad, and nothing at all when the visitor's session has
// noAds (Premium) or the page marks no ads in its route handle.

function render({ noAds, pageMarksNoAds }: { noAds: boolean; pageMarksNoAds: boolean }): string {
  const session = { noAds } as Session;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session }),
      HydrateFallback: () => null,
      Component: () => <AdSlot slot="test-slot" />,
      handle: pageMarksNoAds ? { noAds: true } : undefined,
    },
  ]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { session } } }} />);
}

describe("AdSlot", () => {
  it("shows a house ad to a visitor whose session has ads, on a page that allows them", () => {
    const html = render({ noAds: false, pageMarksNoAds: false });
    expect(html).toContain('aria-label="Advertisement"');
    expect(html).toContain('data-ad-slot="test-slot"');
    expect(html).toContain("From OpenZen");
  });

  it("shows nothing to a session with noAds", () => {
    expect(render({ noAds: true, pageMarksNoAds: false })).not.toContain("Advertisement");
  });

  it("shows nothing on a page that marks no ads", () => {
    expect(render({ noAds: false, pageMarksNoAds: true })).not.toContain("Advertisement");
  });
});
