import { Link } from "react-router";
import type { Route } from "./+types/google-auth";
import { paths } from "../../../domain/paths";
import { GoogleButton } from "../../features/auth/google-button";
import { pageContext } from "../../lib/page-context";

// /users/auth/google opened as a page (a bookmark, a link from a mail): the same start of
// Google sign-in as the dialogs' button, a form post with the anti-forgery token that keeps the
// address's campaign and resume_checkout. It does not start by itself: a flow any page could set
// off with a link is the login forgery the post guards against. Without Google configured, the
// page says so and offers the email sign-in.

export function loader({ context }: Route.LoaderArgs) {
  return { googleSignIn: pageContext(context).googleSignIn, signedIn: pageContext(context).session.signedIn };
}

export function meta() {
  return [{ title: "Sign In with Google · OpenZen" }];
}

export default function GoogleAuthPage({ loaderData }: Route.ComponentProps) {
  const { googleSignIn, signedIn } = loaderData;
  return (
    <div className="mx-auto max-w-sm space-y-4 py-10">
      <h1 className="text-2xl font-bold">Sign In with Google</h1>
      {signedIn ? (
        <p className="text-slate-700">
          You are signed in already.{" "}
          <Link to={paths.userDashboard()} className="font-medium text-emerald-800 underline">
            Go to your dashboard
          </Link>
        </p>
      ) : googleSignIn ? (
        <>
          <p className="text-slate-700">Continue to Google to sign in or create your OpenZen account.</p>
          <GoogleButton />
          <Link to={paths.signIn()} className="block text-center font-medium text-emerald-800 underline">
            Sign in with your email
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          Google sign-in is not available on this site.{" "}
          <Link to={paths.signIn()} className="font-medium text-emerald-800 underline">
            Sign in with your email
          </Link>{" "}
          or{" "}
          <Link to={paths.signUp()} className="font-medium text-emerald-800 underline">
            create an account
          </Link>
          .
        </p>
      )}
    </div>
  );
}
