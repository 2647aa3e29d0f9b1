import { useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { paths } from "../../../domain/paths";
import { apiFetch, ApiError } from "../../lib/api-fetch";

const SIGN_OUT_422 = "Could not sign out. Please refresh the page and try again.";

/** Signs out, then shows the same page as a guest (or home, from under the sign-up route). */
export function useSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setError(null);
    try {
      await apiFetch(paths.signOut(), { method: "DELETE" });
    } catch (e) {
      setError(e instanceof ApiError && e.status === 422 ? SIGN_OUT_422 : e instanceof Error ? e.message : "Unknown error has occured!");
      return;
    }
    if (location.pathname.startsWith(paths.signUp())) await navigate(paths.home());
    else await revalidator.revalidate();
  }

  return { signOut, error };
}
