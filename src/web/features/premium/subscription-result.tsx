import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { PLANS } from "../../../domain/billing/plans";
import { PAID_SERVICES } from "../../../domain/billing/services";
import type { BillingSubscription, CheckoutResult } from "../../../domain/contracts/billing";
import { paths } from "../../../domain/paths";
import { TAB_IDS } from "../../../domain/screener/tabs";
import { formatDate } from "../../lib/format";
import { CheckoutButton } from "./checkout-button";
import type { CheckoutOutcome } from "./checkout-outcome";

// The return page's words for each outcome (checkout-outcome.ts), with the way back to where
// the checkout began always there.

/** The provider's confirmation usually lands within seconds; look again a few times. */
const RECHECK_MS = 3000;
const RECHECKS = 10;

/**
 * While the outcome may still change (activating, processing), reload the page's data now and
 * then. This is no change of the member's (those go through a route action, decision 067): the
 * provider's confirmation reaches the server by itself, and every loader must see it, the root's
 * session too (the ads, the offers and the checkout buttons read the plan from it). Polling every
 * loader is what React Router's revalidator is for; a fetcher would reload this page's loader only.
 */
export function useRecheck(active: boolean) {
  const revalidator = useRevalidator();
  // The revalidator changes identity with its state; the count, not it, drives the next look.
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active || count >= RECHECKS) return;
    const timer = setTimeout(() => {
      setCount((n) => n + 1);
      void latest.current.revalidate();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [active, count]);
}

function BackLink({ to }: { to: string }) {
  return (
    <p className="mt-6">
      <Link to={to} className="font-medium text-emerald-800 underline" data-testid="back-to-cancel">
        Back to where you were
      </Link>
    </p>
  );
}

function TryFirst({ plan }: { plan: CheckoutResult["plan"] }) {
  const links =
    plan === "premium"
      ? [
          { to: paths.stockScreener({ t: String(TAB_IDS.zen_rating) }), text: "Screen stocks by Zen Rating" },
          { to: paths.stockIdeas(), text: "Browse stock ideas ranked by the rating" },
          { to: paths.industries(), text: "See which industries rate best" },
          { to: paths.zenRatings(), text: "Learn how the Zen Rating works" },
        ]
      : [{ to: PAID_SERVICES[plan].homePath, text: `Open ${PAID_SERVICES[plan].name}` }];
  return (
    <section aria-labelledby="try-first" className="mt-6">
      <h2 id="try-first" className="text-lg font-semibold">
        What to try first
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-emerald-800 underline">
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One outcome's page: its heading, its words, and (unless none) the way back. */
function Frame({
  outcome,
  title,
  back,
  children,
}: {
  outcome: CheckoutOutcome;
  title: string;
  back: string | null;
  children: ReactNode;
}) {
  return (
    <div data-testid="subscription-result" data-outcome={outcome.kind}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
      {back ? <BackLink to={back} /> : null}
    </div>
  );
}

export function SubscriptionResult({
  outcome,
  result,
  subscription,
  fallbackPlan = "premium",
}: {
  outcome: CheckoutOutcome;
  result: CheckoutResult | null;
  subscription: BillingSubscription | null;
  /** The plan this return page is for when the checkout is not found (Premium's page: Premium). */
  fallbackPlan?: CheckoutResult["plan"];
}) {
  useRecheck(
    outcome.kind === "activating" ||
      outcome.kind === "unavailable" ||
      (outcome.kind === "payment-message" && outcome.pending),
  );
  const plan = result?.plan ?? fallbackPlan;
  const back = result?.cancelTo ?? PAID_SERVICES[plan].plansPath;
  const planName = PLANS[plan].name;

  switch (outcome.kind) {
    case "welcome":
    case "activating":
      return (
        <Frame outcome={outcome} title={`Welcome to ${planName}`} back={back}>
          <p className="mt-3 text-slate-700">
            Thank you for subscribing.
            {subscription?.trialEnd
              ? ` Your trial runs until ${formatDate(subscription.trialEnd.slice(0, 10))}; the plan then continues unless you cancel in Account Settings.`
              : subscription
                ? ` Your plan renews on ${formatDate(subscription.currentPeriodEnd.slice(0, 10))}.`
                : ""}
          </p>
          {outcome.kind === "activating" ? (
            <p role="status" className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-amber-900">
              Your payment went through. Your account updates in a moment; this page will show it.
            </p>
          ) : (
            <p role="status" className="mt-3 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
              {PAID_SERVICES[plan].unlocked}
            </p>
          )}
          <TryFirst plan={plan} />
        </Frame>
      );
    case "payment-message":
      return (
        <Frame outcome={outcome} title={outcome.pending ? "Payment processing" : "Payment not completed"} back={back}>
          <p
            role={outcome.pending ? "status" : "alert"}
            className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
            data-testid="payment-message"
          >
            {outcome.message}
          </p>
          {outcome.retryable ? (
            <div className="mt-4">
              <CheckoutButton plan={plan} cancelTo={back}>
                Try again
              </CheckoutButton>
            </div>
          ) : null}
        </Frame>
      );
    case "nothing-charged":
      return (
        <Frame outcome={outcome} title="Checkout not completed" back={back}>
          <p className="mt-3 text-slate-700" data-testid="nothing-charged">
            You left the payment page without paying, so nothing was charged.
          </p>
          <div className="mt-4">
            <CheckoutButton plan={plan} cancelTo={back}>
              Try again
            </CheckoutButton>
          </div>
        </Frame>
      );
    case "unavailable":
      return (
        <Frame outcome={outcome} title="Checking your payment" back={back}>
          <p role="status" className="mt-3 text-slate-700">
            We cannot reach our payment provider this minute. If you paid, your plan shows here and in Account Settings
            in a few minutes; this page looks again by itself.
          </p>
        </Frame>
      );
    case "unknown":
      return (
        <Frame outcome={outcome} title="Checkout not found" back={null}>
          <p className="mt-3 text-slate-700">
            We could not find this checkout on your account. If you were charged, your plan shows in Account Settings.
          </p>
          <p className="mt-4 flex gap-4">
            <Link to={paths.plans()} className="font-medium text-emerald-800 underline">
              See Premium plans
            </Link>
            <Link to={paths.userSettings()} className="font-medium text-emerald-800 underline">
              Account Settings
            </Link>
          </p>
        </Frame>
      );
  }
}
