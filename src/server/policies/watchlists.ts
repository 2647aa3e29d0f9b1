import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { findWatchlist, lockWatchlist, type Executor, type WatchlistRecord } from "../../db/repositories/watchlists";
import { AppError, type ErrorCode } from "../errors";

// Who may use a watchlist: its owner, nobody else. Another user's watchlist answers exactly as
// an id that does not exist (404 with spec 8's message), never 403: an id tells nothing about
// whether it exists or whose it is.

type NotFound = Extract<ErrorCode, "WATCHLIST_NOT_FOUND" | "WATCHLIST_NOT_FOUND_FOR_UPDATE">;

/** The user's watchlist, for reading. */
export async function ownWatchlist(db: Executor, userId: number, id: number): Promise<WatchlistRecord> {
  const found = await findWatchlist(db, userId, id);
  if (!found) throw new AppError("WATCHLIST_NOT_FOUND");
  return found;
}

/** The user's watchlist, locked for a change within the transaction. */
export async function lockOwnWatchlist(
  trx: Transaction<DB>,
  userId: number,
  id: number,
  notFound: NotFound = "WATCHLIST_NOT_FOUND_FOR_UPDATE",
): Promise<void> {
  if (!(await lockWatchlist(trx, userId, id))) throw new AppError(notFound);
}
