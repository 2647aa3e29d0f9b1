import { watchAction } from "../../features/watchlists/watch-action";

// The watchlists action route: no page, only the clientAction that every Watch menu's fetcher
// submits to, wherever the menu is shown (decision 067).

export async function clientAction({ request }: { request: Request }) {
  return watchAction(await request.formData());
}
