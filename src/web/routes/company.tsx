import { redirect } from "react-router";
import type { Route } from "./+types/company";
import ComingSoon from "./coming-soon";

// Company paths are lower-case; an upper-case spelling redirects permanently to the canonical one.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lower = url.pathname.toLowerCase();
  if (url.pathname !== lower) throw redirect(`${lower}${url.search}`, 301);
  return null;
}

export default ComingSoon;
