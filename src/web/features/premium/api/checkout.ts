import type { CheckoutRequest, CheckoutResponse } from "../../../../domain/contracts/billing";
import { api } from "../../../../domain/paths";
import { apiCall } from "../../../lib/api-client";

// POST /api/users/checkout (spec 7): the caller's options, referral and cancel_to; answers the
// provider's Checkout Session with the address of its payment page. Failures throw ApiError
// with the server's message (spec 8: shown in a toast).

export async function startCheckoutCall(body: CheckoutRequest): Promise<CheckoutResponse> {
  const answer = await apiCall<unknown>(api.checkout(), { method: "POST", json: body });
  // Loaded with the answer: the premium layer is on every page, the contract's zod need not be (decision 041).
  const { checkoutResponseSchema } = await import("../../../../domain/contracts/billing");
  return checkoutResponseSchema.parse(answer);
}
