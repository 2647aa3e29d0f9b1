// The affiliate redirects of /go/{slug}: a configured table from slug to a partner's https
// address, each host on an allow-list. The table is checked whole when the server starts, so a
// mistyped or foreign address stops the start instead of sending visitors anywhere; a request
// can only ever pick one of the table's addresses by its slug (never an open redirect).

export const AFFILIATE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export type AffiliateTable = ReadonlyMap<string, string>;

export type AffiliateTableResult = { ok: true; table: AffiliateTable } | { ok: false; problems: string[] };

/** Host names as the allow-list holds them: lower case, no port, no trailing dot. */
export function parseAllowedHosts(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase().replace(/\.$/, ""))
    .filter((h) => h !== "");
}

/** Whether an address may be redirected to: https, no user or password, a host on the allow-list. */
export function allowedAddress(address: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "is not an address";
  }
  if (url.protocol !== "https:") return "must be an https address";
  if (url.username || url.password) return "must not carry a user name or password";
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!allowedHosts.includes(host)) return `goes to ${host}, which is not in AFFILIATE_HOSTS`;
  return null;
}

/**
 * Reads AFFILIATE_LINKS (a JSON object from slug to address) against AFFILIATE_HOSTS. No links:
 * an empty table (every /go/ address is then a 404).
 */
export function parseAffiliateTable(
  linksJson: string | undefined,
  allowedHosts: readonly string[],
): AffiliateTableResult {
  if (linksJson === undefined || linksJson.trim() === "") return { ok: true, table: new Map() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(linksJson);
  } catch {
    return {
      ok: false,
      problems: ['AFFILIATE_LINKS must be a JSON object such as {"broker":"https://partner.example/offer"}'],
    };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return {
      ok: false,
      problems: ['AFFILIATE_LINKS must be a JSON object such as {"broker":"https://partner.example/offer"}'],
    };
  const problems: string[] = [];
  const table = new Map<string, string>();
  for (const [slug, address] of Object.entries(parsed)) {
    if (!AFFILIATE_SLUG.test(slug)) {
      problems.push(
        `AFFILIATE_LINKS: "${slug}" is not a slug (lower-case letters, digits and inner hyphens, at most 64)`,
      );
      continue;
    }
    if (typeof address !== "string") {
      problems.push(`AFFILIATE_LINKS: the address of "${slug}" must be a string`);
      continue;
    }
    const problem = allowedAddress(address, allowedHosts);
    if (problem) problems.push(`AFFILIATE_LINKS: the address of "${slug}" ${problem}`);
    else table.set(slug, new URL(address).href);
  }
  return problems.length ? { ok: false, problems } : { ok: true, table };
}

/** The partner address of a slug, or null: anything not exactly a slug of the table is unknown. */
export function affiliateTarget(table: AffiliateTable, slug: string): string | null {
  return AFFILIATE_SLUG.test(slug) ? (table.get(slug) ?? null) : null;
}
