import { Link } from "react-router";
import type { Route } from "./+types/order-form";
import { formatMoney } from "../../../domain/billing/plans";
import { PAID_SERVICES } from "../../../domain/billing/services";
import { pageContext } from "../../lib/page-context";
import { usePremiumActions } from "../../lib/premium-actions";
import { CheckoutButton } from "../../features/premium/checkout-button";
import { orUnavailable } from "../../features/premium/or-unavailable";
import { offerWords } from "../../features/premium/plans-offer";

// /stock-strategies/order-form: the order before the payment page: the plan, what is charged
// today and when it renews, and the button that starts the checkout (Premium's checkout naming
// this plan; a guest signs up first and the checkout then starts by itself).

const SERVICE = PAID_SERVICES.zen_strategies;

export async function loader({ context }: Route.LoaderArgs) {
  const offer = await orUnavailable(pageContext(context).billing.plansOffer());
  const yearly = offer?.prices.find((p) => p.plan === SERVICE.plan && p.interval === "year");
  return {
    words: offer ? offerWords({ ...offer, trial: null }, SERVICE.plan) : null,
    // No trial: the whole year is charged when the payment goes through.
    chargedToday: yearly ? formatMoney(yearly.unitAmount, yearly.currency) : null,
  };
}

export function meta() {
  return [{ title: "Zen Strategies: Order · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function StrategiesOrderFormPage({ loaderData }: Route.ComponentProps) {
  const { words, chargedToday } = loaderData;
  const { planTypes } = usePremiumActions();
  const held = planTypes.includes(SERVICE.plan);
  return (
    <div className="mx-auto max-w-xl space-y-6 py-6">
      <h1 className="text-3xl font-bold">Order Zen Strategies</h1>
      {held ? (
        <p className="text-slate-700">
          You already have Zen Strategies.{" "}
          <Link to={SERVICE.homePath} className="font-medium text-emerald-800 underline">
            Open the strategies
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
            <dt className="text-slate-700">Zen Strategies, billed yearly</dt>
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
            <CheckoutButton plan={SERVICE.plan} size="lg" block cancelTo={SERVICE.orderFormPath}>
              Continue to payment
            </CheckoutButton>
          </div>
          <p className="mt-3 text-sm">
            <Link to={SERVICE.plansPath} className="text-emerald-800 underline">
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
