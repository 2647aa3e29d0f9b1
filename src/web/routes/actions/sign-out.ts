import { signOutAction } from "../../features/auth/sign-out-action";

// The sign-out action route: no page, only the clientAction that Sign Out's fetcher submits to,
// from the header on every page and from the sign-out page (decision 067).

export async function clientAction({ request }: { request: Request }) {
  return signOutAction(await request.formData());
}
