import type { Kysely, Transaction as Trx } from "kysely";
import type { DB } from "../../../db/schema";
import {
  companiesByTicker,
  deletePortfolio,
  deleteTransaction,
  findPortfolio,
  insertPortfolio,
  insertTransaction,
  listPortfolios,
  listTransactions,
  lockUserPortfolios,
  renamePortfolio,
  splitsOf,
  updateTransaction,
  type NewTransaction,
  type PortfolioRecord,
  type TransactionRecord,
} from "../../../db/repositories/portfolios";
import { PORTFOLIO_LIMITS, type TransactionBody } from "../../../domain/contracts/portfolios";
import { normaliseTicker } from "../../../domain/portfolios/broker-fields";
import { LedgerError, walkLedger } from "../../../domain/portfolios/ledger";
import { AppError } from "../../errors";
import { lockOwnPortfolio, ownPortfolio } from "../../policies/portfolios";
import { assertCompaniesExist } from "../watchlists/watchlists";

// What the portfolio calls do (decision 061). Every change runs in one transaction that first
// locks the portfolio, then checks the whole ledger as it would be after the change: a sale of
// shares not held then, on any date, refuses the change and leaves everything as it was.

export function listOwnPortfolios(db: Kysely<DB>, userId: number): Promise<PortfolioRecord[]> {
  return listPortfolios(db, userId);
}

export async function createPortfolio(db: Kysely<DB>, userId: number, name: string): Promise<PortfolioRecord> {
  return db.transaction().execute(async (trx) => {
    const ids = await lockUserPortfolios(trx, userId);
    if (ids.length >= PORTFOLIO_LIMITS.portfoliosPerUser) throw new AppError("PORTFOLIO_LIMIT_REACHED");
    const id = await insertPortfolio(trx, userId, name);
    return (await findPortfolio(trx, userId, id))!;
  });
}

export async function renameOwnPortfolio(
  db: Kysely<DB>,
  userId: number,
  id: number,
  name: string,
): Promise<PortfolioRecord> {
  if (!(await renamePortfolio(db, userId, id, name))) throw new AppError("PORTFOLIO_NOT_FOUND");
  return (await findPortfolio(db, userId, id))!;
}

/** Deletes the portfolio with its transactions and imports. */
export async function deleteOwnPortfolio(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deletePortfolio(db, userId, id))) throw new AppError("PORTFOLIO_NOT_FOUND");
}

/** The market dates a transaction may carry: from our first price to the market's date. */
export interface DateRange {
  first: string | null;
  last: string | null;
}

/** A hand-written transaction, checked for what its kind needs. */
export function transactionOf(body: TransactionBody, range: DateRange): NewTransaction {
  const invalid = (why: string) => {
    throw new AppError("PORTFOLIO_TRANSACTION_INVALID", why);
  };
  if ((range.last && body.date > range.last) || (range.first && body.date < range.first))
    throw new AppError(
      "PORTFOLIO_DATE_OUT_OF_RANGE",
      `Our market data covers ${range.first ?? "?"} to ${range.last ?? "?"}: ${body.date} is outside it.`,
    );
  const companyId = body.company_id ?? null;
  const fee = body.fee ?? 0;
  switch (body.kind) {
    case "buy":
    case "sell":
      if (companyId === null) invalid(`A ${body.kind} needs a company.`);
      if (!body.shares) invalid(`A ${body.kind} needs a number of shares.`);
      if (!body.price) invalid(`A ${body.kind} needs a price.`);
      return {
        date: body.date,
        kind: body.kind,
        companyId,
        shares: body.shares!,
        price: body.price!,
        amount: body.shares! * body.price!,
        fee,
      };
    case "dividend":
      if (companyId === null) invalid("A dividend needs a company.");
      if (!body.amount) invalid("A dividend needs an amount.");
      return { date: body.date, kind: "dividend", companyId, shares: null, price: null, amount: body.amount!, fee: 0 };
    case "cash_in":
    case "cash_out":
      if (!body.amount) invalid("A deposit or withdrawal needs an amount.");
      return {
        date: body.date,
        kind: body.kind,
        companyId: null,
        shares: null,
        price: null,
        amount: body.amount!,
        fee: 0,
      };
    case "fee":
      if (!body.amount) invalid("A fee needs an amount.");
      return { date: body.date, kind: "fee", companyId, shares: null, price: null, amount: body.amount!, fee: 0 };
  }
}

/** Refuses the portfolio's transactions as they now stand in `trx` when a sale exceeds what is held. */
export async function assertLedgerHolds(
  trx: Trx<DB>,
  portfolioId: number,
  describe?: (t: TransactionRecord) => string,
): Promise<void> {
  const records = await listTransactions(trx, portfolioId);
  const ids = [...new Set(records.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  try {
    walkLedger(records, await splitsOf(trx, ids));
  } catch (e) {
    if (!(e instanceof LedgerError)) throw e;
    const t = records[e.index]!;
    throw new AppError(
      "PORTFOLIO_SELL_EXCEEDS_HOLDING",
      `${describe ? describe(t) : (t.ticker ?? "")}: ${e.message}`.trim(),
      {
        transactionId: t.id,
      },
    );
  }
}

async function lockForChange(trx: Trx<DB>, userId: number, portfolioId: number): Promise<void> {
  await lockOwnPortfolio(trx, userId, portfolioId);
}

/** The body with its company found by ticker when only the ticker was given. */
async function withCompany(db: Kysely<DB>, body: TransactionBody): Promise<TransactionBody> {
  if (body.company_id != null || body.ticker === undefined) return body;
  const ticker = normaliseTicker(body.ticker);
  const id = (await companiesByTicker(db, [ticker])).get(ticker);
  if (id === undefined)
    throw new AppError("COMPANY_NOT_FOUND", `There is no company with the ticker ${ticker}.`, { ticker });
  return { ...body, company_id: id };
}

/**
 * Adds or changes one transaction (`write` answers its id) under the portfolio's lock, its
 * company known; the ledger must still hold after it. Answers the transaction as listed.
 */
async function writeTransaction(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  t: NewTransaction,
  write: (trx: Trx<DB>) => Promise<number>,
): Promise<TransactionRecord> {
  return db.transaction().execute(async (trx) => {
    await lockForChange(trx, userId, portfolioId);
    if (t.companyId !== null) await assertCompaniesExist(trx, [t.companyId]);
    const id = await write(trx);
    await assertLedgerHolds(trx, portfolioId);
    return (await listTransactions(trx, portfolioId)).find((r) => r.id === id)!;
  });
}

export async function addTransaction(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  body: TransactionBody,
  range: DateRange,
): Promise<TransactionRecord> {
  const t = transactionOf(await withCompany(db, body), range);
  return writeTransaction(db, userId, portfolioId, t, async (trx) => {
    const current = await ownPortfolio(trx, userId, portfolioId);
    if (current.transactions >= PORTFOLIO_LIMITS.transactionsPerPortfolio) throw new AppError("PORTFOLIO_FULL");
    return insertTransaction(trx, portfolioId, t);
  });
}

export async function changeTransaction(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  transactionId: number,
  body: TransactionBody,
  range: DateRange,
): Promise<TransactionRecord> {
  const t = transactionOf(await withCompany(db, body), range);
  return writeTransaction(db, userId, portfolioId, t, async (trx) => {
    if (!(await updateTransaction(trx, portfolioId, transactionId, t)))
      throw new AppError("PORTFOLIO_TRANSACTION_NOT_FOUND");
    return transactionId;
  });
}

export async function removeTransaction(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  transactionId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForChange(trx, userId, portfolioId);
    if (!(await deleteTransaction(trx, portfolioId, transactionId)))
      throw new AppError("PORTFOLIO_TRANSACTION_NOT_FOUND");
    await assertLedgerHolds(trx, portfolioId);
  });
}

/** The dates our market data covers: its first stored price to the market's date. */
export async function marketDateRange(db: Kysely<DB>, asOf: string | null): Promise<DateRange> {
  const row = await db
    .selectFrom("price_years")
    .select((eb) => eb.fn.min("first_date").as("first"))
    .executeTakeFirst();
  const first = row?.first ? new Date(row.first).toISOString().slice(0, 10) : null;
  return { first, last: asOf };
}
