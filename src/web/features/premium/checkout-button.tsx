import type { ReactNode } from "react";
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
  block = false,
}: {
  children: ReactNode;
  size?: ButtonVariants["size"];
  block?: boolean;
}) {
  const { startCheckout, checkoutPending, hasPremium } = usePremiumActions();
  return (
    <Button
      size={size}
      block={block}
      onClick={startCheckout}
      disabled={hasPremium || checkoutPending}
      aria-busy={checkoutPending || undefined}
      data-testid="checkout-button"
    >
      {checkoutPending ? "Starting checkout…" : hasPremium ? "You have Premium" : children}
    </Button>
  );
}
