import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatMoney, PLANS, pricePerInterval, type PlanType, type SoldInterval } from "../../../domain/billing/plans";
import type { BillingState, BillingSubscription, PlansOffer } from "../../../domain/contracts/billing";
import { paths } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { formatDate } from "../../lib/format";
import { openBillingPortal } from "./api/billing";
import { CheckoutButton } from "./checkout-button";
import { offerWords } from "./plans-offer";

// The Billing part of Account Settings: the current plan, when the trial ends or the plan
// renews, cancelling at the period's end and resuming, switching between monthly and yearly,
// the invoices and the provider's billing portal. Free members see the offer instead.
// Changes go through the settings route's clientAction (BILLING_INTENTS), so React Router
// reloads the page's data after each.

export const BILLING_INTENTS = ["cancel", "resume", "interval"] as const;
export type BillingIntent = (typeof BILLING_INTENTS)[number];

const LIVE = new Set(["trialing", "active", "past_due"]);

const day = (iso: string) => formatDate(iso.slice(0, 10));

const STATUS_TEXT: Record<string, string> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Payment overdue",
  canceled: "Ended",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
  paused: "Paused",
};

function PlanDates({ s }: { s: BillingSubscription }) {
  if (s.cancelAtPeriodEnd) {
    return (
      <p className="text-slate-700" data-testid="billing-ends">
        Your plan is cancelled and ends on <strong>{day(s.currentPeriodEnd)}</strong>. You keep it until then and are
        not charged again.
      </p>
    );
  }
  if (s.status === "trialing" && s.trialEnd) {
    return (
      <p className="text-slate-700" data-testid="billing-renews">
        Your trial ends on <strong>{day(s.trialEnd)}</strong>; the plan then continues
        {s.unitAmount !== null && s.interval
          ? ` at ${pricePerInterval(s.unitAmount, s.interval, s.currency ?? undefined)}`
          : ""}
        .
      </p>
    );
  }
  return (
    <p className="text-slate-700" data-testid="billing-renews">
      Your plan renews on <strong>{day(s.currentPeriodEnd)}</strong>
      {s.unitAmount !== null && s.interval
        ? ` at ${pricePerInterval(s.unitAmount, s.interval, s.currency ?? undefined)}`
        : ""}
      .
    </p>
  );
}

function otherInterval(interval: SoldInterval | null): SoldInterval {
  return interval === "month" ? "year" : "month";
}

function Subscription({ s, offer }: { s: BillingSubscription; offer: PlansOffer | null }) {
  const fetcher = useFetcher<{ error: string | null }>();
  const busy = fetcher.state !== "idle";
  const submit = (intent: BillingIntent, extra: Record<string, string> = {}) =>
    void fetcher.submit({ intent, plan: s.plan, ...extra }, { method: "post" });
  const switchTo = otherInterval(s.interval);
  const switchPrice = offer?.prices.find((p) => p.plan === s.plan && p.interval === switchTo);
  const failed = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  return (
    <div className="space-y-3" data-testid="billing-subscription" data-plan={s.plan} data-status={s.status}>
      <p className="text-lg">
        <strong>{PLANS[s.plan].name}</strong>{" "}
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-sm text-emerald-900">
          {s.cancelAtPeriodEnd ? "Cancelled" : (STATUS_TEXT[s.status] ?? s.status)}
        </span>
        {s.interval ? (
          <span className="text-slate-600"> · billed {s.interval === "year" ? "yearly" : "monthly"}</span>
        ) : null}
      </p>
      <PlanDates s={s} />
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {s.cancelAtPeriodEnd ? (
          <Button onClick={() => submit("resume")} disabled={busy}>
            Resume {PLANS[s.plan].name}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => submit("cancel")} disabled={busy}>
            Cancel at period end
          </Button>
        )}
        {switchPrice && !s.cancelAtPeriodEnd ? (
          <Button variant="secondary" onClick={() => submit("interval", { interval: switchTo })} disabled={busy}>
            Switch to {switchTo === "year" ? "yearly" : "monthly"} billing (
            {pricePerInterval(switchPrice.unitAmount, switchTo, switchPrice.currency)})
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Invoices({ invoices }: { invoices: BillingState["invoices"] }) {
  if (invoices.length === 0) return <p className="text-sm text-slate-600">No invoices yet.</p>;
  return (
    <div data-testid="invoices">
      <ScrollTable label="Invoices">
        <ColumnHeads
          columns={[
            "Date",
            "Number",
            { label: "Amount", numeric: true },
            "Status",
            { label: "Invoice page", screenReaderOnly: true },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {invoices.map((i) => (
            <tr key={i.id}>
              <td className={tdClass}>{day(i.created)}</td>
              <td className={tdClass}>{i.number ?? "—"}</td>
              <td className={tdNumClass}>{formatMoney(i.amountPaid, i.currency)}</td>
              <td className={`${tdClass} capitalize`}>{i.status ?? "—"}</td>
              <td className={tdClass}>
                {i.url ? (
                  <a href={i.url} className="text-emerald-800 underline" target="_blank" rel="noreferrer">
                    View<span className="sr-only"> invoice {i.number ?? i.id}</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

function ManageBilling() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await openBillingPortal());
    } catch (e) {
      setBusy(false);
      setError(e instanceof Error ? e.message : "Something went wrong.");
    }
  }
  return (
    <div>
      <Button variant="secondary" onClick={() => void open()} disabled={busy}>
        Manage billing
      </Button>
      <p className="mt-1 text-xs text-slate-600">Change your card or billing address with our payment provider.</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BillingSection({
  billing,
  offer,
  plan = "premium",
}: {
  billing: BillingState | null;
  offer: PlansOffer | null;
  plan?: PlanType;
}) {
  const live = billing?.subscriptions.filter((s) => LIVE.has(s.status)) ?? [];
  const words = offer ? offerWords(offer, plan) : null;
  return (
    <div className="space-y-4" data-testid="billing-section">
      {live.length > 0 ? (
        live.map((s) => <Subscription key={s.plan} s={s} offer={offer} />)
      ) : (
        <div className="space-y-3" data-testid="billing-offer">
          <p className="text-slate-700">
            You are on the free plan. Premium unlocks every Zen Rating, all due diligence checks and the top analysts.
          </p>
          {words ? <p className="font-semibold">{words.sentence}</p> : null}
          <div className="flex flex-wrap items-center gap-4">
            <CheckoutButton>{words?.trial ? "Start trial" : "Get Premium"}</CheckoutButton>
            <Link to={paths.plans()} className="text-emerald-800 underline">
              Compare plans
            </Link>
          </div>
        </div>
      )}
      {billing && billing.invoices.length > 0 ? (
        <div>
          <h3 className="font-semibold">Invoices</h3>
          <Invoices invoices={billing.invoices} />
        </div>
      ) : null}
      {billing?.hasBillingAccount ? <ManageBilling /> : null}
    </div>
  );
}
