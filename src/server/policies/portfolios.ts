import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { findPortfolio, lockPortfolio, type Executor, type PortfolioRecord } from "../../db/repositories/portfolios";
import { AppError } from "../errors";

// Who may use a portfolio: its owner, nobody else. Another member's portfolio answers exactly as
// an id that does not exist (404), in pages, the API, the screener's universe and exports.

export async function ownPortfolio(db: Executor, userId: number, id: number): Promise<PortfolioRecord> {
  const found = await findPortfolio(db, userId, id);
  if (!found) throw new AppError("PORTFOLIO_NOT_FOUND");
  return found;
}

/** The member's portfolio, locked for a change within the transaction. */
export async function lockOwnPortfolio(trx: Transaction<DB>, userId: number, id: number): Promise<void> {
  if (!(await lockPortfolio(trx, userId, id))) throw new AppError("PORTFOLIO_NOT_FOUND");
}
