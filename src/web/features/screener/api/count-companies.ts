import { api } from "../../../../domain/paths";
import { apiCall, schemaOf } from "../../../lib/api-client";

// GET /api/screener/companies/count: how many companies a screen's filter query leaves.

export async function countCompanies(filterQuery: string, signal?: AbortSignal): Promise<number | null> {
  const body = await apiCall(
    api.screenerCount(filterQuery),
    schemaOf(
      () => import("../../../../domain/screener/contract"),
      (c) => c.screenerCountSchema,
    ),
    { signal },
  );
  return body?.count ?? null;
}
