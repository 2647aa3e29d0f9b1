import { redirect } from "react-router";
import type { Route } from "./+types/password";
import { paths, withQuery } from "../../../domain/paths";

// /users/password opened as a page: a mailed reset link's token goes to the set-password dialog
// (spec 2.2: hash 'set-password', query reset_password_token); without one, the forgot-password page.
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("reset_password_token");
  if (token) throw redirect(`${withQuery(paths.home(), { reset_password_token: token })}#set-password`);
  throw redirect(paths.newPassword());
}

export default function Password() {
  return null;
}
