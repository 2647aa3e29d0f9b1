import type { ReactNode } from "react";
import { Button } from "../components/ui/button";
import { redirect, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/settings";
import {
  REDIRECT_COOKIE,
  REDIRECT_COOKIE_MAX_AGE_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../domain/auth/constants";
import { fieldErrorText } from "../../domain/auth/messages";
import { formActions, paths } from "../../domain/paths";
import { EmailField, FormError, FormField, RepeatedPasswordField } from "../features/auth/form-field";
import { formStartFrom } from "../features/auth/form-start";
import { setCookieHeader } from "../lib/cookies";
import { cancelAtPeriodEnd, changeInterval, resumeSubscription } from "../features/premium/api/billing";
import { BILLING_INTENTS, BillingSection } from "../features/premium/billing-section";
import { orUnavailable } from "../features/premium/or-unavailable";
import { pageContext } from "../lib/page-context";

export function meta() {
  return [{ title: "Account Settings · OpenZen" }];
}

// Guests are sent to sign in and brought back here afterwards (the redirect-after-login cookie).
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await pageContext(context).accountSettings();
  if (!settings) {
    throw redirect(paths.signIn(), {
      headers: {
        "set-cookie": setCookieHeader(REDIRECT_COOKIE, paths.userSettings(), REDIRECT_COOKIE_MAX_AGE_SECONDS),
      },
    });
  }
  const [billing, offer] = await Promise.all([
    orUnavailable(pageContext(context).billing.billingState()),
    orUnavailable(pageContext(context).billing.plansOffer()),
  ]);
  return { settings, billing, offer };
}

/** The Billing section's changes (features/premium/billing-section.tsx), through the typed client. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // The contract (zod) loads with the first change, not with the page (decision 041).
  const { billingIntervalSchema, planTypeSchema } = await import("../../domain/contracts/billing");
  const plan = planTypeSchema.safeParse(form.get("plan"));
  if (!plan.success || !(BILLING_INTENTS as readonly string[]).includes(intent)) return { error: "Bad Request" };
  try {
    if (intent === "cancel") await cancelAtPeriodEnd(plan.data);
    else if (intent === "resume") await resumeSubscription(plan.data);
    else {
      const interval = billingIntervalSchema.safeParse(form.get("interval"));
      if (!interval.success) return { error: "Bad Request" };
      await changeInterval(plan.data, interval.data);
    }
    return { error: null };
  } catch (e) {
    return { error: e instanceof Error ? e.message : "Something went wrong." };
  }
}

const SAVED: Record<string, string> = {
  email: "We have sent a confirmation link to your new address. Your address changes when you follow it.",
  password: "Your password is changed. Your other sessions have been signed out.",
  preferences: "Your email preferences are saved.",
};

const sectionClass = "space-y-4 rounded-lg border border-slate-200 p-6";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /users/settings: plain forms, so every account change works without JavaScript; the billing
 * changes call the payment provider through the JSON API and need scripts.
 */
export default function SettingsPage() {
  const { settings, billing, offer } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const start = formStartFrom(search);
  const saved = SAVED[search.get("saved") ?? ""];
  const currentPassword = (prefix: string) =>
    settings.hasPassword ? (
      <FormField
        idPrefix={prefix}
        field="current_password"
        label="Current password"
        name="user[current_password]"
        type="password"
        autoComplete="current-password"
        required
      />
    ) : null;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">Account Settings</h1>
      {saved ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {saved}
        </p>
      ) : null}
      <FormError message={start.message ?? null} />
      {Object.entries(start.errors ?? {}).map(([field, messages]) => (
        <p key={field} className="text-sm text-red-700 dark:text-red-300">
          {fieldErrorText(field, messages)}
        </p>
      ))}

      <Section id="settings-billing" title="Billing">
        <BillingSection billing={billing} offer={offer} />
      </Section>

      <Section id="settings-email" title="Email address">
        <p className="text-slate-700">
          Your address is <strong>{settings.email}</strong>.
          {settings.pendingEmail
            ? ` A change to ${settings.pendingEmail} is waiting for its confirmation link to be followed.`
            : ""}
        </p>
        <form method="post" action={formActions.settingsEmail()} className="space-y-4">
          <EmailField idPrefix="settings-email" label="New email" />
          {currentPassword("settings-email")}
          <Button type="submit" block>
            Change Email
          </Button>
        </form>
      </Section>

      <Section id="settings-password" title="Password">
        <form method="post" action={formActions.settingsPassword()} className="space-y-4">
          {currentPassword("settings-password")}
          <FormField
            idPrefix="settings-password"
            field="password"
            label="New password"
            name="user[password]"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
          <RepeatedPasswordField idPrefix="settings-password" />
          <Button type="submit" block>
            Change Password
          </Button>
        </form>
      </Section>

      <Section id="settings-preferences" title="Email preferences">
        <form method="post" action={formActions.settingsPreferences()} className="space-y-4">
          <input type="hidden" name="user[newsletter_opt_in]" value="0" />
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="user[newsletter_opt_in]"
              value="1"
              defaultChecked={settings.newsletterOptIn}
              className="h-4 w-4 accent-emerald-700"
            />
            Send me the OpenZen newsletter
          </label>
          <Button type="submit" block>
            Save Preferences
          </Button>
        </form>
      </Section>

      <Section id="settings-delete" title="Delete account">
        <p className="text-slate-700">
          This deletes your account, your watchlists and everything else we keep about you. It cannot be undone.
        </p>
        <form method="post" action={formActions.settingsDelete()} className="space-y-4">
          {currentPassword("settings-delete")}
          <button
            type="submit"
            className="w-full rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 dark:hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
          >
            Delete My Account
          </button>
        </form>
      </Section>
    </div>
  );
}
