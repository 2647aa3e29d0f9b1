import { followAction } from "../../features/follows/follow-action";

// The follows action route: no page, only the clientAction that every follows form's fetcher
// submits to, wherever the control is shown (decision 067).

export async function clientAction({ request }: { request: Request }) {
  return followAction(await request.formData());
}
