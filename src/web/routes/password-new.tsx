import { useState } from "react";
import { useSearchParams } from "react-router";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";
import { formStartFrom } from "../features/auth/form-start";

export function meta() {
  return [{ title: "Forgot Password · OpenZen" }];
}

/** Forgot password as a page (spec 2.3 /users/password/new); ?sent=1 after a plain form post. */
export default function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sent = sentTo !== null || search.get("sent") === "1";
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-3xl font-bold">Forgot Password</h1>
      {sent ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          If an account exists for {sentTo ?? "that address"}, we have sent it a link to choose a new password. The link
          works once, for 6 hours.
        </p>
      ) : (
        <ForgotPasswordForm idPrefix="page-forgot" initial={formStartFrom(search)} onSent={setSentTo} />
      )}
    </section>
  );
}
