import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { PremiumModal } from "../../domain/premium/upsells";
import { rememberRedirectAfterLogin } from "../features/auth/after-sign-in";
import { useAuth } from "../features/auth/auth-provider";
import { useResumeCheckout } from "../features/auth/use-resume-checkout";
import type { CheckoutOptions } from "../features/premium/checkout-flow";
import { usePremiumHash } from "../features/premium/use-premium-hash";
import { useToast } from "../components/ui/toast";
import { trackEvent } from "../lib/analytics";
import { PremiumActionsContext, type PremiumActions } from "../lib/premium-actions";

// Where Premium meets the accounts (spec 4): the auth store holds the premium modal flag and
// the workflow marker; the premium feature holds the modals and the checkout. This layer
// joins them and lends the page the actions (lib/premium-actions.ts), so a locked column or
// check opens its modal without its feature knowing either.

// The upsell modals (and Radix's dialog, the checks' names) load when one first opens, the
// checkout's code when a checkout starts (decision 041).
const UpsellModal = lazy(() => import("../features/premium/upsell-modal").then((m) => ({ default: m.UpsellModal })));
const checkoutCode = () => import("../features/premium/checkout");

/** Said when the checkout's code cannot be loaded, as for any other failure of the checkout. */
const CHECKOUT_FAILED = "Something went wrong.";

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function PremiumLayer({ children }: { children: ReactNode }) {
  const { state, dispatch } = useAuth();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const { session } = state;
  // Only a page loaded signed in resumes a checkout: right after an in-page sign-up the
  // dialog's own page load (with ?resume_checkout=1) does it, once.
  const signedInAtLoad = useRef(session.signedIn);

  const startCheckout = useCallback(
    ({ onError, ...options }: CheckoutOptions & { onError?: (message: string) => void } = {}) => {
      const fail = onError ?? ((message: string) => toast(message, "error"));
      const at = here();
      void checkoutCode().then(
        ({ runCheckoutButton, rememberCheckoutOptions, startCheckoutCall }) =>
          runCheckoutButton(
            {
              session,
              here: at,
              referral: new URLSearchParams(window.location.search).get("referral") ?? undefined,
              track: trackEvent,
              rememberReturn: rememberRedirectAfterLogin,
              rememberOptions: rememberCheckoutOptions,
              askToSignUp: () => dispatch({ type: "signUp/start", workflow: "subscription" }),
              checkout: startCheckoutCall,
              go: (url) => window.location.assign(url),
              setLoading: setPending,
              onError: fail,
            },
            options,
          ),
        () => fail(CHECKOUT_FAILED),
      );
    },
    [session, dispatch, toast],
  );

  const openUpsell = useCallback((modal: PremiumModal) => dispatch({ type: "premium/start", modal }), [dispatch]);

  useResumeCheckout(dispatch);
  // Spec 4: signed in with the 'subscription' workflow, a checkout starts by itself.
  useEffect(() => {
    if (!signedInAtLoad.current || !session.signedIn || state.workflow !== "subscription") return;
    dispatch({ type: "workflow/end" });
    void checkoutCode().then(({ takeCheckoutOptions }) => {
      const options = takeCheckoutOptions();
      if (!session.planTypes.includes(options.plan ?? "premium")) startCheckout(options);
    });
  }, [session.signedIn, session.planTypes, state.workflow, dispatch, startCheckout]);

  usePremiumHash({ openTopAnalysts: () => openUpsell("top-analysts"), startTrial: () => startCheckout() });

  // Once loaded the modal stays mounted, so that closing it returns focus as Radix does.
  const [upsellLoaded, setUpsellLoaded] = useState(false);
  if (state.modals.premium !== null && !upsellLoaded) setUpsellLoaded(true);

  const actions = useMemo<PremiumActions>(
    () => ({
      openUpsell,
      startCheckout,
      checkoutPending: pending,
      hasPremium: session.hasPremium,
      planTypes: session.planTypes,
    }),
    [openUpsell, startCheckout, pending, session.hasPremium, session.planTypes],
  );

  return (
    <PremiumActionsContext value={actions}>
      {children}
      {upsellLoaded ? (
        <Suspense fallback={null}>
          <UpsellModal
            modal={state.modals.premium}
            signedIn={session.signedIn}
            onClose={() => dispatch({ type: "premium/end" })}
            onSignIn={() => {
              rememberRedirectAfterLogin(here());
              dispatch({ type: "premium/signIn" });
            }}
          />
        </Suspense>
      ) : null}
    </PremiumActionsContext>
  );
}
