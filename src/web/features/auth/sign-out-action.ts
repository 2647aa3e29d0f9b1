import { redirect } from "react-router";
import { paths } from "../../../domain/paths";
import { UNKNOWN_API_ERROR } from "../../lib/api-client";
import { signOutCall } from "./api/account-calls";

// Sign-out, the one way data changes (decision 067): the header's Sign Out (on every page) and
// the sign-out page submit a fetcher to the sign-out action route, whose clientAction calls the
// account client; React Router then reloads the loaders, so the same page shows as a guest's.

export interface SignOutActionResult {
  /** Spec 8: a failed sign-out is shown as an error toast. */
  error: string | null;
}

export async function signOutAction(form: FormData): Promise<SignOutActionResult | Response> {
  try {
    await signOutCall();
  } catch (e) {
    return { error: e instanceof Error ? e.message : UNKNOWN_API_ERROR };
  }
  // The sign-up pages are for someone signing up: signed out there, the guest goes home.
  if (String(form.get("from") ?? "").startsWith(paths.signUp())) return redirect(paths.home());
  return { error: null };
}
