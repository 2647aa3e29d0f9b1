import type { CheckoutRequest, CheckoutResponse } from "../../../../domain/contracts/billing";
import { api } from "../../../../domain/paths";
import { apiRead, schemaOf } from "../../../lib/api-client";

// POST /api/users/checkout (spec 7): the caller's options, referral and cancel_to; answers the
// provider's Checkout Session with the address of its payment page. Failures throw ApiError
// with the server's message (spec 8: shown in a toast).

export function startCheckoutCall(body: CheckoutRequest): Promise<CheckoutResponse> {
  // Loaded with the answer: the premium layer is on every page, the contract's zod need not be (decision 041).
  return apiRead(
    api.checkout(),
    schemaOf(
      () => import("../../../../domain/contracts/billing"),
      (c) => c.checkoutResponseSchema,
    ),
    { method: "POST", json: body },
  );
}
