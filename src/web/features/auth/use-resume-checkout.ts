import { useEffect } from "react";
import { RESUME_CHECKOUT_PARAM } from "../../../domain/auth/constants";
import type { AuthAction } from "./auth-state";

/**
 * After a sign-in or sign-up begun for a checkout, the page load carries the subscription
 * workflow as ?resume_checkout=1 (after-sign-in.ts, and the Google callback). Put it back into
 * the store as a silent start (spec 4) and take it out of the address, so a reload does not
 * start a second checkout.
 */
export function useResumeCheckout(dispatch: (action: AuthAction) => void) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(RESUME_CHECKOUT_PARAM) !== "1") return;
    url.searchParams.delete(RESUME_CHECKOUT_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    dispatch({ type: "workflow/silentStart", workflow: "subscription" });
  }, [dispatch]);
}
