import { data } from "react-router";
import type { ScreenerCatalogue, ScreenerPageResult, ScreenerResponse } from "../../../domain/screener/contract";
import { isScreenerParam } from "../../../domain/screener/codec";

// Shared by the screener routes: only the screener's own parameters are read from the address
// (campaign tags and the like pass through), and a screen the server refuses becomes the
// matching error page.

export function screenerQuery(request: Request): string {
  const params = new URL(request.url).searchParams;
  const kept = new URLSearchParams();
  for (const [k, v] of params) if (isScreenerParam(k)) kept.append(k, v);
  return kept.toString();
}

export function screenOrError(result: ScreenerPageResult): { data: ScreenerResponse; catalogue: ScreenerCatalogue } {
  if (result.ok) return { data: result.data, catalogue: result.catalogue };
  throw data(result.message, { status: result.status, statusText: result.status === 404 ? "Not Found" : result.status === 403 ? "Forbidden" : "Bad Request" });
}

export function pageMeta(title: string, description: string) {
  return [{ title: `${title} · OpenZen` }, { name: "description", content: description }];
}
