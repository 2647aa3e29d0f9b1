import { data, type RouterContextProvider } from "react-router";
import type { ScreenerCatalogue, ScreenerPageError, ScreenerResponse } from "../../../domain/screener/contract";
import { decodeScreen } from "../../../domain/screener/codec";
import { isScreenerParam } from "../../../domain/screener/query-string";
import { pageContext } from "../../lib/page-context";
import { keptForServerRender } from "../../lib/server-drawn";
import { CATALOGUE_FOR_SERVER, type FirstViewCatalogue } from "./first-view-catalogue";

// Shared by the screener routes: only the screener's own parameters are read from the address
// (campaign tags and the like pass through), and a screen the server refuses becomes the
// matching error page.

export function screenerQuery(request: Request): string {
  const params = new URL(request.url).searchParams;
  const kept = new URLSearchParams();
  for (const [k, v] of params) if (isScreenerParam(k)) kept.append(k, v);
  return kept.toString();
}

/** The screen's page (`p`), 1 when the screen is malformed (the screener answers that one with its error page). */
export function screenPage(query: string): number {
  const decoded = decodeScreen(query);
  return decoded.ok ? decoded.screen.page : 1;
}

/** The screen's data (a plain screen's, or a group's with its scope), or the error page the server's refusal calls for. */
export function screenOrError<T extends { ok: true }>(result: T | ScreenerPageError): Omit<T, "ok"> {
  if (!result.ok)
    throw data(result.message, {
      status: result.status,
      statusText: result.status === 404 ? "Not Found" : result.status === 403 ? "Forbidden" : "Bad Request",
    });
  const { ok: _, ...screen } = result;
  return screen;
}

/**
 * A screen's loader answer with the catalogue cut to what the first view shows
 * (first-view-catalogue.ts); the whole catalogue is kept for the server's column chooser form.
 */
export function withFirstViewCatalogue<T extends { data: ScreenerResponse; catalogue: ScreenerCatalogue }>(
  context: Readonly<RouterContextProvider>,
  { catalogue, ...page }: T,
): Omit<T, "catalogue"> & { catalogue: FirstViewCatalogue } {
  keptForServerRender(context, CATALOGUE_FOR_SERVER, catalogue);
  const sort = catalogue.columns.find((c) => c.key === page.data.sort.column);
  const { session } = pageContext(context);
  return {
    ...page,
    catalogue: {
      tabs: catalogue.tabs,
      sortColumn: sort ? { key: sort.key, name: sort.name } : null,
      access: `${session.hasPremium ? "premium" : "free"}${session.lockCompanies ? ",companies locked" : ""}`,
    },
  };
}

export function pageMeta(title: string, description: string) {
  return [{ title: `${title} · OpenZen` }, { name: "description", content: description }];
}

/** The title and description of a preset screen's page, or the page's own title without one. */
export function presetMeta(preset: { title: string; description: string } | null | undefined, title: string) {
  return preset ? pageMeta(preset.title, preset.description) : pageMeta(title, "");
}

/** What every screener page hands its ScreenerView from its loader's answer. */
export function screenViewProps<
  T extends { data: unknown; catalogue: unknown; screen: unknown; missingReasons: unknown },
>({ data, catalogue, screen, missingReasons }: T): Pick<T, "data" | "catalogue" | "screen" | "missingReasons"> {
  return { data, catalogue, screen, missingReasons };
}
