import type { ReactNode } from "react";
import type { SoldInterval } from "../../../domain/billing/plans";
import { Button, type ButtonVariants } from "../../components/ui/button";
import { usePremiumActions } from "../../lib/premium-actions";

/**
 * The checkout button of spec 4. Its action lives in the layout (layout/premium-layer.tsx):
 * checkout when signed in, sign-up for the subscription otherwise. It shows while a checkout is
 * being started and is disabled for Premium members.
 */
export function CheckoutButton({
  children,
  size = "md",
  variant = "primary",
  block = false,
  interval,
  cancelTo,
  onError,
}: {
  children: ReactNode;
  size?: ButtonVariants["size"];
  variant?: ButtonVariants["variant"];
  block?: boolean;
  /** Billed monthly instead of the yearly default. */
  interval?: SoldInterval;
  /** Where the payment page's Back leads, when not this page. */
  cancelTo?: string;
  /** Handles a failure instead of the error toast. */
  onError?: (message: string) => void;
}) {
  const { startCheckout, checkoutPending, hasPremium } = usePremiumActions();
  return (
    <Button
      size={size}
      variant={variant}
      block={block}
      onClick={() => startCheckout({ interval, cancelTo, onError })}
      disabled={hasPremium || checkoutPending}
      aria-busy={checkoutPending || undefined}
      data-testid="checkout-button"
    >
      {checkoutPending ? "Starting checkout…" : hasPremium ? "You have Premium" : children}
    </Button>
  );
}
