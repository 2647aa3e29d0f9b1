import { api } from "../../../../domain/paths";
import type { PriceSeries } from "../../../../domain/contracts/company";
import { apiCall } from "../../../lib/api-client";
import { readPriceSeries } from "../read-price-series";

// GET /api/companies/{id}/prices: the chart's whole daily history, read in the browser after the
// page has rendered (too large for every server-rendered page; only the chart needs it).

export const UNREADABLE_PRICES = "The prices arrived in a form this page cannot read.";

export async function getPrices(companyId: number, signal?: AbortSignal): Promise<PriceSeries> {
  const series = readPriceSeries(await apiCall<unknown>(api.companyPrices(companyId), { signal }));
  if (!series) throw new Error(UNREADABLE_PRICES);
  return series;
}
