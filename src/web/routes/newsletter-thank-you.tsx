import { Link } from "react-router";
import { paths } from "../../domain/paths";

// Where the newsletter sign-up lands: the subscription waits for the address to be confirmed
// from the mail just sent (double opt-in), so the page says to look for it.

export function meta() {
  return [{ title: "Thank you for subscribing · OpenZen" }];
}

export default function NewsletterThankYou() {
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-bold">Thank you for subscribing</h1>
      <p className="mt-4 text-lg text-slate-700">
        One more step: we have sent you an email. Open the link in it to confirm your address; the newsletter starts
        once it is confirmed.
      </p>
      <p className="mt-2 text-slate-600">
        Nothing there? Look in your spam folder, or{" "}
        <Link to={paths.optin()} className="font-medium text-emerald-800 underline">
          sign up again
        </Link>
        .
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.marketMap()} className="font-medium text-emerald-800 underline">
          Today&apos;s market map
        </Link>
        <Link to={paths.stockIdeas()} className="font-medium text-emerald-800 underline">
          Stock ideas
        </Link>
      </p>
    </section>
  );
}
