import { Link } from "react-router";
import type { PremiumModal } from "../../../domain/premium/upsells";
import { paths } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { LockedIcon } from "../../components/ui/status-icons";
import { trackLinkClick } from "../../lib/analytics";
import { CheckoutButton } from "./checkout-button";
import { ALL_FEATURES_LINK, ALREADY_PREMIUM, UPSELL_CALL_TO_ACTION, UPSELL_COPY } from "./upsell-copy";

interface Props {
  /** The open modal, or none. */
  modal: PremiumModal | null;
  signedIn: boolean;
  onClose: () => void;
  /** "Sign In": closes the modal and opens sign-in for the subscription flow (spec 4). */
  onSignIn: () => void;
}

/** What the modal says (apart from the dialog's frame, so that it can be rendered on its own). */
export function UpsellBody({ modal, signedIn, onClose, onSignIn }: Props & { modal: PremiumModal }) {
  const copy = UPSELL_COPY[modal];
  return (
    <div data-testid="premium-modal" data-modal={modal}>
      <DialogTitle className="flex items-center gap-2 pr-6 text-lg font-semibold">
        <LockedIcon className="h-5 w-5 shrink-0 text-emerald-800" />
        {copy.title}
      </DialogTitle>
      <DialogDescription className="mt-2 text-sm text-slate-700">{copy.description}</DialogDescription>
      <div className="mt-5">
        <CheckoutButton block>{UPSELL_CALL_TO_ACTION}</CheckoutButton>
      </div>
      <p className="mt-3 text-center text-sm">
        <Link
          to={paths.plansFeatures()}
          onClick={(event) => {
            trackLinkClick(event, `upsell:${modal}`, { inApp: true });
            onClose();
          }}
          className="text-emerald-800 underline"
        >
          {ALL_FEATURES_LINK}
        </Link>
      </p>
      {signedIn ? null : (
        <p className="mt-3 text-center text-sm text-slate-700">
          {ALREADY_PREMIUM}{" "}
          <Button variant="link" onClick={onSignIn}>
            Sign In
          </Button>
        </p>
      )}
    </div>
  );
}

/**
 * The five premium upsell modals of spec 2.2, one at a time as the auth store says: title,
 * description, the Premium call to action, the link to every Premium feature and, for
 * signed-out visitors, the way to sign in. 404 px wide on wider screens (the dialog's width).
 */
export function UpsellModal({ modal, signedIn, onClose, onSignIn }: Props) {
  return (
    <Dialog open={modal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {modal ? (
        <DialogContent>
          <UpsellBody modal={modal} signedIn={signedIn} onClose={onClose} onSignIn={onSignIn} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
