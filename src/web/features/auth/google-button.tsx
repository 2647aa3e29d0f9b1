import { useLocation, useRouteLoaderData } from "react-router";
import { paths } from "../../../domain/paths";
import { useAuth } from "./auth-provider";
import { returnHereAfterSignIn } from "./after-sign-in";

/**
 * Spec 7, "Social sign-in": a form post with the anti-forgery token to the Google route, with
 * the campaign of the page address and resume_checkout when the dialog opened for a checkout.
 * `returnHere`: the sign-in dialog's button comes back to this page.
 */
export function GoogleButton({ returnHere = false }: { returnHere?: boolean }) {
  const data = useRouteLoaderData<{ googleSignIn: boolean }>("root");
  const location = useLocation();
  const { state } = useAuth();
  if (!data?.googleSignIn) return null;
  const search = new URLSearchParams(location.search);
  const campaign = search.get("campaign") ?? undefined;
  const resume =
    state.workflow === "subscription" ||
    state.workflow === "plans-subscription" ||
    search.get("resume_checkout") === "1";
  return (
    <>
      <form
        method="post"
        action={paths.googleAuth({ campaign, resume_checkout: resume ? "1" : undefined })}
        onSubmit={returnHere ? () => returnHereAfterSignIn(location.pathname, location.search) : undefined}
      >
        <button
          type="submit"
          className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-surface px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
            <path
              fill="#EA4335"
              d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
            />
            <path
              fill="#4285F4"
              d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
            />
            <path
              fill="#FBBC05"
              d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
            />
            <path
              fill="#34A853"
              d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
            />
          </svg>
          Continue with Google
        </button>
      </form>
      <p className="text-center text-xs uppercase tracking-wide text-slate-600">or with your email</p>
    </>
  );
}
