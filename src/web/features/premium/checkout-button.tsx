import type { ReactNode } from "react";
import type { PlanType, SoldInterval } from "../../../domain/billing/plans";
import { PAID_SERVICES } from "../../../domain/billing/services";
import { Button, type ButtonVariants } from "../../components/ui/button";
import { usePremiumActions } from "../../lib/premium-actions";

/**
 * The checkout button of spec 4. Its action lives in the layout (layout/premium-layer.tsx):
 * checkout when signed in, sign-up for the subscription otherwise. It shows while a checkout is
 * being started and is disabled for members who hold its plan (Premium unless it names another).
 */
export function CheckoutButton({
  children,
  size = "md",
  variant = "primary",
  block = false,
  plan = "premium",
  interval,
  cancelTo,
  onError,
}: {
  /** The plan bought (Premium by default). */
  plan?: PlanType;
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
  const { startCheckout, checkoutPending, hasPremium, planTypes } = usePremiumActions();
  const held = plan === "premium" ? hasPremium : planTypes.includes(plan);
  return (
    <Button
      size={size}
      variant={variant}
      block={block}
      onClick={() => startCheckout({ plan, interval, cancelTo, onError })}
      disabled={held || checkoutPending}
      aria-busy={checkoutPending || undefined}
      data-testid="checkout-button"
    >
      {checkoutPending
        ? "Starting checkout…"
        : held
          ? `You have ${plan === "premium" ? "Premium" : PAID_SERVICES[plan].name}`
          : children}
    </Button>
  );
}
