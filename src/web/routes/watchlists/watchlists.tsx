import type { Route } from "./+types/watchlists";
import { WatchlistManager } from "../../features/watchlists/watchlist-manager";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { pageContext } from "../../lib/page-context";

// /users/watchlists: the signed-in user's watchlists (the store is seeded from the root loader).

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: pageContext(context).session.signedIn };
}

export function meta() {
  return [{ title: "Watchlists · OpenZen" }, { name: "robots", content: "noindex" }];
}

export default function WatchlistsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignInPrompt title="Watchlists" reason="to keep watchlists and find them here." />;
  return <WatchlistManager />;
}
