import { isScreenerParam } from "../../../domain/screener/query-string";

// /sectors and /industries accept a screener query string (spec 2.3) and hand it on: each
// group's link carries the screen into the group's page and jumps to its screener. The group's
// page reads and checks the parameters; here they are only picked and spelled as the screener
// spells its own (f[pe]=,20), so that the server's and the browser's links agree however the
// address was encoded.

const OWN_FILTER = { sector: "f[sid]", industry: "f[iid]" } as const;

/** The id of a group page's screener section, where a carried screen lands. */
export const GROUP_SCREEN_ID = "screen";

/** Values as the screener's codec writes them: each comma-separated part encoded, the commas kept. */
function spell(value: string): string {
  return value.split(",").map(encodeURIComponent).join(",");
}

/**
 * The screener parameters of an address (`?...`) that continue into a group of this kind: all
 * but the page number (another group has other pages) and the group's own filter (its page
 * sets that itself). Other parameters (campaign tags and the like) stay behind.
 */
export function carriedScreen(search: string, kind: "sector" | "industry"): string {
  const parts: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (isScreenerParam(name) && name !== "p" && name !== OWN_FILTER[kind]) parts.push(`${name}=${spell(value)}`);
  }
  return parts.join("&");
}

/** A group's link with the screen carried into it, or the plain link when there is none. */
export function groupLink(url: string, screen: string): string {
  return screen ? `${url}?${screen}#${GROUP_SCREEN_ID}` : url;
}
