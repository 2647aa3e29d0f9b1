import { api } from "../../../../domain/paths";
import type { SavedScreener, SavedScreenerBody } from "../../../../domain/screener/saved";
import { apiCall, apiSend, schemaOf } from "../../../lib/api-client";

// POST, PUT and DELETE /api/screener/saved[/{id}] (spec section 7). The list itself is page data,
// read by the saved screeners page's loader. A new screen's answer is parsed by its schema, loaded
// with the answer (decision 041).

export async function createSavedScreener(body: SavedScreenerBody): Promise<SavedScreener | null> {
  const answer = await apiCall(
    api.savedScreeners(),
    schemaOf(
      () => import("../../../../domain/screener/saved"),
      (c) => c.savedScreenerAnswerSchema,
    ),
    { method: "POST", json: body },
  );
  return answer?.savedScreener ?? null;
}

export async function updateSavedScreener(id: number, body: SavedScreenerBody): Promise<void> {
  await apiSend(api.savedScreener(id), { method: "PUT", json: body });
}

export async function deleteSavedScreener(id: number): Promise<void> {
  await apiSend(api.savedScreener(id), { method: "DELETE" });
}

/** PATCH /api/screener/saved/{id}/subscription: screen alerts on or off, and how often (decision 024). */
export async function subscribeSavedScreener(
  id: number,
  subscribed: boolean,
  frequency: SavedScreener["subscriptionFrequency"],
): Promise<void> {
  await apiSend(api.savedScreenerSubscription(id), {
    method: "PATCH",
    json: { saved_screener: { subscribed, subscription_frequency: frequency } },
  });
}
