import type { Kysely } from "kysely";
import type { SessionUser } from "../../db/repositories/sessions";
import { listTransactions, splitsOf } from "../../db/repositories/portfolios";
import type { DB } from "../../db/schema";
import { COMPANY_FILTER_KEY } from "../../domain/screener/filters";
import { isHeld, walkLedger } from "../../domain/portfolios/ledger";
import { AppError } from "../errors";
import { ownPortfolio } from "../policies/portfolios";
import { ownWatchlist } from "../policies/watchlists";

// The screener over a member's own stocks: `u=portfolio:{id}` (the companies it holds now) or
// `u=watchlist:{id}` restricts any screen to that list, as the company filter f[cid] does; a
// company filter already in the screen keeps only the list's companies among its own. Someone
// else's or an unknown list answers 404, as the list's own calls do. A saved screen keeps its
// `u` and reads the list again each time it runs (decision 072).

const UNIVERSE = /^(portfolio|watchlist):([1-9]\d{0,15})$/;
/** No company has this id: a list that holds nothing screens to nothing. */
const NOBODY = "2147483647";

export type UniverseKind = "portfolio" | "watchlist";

/** A member's list as a screen's universe, read now. */
export interface UniverseList {
  kind: UniverseKind;
  id: number;
  name: string;
  companyIds: number[];
}

/** Whether a raw query names a universe (the common screen does not, and stays synchronous). */
export function hasUniverse(raw: string): boolean {
  return raw.split("&").some((part) => part.startsWith("u="));
}

/** `portfolio:{id}` or `watchlist:{id}` read, or 400 SCREENER_QUERY_INVALID naming u. */
export function parseUniverse(value: string): { kind: UniverseKind; id: number } {
  const match = UNIVERSE.exec(value);
  if (!match) {
    const reason = `must be portfolio:{id} or watchlist:{id}, not '${value}'`;
    throw new AppError("SCREENER_QUERY_INVALID", `The parameter u ${reason}.`, { parameter: "u", reason });
  }
  return { kind: match[1] as UniverseKind, id: Number(match[2]) };
}

const isCompanyFilter = (name: string) => {
  const decoded = decodeURIComponent(name);
  return decoded === `f[${COMPANY_FILTER_KEY}]`;
};

/** The member's list and the companies it holds now; 404 for someone else's, an unknown one, or a guest. */
export async function readUniverse(
  db: Kysely<DB>,
  userId: number | undefined,
  universe: { kind: UniverseKind; id: number },
): Promise<UniverseList> {
  const { kind, id } = universe;
  if (kind === "watchlist") {
    if (userId === undefined) throw new AppError("WATCHLIST_NOT_FOUND");
    const list = await ownWatchlist(db, userId, id);
    return { kind, id, name: list.name, companyIds: list.companyIds };
  }
  if (userId === undefined) throw new AppError("PORTFOLIO_NOT_FOUND");
  const portfolio = await ownPortfolio(db, userId, id);
  const records = await listTransactions(db, id);
  const ids = [...new Set(records.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  const companyIds = walkLedger(records, await splitsOf(db, ids))
    .positions.filter(isHeld)
    .map((p) => p.companyId);
  return { kind, id, name: portfolio.name, companyIds };
}

/** A query without `u` restricted to the given companies: written as the company filter, within any already there. */
export function restrictToCompanies(raw: string, companyIds: readonly number[]): string {
  const parts = raw.split("&").filter((p) => p !== "" && !p.startsWith("u="));
  let ids = [...companyIds];
  const chosen = parts.find((p) => isCompanyFilter(p.split("=")[0]!));
  if (chosen) {
    const within = new Set(decodeURIComponent(chosen.split("=")[1] ?? "").split(","));
    ids = ids.filter((id) => within.has(String(id)));
  }
  const filter = `f[${COMPANY_FILTER_KEY}]=${ids.length ? ids.join(",") : NOBODY}`;
  return [...parts.filter((p) => p !== chosen), filter].join("&");
}

/** The raw query's one `u`, read; null without one. */
export function universeOf(raw: string): { kind: UniverseKind; id: number } | null {
  const universe = raw.split("&").filter((p) => p.startsWith("u="));
  if (universe.length === 0) return null;
  if (universe.length > 1) {
    const reason = "is given twice";
    throw new AppError("SCREENER_QUERY_INVALID", `The parameter u ${reason}.`, { parameter: "u", reason });
  }
  return parseUniverse(decodeURIComponent(universe[0]!.slice(2)));
}

/** The raw query with its universe written as the company filter, and the list it names (null without `u`). */
export async function withUniverseList(
  db: Kysely<DB>,
  user: SessionUser | undefined,
  raw: string,
): Promise<{ query: string; list: UniverseList | null }> {
  const universe = universeOf(raw);
  if (!universe) return { query: raw, list: null };
  const list = await readUniverse(db, user?.userId, universe);
  return { query: restrictToCompanies(raw, list.companyIds), list };
}

/** The raw query with its universe written as the company filter, for the screener's codec. */
export async function withUniverse(db: Kysely<DB>, user: SessionUser | undefined, raw: string): Promise<string> {
  return (await withUniverseList(db, user, raw)).query;
}
