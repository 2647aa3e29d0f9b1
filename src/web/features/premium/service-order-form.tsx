import { Link } from "react-router";
import type { RouterContextProvider } from "react-router";
import { formatMoney } from "../../../domain/billing/plans";
import type { PaidService } from "../../../domain/billing/services";
import { pageContext } from "../../lib/page-context";
import { usePremiumActions } from "../../lib/premium-actions";
import { CheckoutButton } from "./checkout-button";
import { orUnavailable } from "./or-unavailable";
import { offerWords } from "./plans-offer";

// The order form of a paid service sold by the year (Zen Strategies, Zen Investor): the plan,
// what is charged today and when it renews, and the button that starts the checkout naming the
// plan (a guest signs up first and the checkout then starts by itself). A holder is told they
// already have it and sent to the service.

export async function serviceOrderFormData(context: Readonly<RouterContextProvider>, service: PaidService) {
  const offer = await orUnavailable(pageContext(context).billing.plansOffer());
  const yearly = offer?.prices.find((p) => p.plan === service.plan && p.interval === "year");
  return {
    words: offer ? offerWords({ ...offer, trial: null }, service.plan) : null,
    // No trial: the whole year is charged when the payment goes through.
    chargedToday: yearly ? formatMoney(yearly.unitAmount, yearly.currency) : null,
  };
}

export function ServiceOrderForm({
  service,
  words,
  chargedToday,
  openLabel,
}: Awaited<ReturnType<typeof serviceOrderFormData>> & { service: PaidService; openLabel: string }) {
  const { planTypes } = usePremiumActions();
  const held = planTypes.includes(service.plan);
  return (
    <div className="mx-auto max-w-xl space-y-6 py-6">
      <h1 className="text-3xl font-bold">{`Order ${service.name}`}</h1>
      {held ? (
        <p className="text-slate-700" data-testid="plan-held">
          {`You already have ${service.name}. `}
          <Link to={service.homePath} className="font-medium text-emerald-800 underline">
            {openLabel}
          </Link>
        </p>
      ) : words ? (
        <section
          aria-labelledby="order-summary"
          className="rounded-lg border border-slate-200 p-6"
          data-testid="order-summary"
        >
          <h2 id="order-summary" className="text-lg font-semibold">
            Your order
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2">
            <dt className="text-slate-700">{`${service.name}, billed yearly`}</dt>
            <dd className="font-semibold tabular-nums">{words.yearlyTotal}</dd>
            <dt className="text-slate-700">That is</dt>
            <dd className="tabular-nums">{words.sentence}</dd>
            <dt className="text-slate-700">Charged today</dt>
            <dd className="font-semibold tabular-nums">{chargedToday}</dd>
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            The plan renews each year until you cancel it in Account Settings. A promotion code can be typed on the
            payment page. Payment is taken by our payment provider; we never see your card.
          </p>
          <div className="mt-4">
            <CheckoutButton plan={service.plan} size="lg" block cancelTo={service.orderFormPath}>
              Continue to payment
            </CheckoutButton>
          </div>
          <p className="mt-3 text-sm">
            <Link to={service.plansPath} className="text-emerald-800 underline">
              What the plan includes
            </Link>
          </p>
        </section>
      ) : (
        <p className="text-slate-700">
          We cannot reach our payment provider this minute, so the plan cannot be ordered right now. Please try again in
          a few minutes.
        </p>
      )}
    </div>
  );
}
