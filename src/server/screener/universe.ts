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
// else's or an unknown list answers 404, as the list's own calls do.

const UNIVERSE = /^(portfolio|watchlist):([1-9]\d{0,15})$/;
/** No company has this id: a list that holds nothing screens to nothing. */
const NOBODY = "2147483647";

/** Whether a raw query names a universe (the common screen does not, and stays synchronous). */
export function hasUniverse(raw: string): boolean {
  return raw.split("&").some((part) => part.startsWith("u="));
}

const isCompanyFilter = (name: string) => {
  const decoded = decodeURIComponent(name);
  return decoded === `f[${COMPANY_FILTER_KEY}]`;
};

async function listCompanies(
  db: Kysely<DB>,
  user: SessionUser | undefined,
  kind: string,
  id: number,
): Promise<number[]> {
  if (kind === "watchlist") {
    if (!user) throw new AppError("WATCHLIST_NOT_FOUND");
    return (await ownWatchlist(db, user.userId, id)).companyIds;
  }
  if (!user) throw new AppError("PORTFOLIO_NOT_FOUND");
  await ownPortfolio(db, user.userId, id);
  const records = await listTransactions(db, id);
  const ids = [...new Set(records.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  return walkLedger(records, await splitsOf(db, ids))
    .positions.filter(isHeld)
    .map((p) => p.companyId);
}

/** The raw query with its universe written as the company filter, for the screener's codec. */
export async function withUniverse(db: Kysely<DB>, user: SessionUser | undefined, raw: string): Promise<string> {
  const parts = raw.split("&");
  const universe = parts.filter((p) => p.startsWith("u="));
  if (universe.length === 0) return raw;
  const value = decodeURIComponent(universe[universe.length - 1]!.slice(2));
  const match = UNIVERSE.exec(value);
  if (universe.length > 1 || !match) {
    const reason = universe.length > 1 ? "is given twice" : `must be portfolio:{id} or watchlist:{id}, not '${value}'`;
    throw new AppError("SCREENER_QUERY_INVALID", `The parameter u ${reason}.`, { parameter: "u", reason });
  }
  let ids = await listCompanies(db, user, match[1]!, Number(match[2]));
  const rest = parts.filter((p) => !p.startsWith("u="));
  const chosen = rest.find((p) => isCompanyFilter(p.split("=")[0]!));
  if (chosen) {
    const within = new Set(decodeURIComponent(chosen.split("=")[1] ?? "").split(","));
    ids = ids.filter((id) => within.has(String(id)));
  }
  const filter = `f[${COMPANY_FILTER_KEY}]=${ids.length ? ids.join(",") : NOBODY}`;
  return [...rest.filter((p) => p !== chosen), filter].join("&");
}
