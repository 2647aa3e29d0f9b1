export function meta() {
  return [{ title: "Privacy Policy · OpenZen" }];
}

export default function PrivacyPolicy() {
  return (
    <article className="prose mx-auto max-w-3xl space-y-4">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
      <p className="text-slate-600">This policy explains what OpenZen collects, why, and the choices you have.</p>
      <h2 className="pt-4 text-xl font-semibold">What we collect</h2>
      <p>
        When you create an account we keep your email address, a hash of your password (never the password itself), your
        watchlists, saved screeners and followed analysts, and the campaign parameters of the page you signed up from.
        When you subscribe, our payment provider processes your card; we keep only the plan, its status and its renewal
        date.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Cookies</h2>
      <p>
        We use a session cookie to keep you signed in, an anti-forgery cookie that protects your account from requests
        made by other sites, and short-lived cookies that bring you back to the page you were on after signing in.
        Guests have a page-view counter in their browser's storage.
      </p>
      <h2 className="pt-4 text-xl font-semibold">How we use it</h2>
      <p>
        To run the site, to send the emails you asked for (confirmation, password reset, watchlist digests you
        subscribed to), and to keep the service secure. We do not sell personal data.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Your choices</h2>
      <p>
        You can change your email preferences or delete your account from Account Settings at any time; deleting it
        removes your personal data.
      </p>
    </article>
  );
}
