import { redirect } from "react-router";
import type { Route } from "./+types/users";
import { paths } from "../../../domain/paths";
import { pageContext } from "../../lib/page-context";

// /users on its own: the account, as such sites answer it: a member goes to Account Settings, a
// guest to sign in.
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(pageContext(context).session.signedIn ? paths.userSettings() : paths.signIn());
}

export default function Users() {
  return null;
}
