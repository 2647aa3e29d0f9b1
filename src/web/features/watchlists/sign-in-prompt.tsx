import { Link } from "react-router";
import { paths } from "../../../domain/paths";

/** What a guest sees on the watchlist pages. */
export function SignInPrompt() {
  return (
    <div>
      <h1 className="text-3xl font-bold">Watchlists</h1>
      <p className="mt-4">
        <Link to={paths.signIn()} className="text-emerald-800 underline">
          Sign in
        </Link>{" "}
        to keep watchlists and find them here.
      </p>
    </div>
  );
}
