import type Stripe from "stripe";
import { testCard } from "./cards";
import {
  applyTypedPromotionCode,
  attemptCheckout,
  finishAuthentication,
  sessionIntent,
  type CheckoutAttempt,
} from "./checkout-confirmation";
import { getCheckoutSession, sessionAmounts, stillOpen } from "./checkout-sessions";
import type { Engine } from "./engine";
import { discountAmount } from "./invoices";
import type { FormObject } from "./form-body";
import { dollars, escapeHtml, page } from "./html";

// The hosted payment page a checkout session's `url` points at (`/c/pay/<session id>`), and its
// authentication step for cards that ask for one. Forms carry a per-session token, so only a
// page this provider rendered can submit them.

export type PageAnswer = { status: number; html: string } | { redirect: string };

function field(form: FormObject, name: string): string {
  const value = form[name];
  return typeof value === "string" ? value.trim() : "";
}

function intervalWord(interval: string): string {
  return interval === "day" ? "day" : interval === "week" ? "week" : interval === "month" ? "month" : "year";
}

/** "$1.00 today, then $234.00 per year after 14 days" */
export function summaryLine(engine: Engine, session: Stripe.Checkout.Session): string {
  const amounts = sessionAmounts(engine, session);
  const currency = session.currency ?? "usd";
  if (!amounts.recurring) return `${dollars(amounts.total, currency)} today`;
  const interval = intervalWord(amounts.recurring.price.recurring?.interval ?? "month");
  // A coupon that lasts beyond the first invoice lowers the later charges too.
  const lasting = amounts.coupon && amounts.coupon.duration !== "once" ? amounts.coupon : null;
  const recurringAmount = amounts.recurring.amount - (lasting ? discountAmount(lasting, amounts.recurring.amount) : 0);
  const later = `${dollars(recurringAmount, currency)} per ${interval}`;
  const after = amounts.trialDays ? ` after ${amounts.trialDays} days` : "";
  return `${dollars(amounts.total, currency)} today, then ${later}${after}`;
}

function payPage(engine: Engine, session: Stripe.Checkout.Session, values: FormObject, error: string | null): string {
  const amounts = sessionAmounts(engine, session);
  const currency = session.currency ?? "usd";
  const customer = typeof session.customer === "string" ? engine.state.customers[session.customer] : undefined;
  const fixedEmail = customer?.email ?? session.customer_email ?? null;
  const email = fixedEmail ?? field(values, "email");
  const rows = amounts.lines
    .map((line) => {
      const recurring = line.price.recurring ? ` per ${intervalWord(line.price.recurring.interval)}` : "";
      const trial = line.price.recurring && amounts.trialDays ? ` after a ${amounts.trialDays}-day trial` : "";
      return `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}</td><td class="amount">${dollars(line.amount, currency)}${recurring}${trial}</td></tr>`;
    })
    .join("");
  const discount = amounts.coupon
    ? `<tr><td>Discount (${escapeHtml(amounts.coupon.name ?? amounts.coupon.id)})</td><td class="amount">-${dollars(amounts.discount, currency)}</td></tr>`
    : "";
  const promotion = session.allow_promotion_codes
    ? `<label for="promotion_code">Promotion code</label><input id="promotion_code" name="promotion_code" value="${escapeHtml(field(values, "promotion_code"))}" autocomplete="off">`
    : "";
  const action = session.mode === "subscription" ? "Subscribe" : "Pay";
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
  return page(
    `${action} · OpenZen`,
    `${back}<h1>${action}</h1>
<table><tbody>${rows}${discount}</tbody></table>
<p><strong>${escapeHtml(summaryLine(engine, session))}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<input type="hidden" name="form_token" value="${engine.formToken(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${fixedEmail ? " readonly" : ""}>
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="exp">Expiration</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="MM / YY" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div></div>
<label for="name">Cardholder name</label><input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(field(values, "name"))}">
${promotion}
<button type="submit">${action}</button>
</form>`,
  );
}

function closedPage(session: Stripe.Checkout.Session): PageAnswer {
  if (session.status === "complete" && session.success_url)
    return { redirect: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) };
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
  return { status: 410, html: page("Checkout expired", `<h1>This checkout session has expired.</h1>${back}`) };
}

function expiryError(value: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return "Your card's expiration year is in the past.";
  return null;
}

function answerAttempt(
  engine: Engine,
  session: Stripe.Checkout.Session,
  form: FormObject,
  attempt: CheckoutAttempt,
): PageAnswer {
  if (attempt.kind === "complete") return { redirect: attempt.redirect };
  if (attempt.kind === "authenticate") return { redirect: `/c/pay/${session.id}/authenticate` };
  return { status: 402, html: payPage(engine, session, form, attempt.message) };
}

export function showPayPage(engine: Engine, sessionId: string): PageAnswer {
  const session = getCheckoutSession(engine, sessionId);
  if (!stillOpen(engine, session)) return closedPage(session);
  return { status: 200, html: payPage(engine, session, {}, null) };
}

function forged(): PageAnswer {
  return { status: 403, html: page("Refused", "<h1>This form has expired.</h1><p>Go back and try again.</p>") };
}

export function submitPayPage(engine: Engine, sessionId: string, form: FormObject): PageAnswer {
  const session = getCheckoutSession(engine, sessionId);
  if (field(form, "form_token") !== engine.formToken(session.id)) return forged();
  if (!stillOpen(engine, session)) return closedPage(session);
  const refuse = (message: string): PageAnswer => ({ status: 400, html: payPage(engine, session, form, message) });
  const customer = typeof session.customer === "string" ? engine.state.customers[session.customer] : undefined;
  const email = customer?.email ?? session.customer_email ?? field(form, "email");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse("Your email address is incomplete.");
  const card = testCard(field(form, "card_number"));
  if (!card) return refuse("Your card number is invalid.");
  const expiry = field(form, "exp");
  const expiryProblem = expiryError(expiry, new Date());
  if (expiryProblem) return refuse(expiryProblem);
  if (!/^\d{3,4}$/.test(field(form, "cvc"))) return refuse("Your card's security code is incomplete.");
  const name = field(form, "name");
  if (!name) return refuse("Your name is required.");
  const typedCode = field(form, "promotion_code");
  if (session.allow_promotion_codes && typedCode) {
    const problem = applyTypedPromotionCode(engine, session, typedCode);
    if (problem) return refuse(problem);
  }
  const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
  const attempt = attemptCheckout(engine, session, {
    ...card,
    expMonth: month ?? 1,
    expYear: (year ?? 0) < 100 ? 2000 + (year ?? 0) : (year ?? 0),
    email,
    name,
  });
  return answerAttempt(engine, session, form, attempt);
}

export function showAuthenticationPage(engine: Engine, sessionId: string): PageAnswer {
  const session = getCheckoutSession(engine, sessionId);
  const intent = sessionIntent(engine, session);
  if (session.status !== "open" || intent?.status !== "requires_action") return { redirect: `/c/pay/${session.id}` };
  return {
    status: 200,
    html: page(
      "Authenticate · OpenZen",
      `<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm a payment of ${dollars(intent.amount, intent.currency)}.</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}/authenticate">
<input type="hidden" name="form_token" value="${engine.formToken(session.id)}">
<button type="submit" name="action" value="complete">Complete authentication</button>
<button type="submit" name="action" value="fail" class="secondary">Fail authentication</button>
</form>`,
    ),
  };
}

export function submitAuthenticationPage(engine: Engine, sessionId: string, form: FormObject): PageAnswer {
  const session = getCheckoutSession(engine, sessionId);
  if (field(form, "form_token") !== engine.formToken(session.id)) return forged();
  if (session.status !== "open") return closedPage(session);
  const attempt = finishAuthentication(engine, session, field(form, "action") === "complete");
  return answerAttempt(engine, session, {}, attempt);
}
