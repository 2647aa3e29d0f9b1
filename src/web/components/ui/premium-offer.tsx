import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { cn } from "../../lib/cn";
import { useSignedIn } from "../../lib/use-signed-in";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { LockedIcon } from "./status-icons";

// The lock/upsell slot: what a visitor without Premium gets where a Premium value would be. In a
// page (PremiumInvitation, a card with the lock) or behind a locked control (PremiumUpsell, the
// dialog of spec 2.2). Both end with the same offer to sign in for visitors who are not signed in.

function SignInOffer() {
  const signedIn = useSignedIn();
  if (signedIn) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      Already have a premium account?{" "}
      <Link to={paths.signIn()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
        Sign In
      </Link>
    </p>
  );
}

/** In the page, where the value would be: the lock, why, and the way to Premium. */
export function PremiumInvitation({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn("rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-slate-800", className)}
      data-testid="premium-invitation"
    >
      <p className="flex items-start gap-2">
        <LockedIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-800" />
        <span>{text}</span>
      </p>
      <p className="mt-2">
        <Link to={paths.plansFeatures()} className="font-semibold text-emerald-800 underline hover:text-emerald-900">
          Unlock the Zen Rating with Premium
        </Link>
      </p>
      <SignInOffer />
    </div>
  );
}

/** Behind a locked control (a column, a filter): the Premium dialog, 404 px wide on wider screens. */
export function PremiumUpsell({ trigger, what }: { trigger: ReactNode; what: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle className="flex items-center gap-2 text-lg font-semibold">
          <LockedIcon className="h-5 w-5 shrink-0 text-emerald-800" />
          Unlock {what} with Premium
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">
          Screen and sort by the Zen Rating, its seven component ratings and the top analysts&apos; views. Full access
          requires Premium.
        </DialogDescription>
        <p className="mt-4">
          <Button asChild>
            <Link to={paths.plans()}>Get Premium</Link>
          </Button>
        </p>
        <p className="mt-3 text-sm">
          <Link to={paths.plansFeatures()} className="text-emerald-800 underline">
            See all premium features
          </Link>
        </p>
        <SignInOffer />
      </DialogContent>
    </Dialog>
  );
}
