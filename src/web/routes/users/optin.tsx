import type { Route } from "./+types/optin";
import { paths, withQuery } from "../../../domain/paths";
import { UTM_PARAMETERS } from "../../../domain/auth/constants";
import { Button } from "../../components/ui/button";
import { EmailField } from "../../features/auth/form-field";

// The newsletter sign-up (the email-capture tool's call of spec 7: user{email,
// optinmonster_campaign_id}, sent to the sign-up route). Double opt-in: the account it makes
// has no password, and the mail it sends confirms the address; the visitor lands on the
// thank-you page either way, so the form never tells whether an address is known.

/** The campaign the form reports when the address names none (or one that is not a slug). */
export const DEFAULT_OPTIN_CAMPAIGN = "openzen-newsletter";
const CAMPAIGN = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

export function meta() {
  return [
    { title: "Newsletter · OpenZen" },
    {
      name: "description",
      content: "The OpenZen newsletter: the week's market, top-rated ideas and new analyst calls, once a week.",
    },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const asked = query.get("campaign");
  // Spec 8: an invalid campaign slug logs a warning (and the default campaign is used).
  if (asked !== null && !CAMPAIGN.test(asked))
    console.warn(`newsletter sign-up: invalid campaign slug ${JSON.stringify(asked.slice(0, 120))}`);
  const utm = Object.fromEntries(
    UTM_PARAMETERS.flatMap((p) => {
      const v = query.get(p);
      return v ? [[p, v.slice(0, 200)]] : [];
    }),
  );
  return {
    campaign: asked !== null && CAMPAIGN.test(asked) ? asked : DEFAULT_OPTIN_CAMPAIGN,
    action: withQuery(paths.signUp(), Object.keys(utm).length ? utm : undefined),
  };
}

export default function Optin({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md py-12">
      <h1 className="text-3xl font-bold">The OpenZen newsletter</h1>
      <p className="mt-3 text-slate-700">
        Once a week: how the market moved, the top-rated ideas and the analysts&apos; new calls, from the data on this
        site. Free; unsubscribe from any issue or from Account Settings.
      </p>
      <form method="post" action={loaderData.action} className="mt-6 space-y-4" data-testid="optin-form">
        <input type="hidden" name="user[optinmonster_campaign_id]" value={loaderData.campaign} />
        <EmailField idPrefix="optin" />
        <Button type="submit" block>
          Subscribe
        </Button>
        <p className="text-sm text-slate-600">
          We will email you a link to confirm your address. By subscribing you agree to the{" "}
          <a href={paths.termsOfService()} className="text-emerald-800 underline">
            Terms of Service
          </a>{" "}
          and the{" "}
          <a href={paths.privacyPolicy()} className="text-emerald-800 underline">
            Privacy Policy
          </a>
          .
        </p>
      </form>
    </section>
  );
}
