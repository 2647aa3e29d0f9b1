import { api } from "../../../../domain/paths";
import { apiCall } from "../../../lib/api-client";

// GET /api/screener/companies/count: how many companies a screen's filter query leaves.

export async function countCompanies(filterQuery: string, signal?: AbortSignal): Promise<number | null> {
  const body = await apiCall<{ count?: unknown }>(api.screenerCount(filterQuery), { signal });
  return typeof body?.count === "number" ? body.count : null;
}
