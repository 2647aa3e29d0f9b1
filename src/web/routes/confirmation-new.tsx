import { useRouteLoaderData, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import type { Session } from "../../domain/contracts/session";
import { paths } from "../../domain/paths";
import { EmailField, FormError } from "../features/auth/form-field";
import { formStartFrom } from "../features/auth/form-start";

export function meta() {
  return [{ title: "Resend Confirmation · OpenZen" }];
}

/**
 * Where the confirmation link lands (?confirmed=1 or ?error=...) and where the unconfirmed
 * banner's resend link leads: a plain form, so it works without JavaScript.
 */
export default function ConfirmationPage() {
  const [search] = useSearchParams();
  const data = useRouteLoaderData<{ session: Session }>("root");
  const session = data?.session;
  const start = formStartFrom(search);
  const confirmed = search.get("confirmed") === "1";
  const sent = search.get("sent") === "1";
  return (
    <section className="mx-auto max-w-md space-y-4 py-8">
      <h1 className="text-3xl font-bold">{confirmed ? "Email Confirmed" : "Resend Confirmation"}</h1>
      {confirmed ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          Your email address is confirmed. Thank you!
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          If the address has an account waiting for confirmation, we have sent it a new link. Please check your inbox.
        </p>
      ) : null}
      <FormError message={start.message ?? null} />
      {confirmed || session?.isConfirmed ? null : (
        <form method="post" action={paths.confirmation()} className="space-y-4">
          {session?.signedIn ? (
            <p className="text-slate-700">We will send a new confirmation link to {session.email}.</p>
          ) : (
            <EmailField idPrefix="confirmation" errors={start.errors?.email} />
          )}
          <Button type="submit" block>
            Resend Confirmation Email
          </Button>
        </form>
      )}
    </section>
  );
}
