import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PREMIUM_MODALS, type PremiumModal } from "../../../domain/premium/upsells";
import { Dialog } from "../../components/ui/dialog";
import { PremiumActionsContext, type PremiumActions } from "../../lib/premium-actions";
import { UpsellBody } from "./upsell-modal";
import { UPSELL_COPY } from "./upsell-copy";

// The five modals' words as a visitor reads them (the dialog's frame is Radix's and renders in
// a portal; its width is the shared dialog's 404 px).

const actions = (over: Partial<PremiumActions> = {}): PremiumActions => ({
  openUpsell: () => undefined,
  startCheckout: () => undefined,
  checkoutPending: false,
  hasPremium: false,
  planTypes: [],
  ...over,
});

function render(modal: PremiumModal, signedIn: boolean, over: Partial<PremiumActions> = {}): string {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <PremiumActionsContext value={actions(over)}>
          <Dialog open>
            <UpsellBody modal={modal} signedIn={signedIn} onClose={() => undefined} onSignIn={() => undefined} />
          </Dialog>
        </PremiumActionsContext>
      ),
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("the five premium upsell modals (spec 2.2)", () => {
  it.each(PREMIUM_MODALS)(
    "%s: title, description saying full access requires Premium, the call to action and the features link",
    (modal) => {
      const html = render(modal, true);
      const words = text(html);
      expect(words).toContain(UPSELL_COPY[modal].title);
      expect(words).toContain(UPSELL_COPY[modal].description);
      expect(UPSELL_COPY[modal].description).toMatch(/Full access requires Premium\.$/);
      expect(html).toMatch(/<button[^>]*data-testid="checkout-button"[^>]*>Start trial<\/button>/);
      expect(html).toMatch(/<a [^>]*href="\/plans#features"[^>]*>See all Premium features<\/a>/);
      expect(words).not.toContain("Already have a premium account?");
    },
  );

  it("each modal has its own title", () => {
    expect(new Set(PREMIUM_MODALS.map((m) => UPSELL_COPY[m].title)).size).toBe(PREMIUM_MODALS.length);
  });

  it("signed-out visitors are offered to sign in", () => {
    const words = text(render("screener", false));
    expect(words).toContain("Already have a premium account? Sign In");
  });

  it("names the rating's seven components and the 38 checks from the catalogues", () => {
    expect(UPSELL_COPY["zen-rating"].description).toContain(
      "7 component ratings (Value, Growth, Momentum, Sentiment, Safety, Financials and AI)",
    );
    expect(UPSELL_COPY["due-diligence"].description).toContain("all 38 due diligence checks");
    expect(UPSELL_COPY["due-diligence-score"].description).toContain("38 checks in 5 dimensions");
  });

  it("the call to action shows the checkout starting, and is disabled for Premium members", () => {
    expect(render("zen-rating", true, { checkoutPending: true })).toMatch(
      /<button[^>]*disabled=""[^>]*>Starting checkout…<\/button>/,
    );
    expect(render("zen-rating", true, { hasPremium: true })).toMatch(
      /<button[^>]*disabled=""[^>]*>You have Premium<\/button>/,
    );
  });
});
