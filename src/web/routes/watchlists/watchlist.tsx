import { data, Link } from "react-router";
import type { Route } from "./+types/watchlist";
import { paths } from "../../../domain/paths";
import { WATCHLIST_SET_ID } from "../../../domain/watchlists/column-sets";
import { WatchlistTable } from "../../features/watchlists/watchlist-table";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { EventsTimeline } from "../../features/watchlists/events-timeline";
import { pageContext } from "../../lib/page-context";
import { NotesList } from "../../features/notes/notes-list";

// /users/watchlists/{id}: one watchlist as a table. Another user's or an unknown id is a 404,
// as the API answers it.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!pageContext(context).session.signedIn) return { page: null };
  const set = new URL(request.url).searchParams.get("set") ?? WATCHLIST_SET_ID;
  const page = await pageContext(context).watchlistPage(Number(params.id), set);
  if (!page) throw data("No watchlist found!", { status: 404 });
  return { page, set };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const name = loaded && loaded.page ? loaded.page.watchlist.name : "Watchlist";
  return [{ title: `${name} · OpenZen` }, { name: "robots", content: "noindex" }];
}

export default function WatchlistPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <SignInPrompt title="Watchlists" reason="to keep watchlists and find them here." />;
  return (
    <div>
      <p className="text-sm">
        <Link to={paths.watchlists()} className="text-emerald-800 underline">
          All watchlists
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{page.watchlist.name}</h1>
      {page.table ? (
        <WatchlistTable table={page.table} set={loaderData.set ?? WATCHLIST_SET_ID} />
      ) : (
        <p className="mt-4">
          This watchlist is empty. Use Watch on a company's page, in search or in the{" "}
          <Link to={paths.stockScreener()} className="text-emerald-800 underline">
            Stock Screener
          </Link>{" "}
          to add companies.
        </p>
      )}
      {page.table ? <EventsTimeline events={page.events} /> : null}
      {page.table ? (
        <div className="mt-6">
          <NotesList scope={{ watchlist_id: page.watchlist.id }} what="watchlist" />
        </div>
      ) : null}
    </div>
  );
}
