export function meta() {
  return [{ title: "Terms of Service · OpenZen" }];
}

export default function TermsOfService() {
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-3xl font-bold">Terms of Service</h1>
      <p className="text-slate-600">By using OpenZen you agree to these terms.</p>
      <h2 className="pt-4 text-xl font-semibold">Not investment advice</h2>
      <p>
        OpenZen provides research tools and data for information only. Ratings, scores, fair values and screens are
        produced by models and can be wrong. Nothing on the site is a recommendation to buy or sell any security. Past
        performance, including backtested performance, does not guarantee future results.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Data</h2>
      <p>
        Market data may be delayed, incomplete or simulated; pages that show simulated data say so. Do not rely on it
        for trading decisions.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Accounts and subscriptions</h2>
      <p>
        Keep your password to yourself; you are responsible for what happens under your account. Premium subscriptions
        renew until you cancel them; cancelling stops the next renewal.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Acceptable use</h2>
      <p>Do not scrape the site, resell its data, or try to get around its access controls or rate limits.</p>
    </article>
  );
}
