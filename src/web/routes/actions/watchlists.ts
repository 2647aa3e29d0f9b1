import { watchlistsAction } from "../../features/watchlists/watchlists-action";

// The watchlists action route: no page, only the clientAction that every watchlists form's
// fetcher submits to, wherever the control is shown (decision 067).

export async function clientAction({ request }: { request: Request }) {
  return watchlistsAction(await request.formData());
}
