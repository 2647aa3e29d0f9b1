import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { paths } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { useSignOut } from "../../features/auth/use-sign-out";
import { pageContext } from "../../lib/page-context";

// /users/sign-out opened as a page (a bookmarked or typed link): a member is asked to confirm
// (a link alone must not sign anyone out, or any page could do it to them); a guest has nothing
// to sign out of and goes home.
export function loader({ context }: Route.LoaderArgs) {
  if (!pageContext(context).session.signedIn) throw redirect(paths.home());
  return null;
}

export function meta() {
  return [{ title: "Sign Out · OpenZen" }];
}

export default function SignOut() {
  const { signOut } = useSignOut();
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-bold">Sign out</h1>
      <p className="mt-4 text-slate-700">Sign out of OpenZen on this device?</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => void signOut()}>Sign out</Button>
        <a href={paths.home()} className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800">
          Stay signed in
        </a>
      </div>
    </section>
  );
}
