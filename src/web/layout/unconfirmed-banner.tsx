import { Link } from "react-router";
import { paths } from "../../domain/paths";

/** Spec 2.1: unconfirmed signed-in users are asked to check their inbox, with a resend link. */
export function UnconfirmedBanner() {
  return (
    <div role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      Please check your inbox and confirm your email address.{" "}
      <Link to={paths.newConfirmation()} className="font-medium underline">
        Resend the confirmation email
      </Link>
    </div>
  );
}
