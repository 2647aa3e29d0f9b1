import type Stripe from "stripe";
import { productName } from "./catalogue";
import { getCustomer } from "./customers";
import type { Engine } from "./engine";
import { found } from "./errors";
import { optionalString, requiredString, type FormObject } from "./form-body";
import type { PageAnswer } from "./hosted-page";
import { dollars, escapeHtml, formatDate, page } from "./html";
import { newId } from "./ids";
import { updateSubscription } from "./subscriptions";

// The billing portal: a session's `url` opens a page listing the customer's subscriptions and
// invoices, with Cancel at period end / Resume / Switch buttons that make the same changes (and
// the same events) as the subscriptions API.

export function createPortalSession(engine: Engine, form: FormObject): Stripe.BillingPortal.Session {
  const customer = getCustomer(engine, requiredString(form, "customer"), "customer");
  const id = newId("bps");
  const session: Stripe.BillingPortal.Session = {
    id,
    object: "billing_portal.session",
    configuration: "bpc_default",
    created: engine.realNow(),
    customer: customer.id,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: optionalString(form, "return_url") ?? null,
    url: `${engine.publicUrl}/p/session/${id}`,
  };
  engine.state.portalSessions[id] = session;
  return session;
}

function getPortalSession(engine: Engine, id: string): Stripe.BillingPortal.Session {
  return found(engine.state.portalSessions, "billing_portal.session", id);
}

/** The other recurring price of the same product with the other interval (monthly ↔ yearly), if any. */
function switchTarget(engine: Engine, price: Stripe.Price): Stripe.Price | null {
  return (
    Object.values(engine.state.prices).find(
      (candidate) =>
        candidate.active &&
        candidate.product === price.product &&
        candidate.recurring !== null &&
        candidate.recurring.interval !== price.recurring?.interval &&
        (candidate.recurring.interval === "month" || candidate.recurring.interval === "year"),
    ) ?? null
  );
}

function button(
  engine: Engine,
  session: Stripe.BillingPortal.Session,
  subscription: string,
  action: string,
  label: string,
  price = "",
): string {
  return `<form method="post" action="/p/session/${escapeHtml(session.id)}" class="inline">
<input type="hidden" name="form_token" value="${engine.formToken(session.id)}">
<input type="hidden" name="subscription" value="${escapeHtml(subscription)}">
<input type="hidden" name="action" value="${action}">${price ? `<input type="hidden" name="price" value="${escapeHtml(price)}">` : ""}
<button type="submit">${label}</button></form>`;
}

function subscriptionBlock(
  engine: Engine,
  session: Stripe.BillingPortal.Session,
  subscription: Stripe.Subscription,
): string {
  const item = subscription.items.data[0];
  if (!item) return "";
  const price = item.price;
  const interval = price.recurring?.interval ?? "month";
  const heading = `<h2>${escapeHtml(productName(engine, price))}</h2><p>${dollars(price.unit_amount ?? 0, price.currency)} per ${interval} · Status: ${escapeHtml(subscription.status)}</p>`;
  if (subscription.status === "canceled")
    return `<section>${heading}<p>Ended on ${formatDate(subscription.ended_at ?? subscription.canceled_at ?? 0)}.</p></section>`;
  const when = subscription.cancel_at_period_end
    ? `<p>Cancels on ${formatDate(item.current_period_end)}.</p>`
    : subscription.status === "trialing"
      ? `<p>Trial ends on ${formatDate(item.current_period_end)}.</p>`
      : `<p>Renews on ${formatDate(item.current_period_end)}.</p>`;
  const actions = [
    subscription.cancel_at_period_end
      ? button(engine, session, subscription.id, "resume", "Resume")
      : button(engine, session, subscription.id, "cancel", "Cancel at period end"),
  ];
  const target = switchTarget(engine, price);
  if (target)
    actions.push(
      button(
        engine,
        session,
        subscription.id,
        "switch",
        `Switch to ${target.recurring?.interval === "year" ? "yearly" : "monthly"}`,
        target.id,
      ),
    );
  return `<section>${heading}${when}<p>${actions.join(" ")}</p></section>`;
}

function portalPage(engine: Engine, session: Stripe.BillingPortal.Session, notice: string | null): string {
  const customer = getCustomer(engine, session.customer);
  const subscriptions = Object.values(engine.state.subscriptions)
    .filter((subscription) => subscription.customer === customer.id)
    .reverse();
  const invoices = Object.values(engine.state.invoices)
    .filter((invoice) => invoice.customer === customer.id && invoice.status !== "void")
    .reverse();
  const invoiceRows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(invoice.number ?? invoice.id)}</td><td>${formatDate(invoice.created)}</td><td class="amount">${dollars(invoice.total, invoice.currency)}</td><td>${escapeHtml(invoice.status ?? "")}</td></tr>`,
    )
    .join("");
  const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Back</a></p>` : "";
  return page(
    "Billing · OpenZen",
    `${back}<h1>Manage your subscription</h1><p class="note">${escapeHtml(customer.email ?? customer.id)}</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ""}
${subscriptions.map((subscription) => subscriptionBlock(engine, session, subscription)).join("") || "<p>No subscriptions.</p>"}
<h2>Invoices</h2>${invoiceRows ? `<table><thead><tr><th>Number</th><th>Date</th><th class="amount">Amount</th><th>Status</th></tr></thead><tbody>${invoiceRows}</tbody></table>` : "<p>No invoices.</p>"}`,
  );
}

export function showPortalPage(engine: Engine, id: string): PageAnswer {
  return { status: 200, html: portalPage(engine, getPortalSession(engine, id), null) };
}

export function submitPortalPage(engine: Engine, id: string, form: FormObject): PageAnswer {
  const session = getPortalSession(engine, id);
  if (optionalString(form, "form_token") !== engine.formToken(session.id))
    return { status: 403, html: page("Refused", "<h1>This form has expired.</h1><p>Go back and try again.</p>") };
  const subscriptionId = optionalString(form, "subscription") ?? "";
  const subscription = engine.state.subscriptions[subscriptionId];
  if (!subscription || subscription.customer !== session.customer)
    return { status: 404, html: portalPage(engine, session, "That subscription was not found.") };
  const action = optionalString(form, "action");
  if (action === "cancel") updateSubscription(engine, subscriptionId, { cancel_at_period_end: "true" });
  else if (action === "resume") updateSubscription(engine, subscriptionId, { cancel_at_period_end: "false" });
  else if (action === "switch") {
    const price = optionalString(form, "price") ?? "";
    const item = subscription.items.data[0];
    updateSubscription(engine, subscriptionId, {
      items: [{ id: item?.id ?? "", price }],
      proration_behavior: "create_prorations",
    });
  } else return { status: 400, html: portalPage(engine, session, "Unknown action.") };
  return { redirect: `/p/session/${session.id}` };
}
