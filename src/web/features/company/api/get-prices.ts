import { api } from "../../../../domain/paths";
import type { PriceSeries } from "../../../../domain/contracts/company";
import { ApiError, apiCall, schemaOf } from "../../../lib/api-client";
import { readPriceSeries } from "../read-price-series";

// GET /api/companies/{id}/prices: the chart's whole daily history, read in the browser after the
// page has rendered (too large for every server-rendered page; only the chart needs it). The
// contract's schema loads with the answer, so zod stays out of the company page's first load.

const priceSeries = schemaOf(
  () => import("../../../../domain/contracts/company"),
  (c) => c.priceSeriesSchema,
);

export const UNREADABLE_PRICES = "The prices arrived in a form this page cannot read.";

export async function getPrices(companyId: number, signal?: AbortSignal): Promise<PriceSeries> {
  let answer: unknown;
  try {
    answer = await apiCall(api.companyPrices(companyId), priceSeries, { signal });
  } catch (e) {
    throw e instanceof ApiError && e.code === "unreadable_answer" ? new Error(UNREADABLE_PRICES) : e;
  }
  // What the chart relies on beyond the contract: columns of equal length, ascending dates.
  const series = readPriceSeries(answer);
  if (!series) throw new Error(UNREADABLE_PRICES);
  return series;
}
