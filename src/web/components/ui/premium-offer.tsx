import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { PremiumModal } from "../../../domain/premium/upsells";
import { paths } from "../../../domain/paths";
import { cn } from "../../lib/cn";
import { usePremiumActions } from "../../lib/premium-actions";
import { useSignedIn } from "../../lib/use-signed-in";
import { LockedIcon } from "./status-icons";

// What a visitor without Premium gets where a Premium value would be. Every locked thing is an
// UpsellLink: a link to /plans#features (so it works before scripts load and for anyone who
// opens it in a new tab) that, once the page runs, opens the upsell modal of spec 2.2 that
// sells what it locks instead.

interface UpsellLinkProps {
  modal: PremiumModal;
  children: ReactNode;
  className?: string;
  title?: string;
  "aria-label"?: string;
}

export function UpsellLink({ modal, children, className, title, "aria-label": ariaLabel }: UpsellLinkProps) {
  const { openUpsell } = usePremiumActions();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, new window) goes to the page as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openUpsell(modal);
  }
  return (
    <Link
      to={paths.plansFeatures()}
      onClick={onClick}
      className={className}
      title={title}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      data-upsell={modal}
    >
      {children}
    </Link>
  );
}

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
export function PremiumInvitation({
  text,
  modal,
  linkText,
  className,
}: {
  text: string;
  modal: PremiumModal;
  linkText: string;
  className?: string;
}) {
  const { hasPremium } = usePremiumActions();
  if (hasPremium) return null;
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
        <UpsellLink modal={modal} className="font-semibold text-emerald-800 underline hover:text-emerald-900">
          {linkText}
        </UpsellLink>
      </p>
      <SignInOffer />
    </div>
  );
}
