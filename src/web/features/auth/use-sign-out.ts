import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { useToast } from "../../components/ui/toast";
import { appActions } from "../../../domain/paths";
import type { SignOutActionResult } from "./sign-out-action";

/**
 * Signs out through the sign-out action (sign-out-action.ts): the same page then shows as a
 * guest's (or home, from under the sign-up route); a refusal shows as an error toast.
 */
export function useSignOut() {
  const location = useLocation();
  const fetcher = useFetcher<SignOutActionResult>();
  const toast = useToast();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.error) toast(result.error, "error");
  }, [result, toast]);

  function signOut() {
    return fetcher.submit({ from: location.pathname }, { method: "post", action: appActions.signOut() });
  }

  return { signOut };
}
