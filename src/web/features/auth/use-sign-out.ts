import { useLocation, useNavigate, useRevalidator } from "react-router";
import { paths } from "../../../domain/paths";
import { UNKNOWN_API_ERROR } from "../../lib/api-client";
import { useToast } from "../../components/ui/toast";
import { signOutCall } from "./api/account-calls";

/** Signs out, then shows the same page as a guest (or home, from under the sign-up route). */
export function useSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();

  async function signOut() {
    try {
      await signOutCall();
    } catch (e) {
      // Spec 8: a failed sign-out is shown as an error toast.
      toast(e instanceof Error ? e.message : UNKNOWN_API_ERROR, "error");
      return;
    }
    if (location.pathname.startsWith(paths.signUp())) await navigate(paths.home());
    else await revalidator.revalidate();
  }

  return { signOut };
}
