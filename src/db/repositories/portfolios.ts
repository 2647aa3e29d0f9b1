import { sql, type Kysely, type Transaction as Trx } from "kysely";
import type { DB } from "../schema";

// A member's portfolios and what they hold (migration 0073). Every query names the owner: a
// portfolio is found only through its user, so another member's id reads as absent.

export type Executor = Kysely<DB> | Trx<DB>;

export interface PortfolioRecord {
  id: number;
  name: string;
  createdAt: Date;
  transactions: number;
}

export interface TransactionRecord {
  id: number;
  date: string;
  kind: "buy" | "sell" | "dividend" | "cash_in" | "cash_out" | "fee";
  companyId: number | null;
  ticker: string | null;
  exchange: string | null;
  companyName: string | null;
  shares: number | null;
  price: number | null;
  amount: number;
  fee: number;
  imported: boolean;
}

export interface NewTransaction {
  date: string;
  kind: TransactionRecord["kind"];
  companyId: number | null;
  shares: number | null;
  price: number | null;
  amount: number;
  fee: number;
  importKey?: string | null;
}

const iso = (d: Date | string) => (typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function portfolioQuery(db: Executor, userId: number) {
  return db
    .selectFrom("portfolios as p")
    .select(["p.id", "p.name", "p.created_at"])
    .select((eb) =>
      eb
        .selectFrom("portfolio_transactions as t")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("t.portfolio_id", "=", "p.id")
        .as("transactions"),
    )
    .where("p.user_id", "=", userId);
}

const toPortfolio = (r: {
  id: number;
  name: string;
  created_at: Date;
  transactions: number | null;
}): PortfolioRecord => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  transactions: r.transactions ?? 0,
});

export async function listPortfolios(db: Executor, userId: number): Promise<PortfolioRecord[]> {
  return (await portfolioQuery(db, userId).orderBy("p.id").execute()).map(toPortfolio);
}

export async function findPortfolio(db: Executor, userId: number, id: number): Promise<PortfolioRecord | undefined> {
  const row = await portfolioQuery(db, userId).where("p.id", "=", id).executeTakeFirst();
  return row ? toPortfolio(row) : undefined;
}

/** Locks the member's portfolio rows: a count or a change checked against them holds until commit. */
export async function lockUserPortfolios(trx: Trx<DB>, userId: number): Promise<number[]> {
  const rows = await trx.selectFrom("portfolios").select("id").where("user_id", "=", userId).forUpdate().execute();
  return rows.map((r) => r.id);
}

/** Locks one portfolio of the member; false when it is not theirs. */
export async function lockPortfolio(trx: Trx<DB>, userId: number, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom("portfolios")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPortfolio(db: Executor, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto("portfolios")
    .values({ user_id: userId, name })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePortfolio(db: Executor, userId: number, id: number, name: string): Promise<boolean> {
  const r = await db
    .updateTable("portfolios")
    .set({ name })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deletePortfolio(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom("portfolios").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The portfolio's transactions in date order (then as entered). */
export async function listTransactions(db: Executor, portfolioId: number): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom("portfolio_transactions as t")
    .leftJoin("companies as c", "c.id", "t.company_id")
    .select([
      "t.id",
      "t.trade_date",
      "t.kind",
      "t.company_id",
      "c.ticker",
      "c.exchange",
      "c.name as company_name",
      "t.shares",
      "t.price",
      "t.amount",
      "t.fee",
      "t.import_key",
    ])
    .where("t.portfolio_id", "=", portfolioId)
    .orderBy("t.trade_date")
    .orderBy("t.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: iso(r.trade_date),
    kind: r.kind,
    companyId: r.company_id,
    ticker: r.ticker,
    exchange: r.exchange,
    companyName: r.company_name,
    shares: r.shares,
    price: r.price,
    amount: r.amount,
    fee: r.fee,
    imported: r.import_key !== null,
  }));
}

const row = (portfolioId: number, t: NewTransaction) => ({
  portfolio_id: portfolioId,
  trade_date: t.date,
  kind: t.kind,
  company_id: t.companyId,
  shares: t.shares,
  price: t.price,
  amount: t.amount,
  fee: t.fee,
  import_key: t.importKey ?? null,
});

export async function insertTransaction(db: Executor, portfolioId: number, t: NewTransaction): Promise<number> {
  const r = await db
    .insertInto("portfolio_transactions")
    .values(row(portfolioId, t))
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts imported rows; a row whose key the portfolio already holds is left out. Answers how many were added. */
export async function insertImportedTransactions(
  db: Executor,
  portfolioId: number,
  rows: NewTransaction[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const r = await db
      .insertInto("portfolio_transactions")
      .values(rows.slice(i, i + 500).map((t) => row(portfolioId, t)))
      .onConflict((oc) => oc.columns(["portfolio_id", "import_key"]).doNothing())
      .returning("id")
      .execute();
    added += r.length;
  }
  return added;
}

export async function existingImportKeys(
  db: Executor,
  portfolioId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom("portfolio_transactions")
    .select("import_key")
    .where("portfolio_id", "=", portfolioId)
    .where("import_key", "in", [...keys])
    .execute();
  return new Set(rows.map((r) => r.import_key!));
}

export async function updateTransaction(
  db: Executor,
  portfolioId: number,
  id: number,
  t: NewTransaction,
): Promise<boolean> {
  const { portfolio_id: _p, import_key: _k, ...values } = row(portfolioId, t);
  const r = await db
    .updateTable("portfolio_transactions")
    .set(values)
    .where("id", "=", id)
    .where("portfolio_id", "=", portfolioId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deleteTransaction(db: Executor, portfolioId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom("portfolio_transactions")
    .where("id", "=", id)
    .where("portfolio_id", "=", portfolioId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export interface ImportRecord {
  id: number;
  fileName: string;
  layout: string;
  added: number;
  already: number;
  importedAt: Date;
  unknown: { ticker: string; lines: number[] }[];
}

export async function insertImport(
  db: Executor,
  portfolioId: number,
  record: Omit<ImportRecord, "id" | "importedAt"> & { skipped: { line: number; action: string }[] },
): Promise<void> {
  await db
    .insertInto("portfolio_imports")
    .values({
      portfolio_id: portfolioId,
      file_name: record.fileName,
      layout: record.layout,
      added: record.added,
      already: record.already,
      skipped: JSON.stringify(record.skipped),
      unknown: JSON.stringify(record.unknown),
    })
    .execute();
}

export async function listImports(db: Executor, portfolioId: number): Promise<ImportRecord[]> {
  const rows = await db
    .selectFrom("portfolio_imports")
    .select(["id", "file_name", "layout", "added", "already", "imported_at", "unknown"])
    .where("portfolio_id", "=", portfolioId)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    layout: r.layout,
    added: r.added,
    already: r.already,
    importedAt: r.imported_at,
    unknown: r.unknown as ImportRecord["unknown"],
  }));
}

export async function readLayoutMapping(db: Executor, userId: number, layoutKey: string): Promise<unknown> {
  const r = await db
    .selectFrom("portfolio_import_layouts")
    .select("mapping")
    .where("user_id", "=", userId)
    .where("layout_key", "=", layoutKey)
    .executeTakeFirst();
  return r?.mapping;
}

export async function saveLayoutMapping(
  db: Executor,
  userId: number,
  layoutKey: string,
  mapping: unknown,
): Promise<void> {
  await db
    .insertInto("portfolio_import_layouts")
    .values({ user_id: userId, layout_key: layoutKey, mapping: JSON.stringify(mapping) })
    .onConflict((oc) =>
      oc.columns(["user_id", "layout_key"]).doUpdateSet({ mapping: JSON.stringify(mapping), updated_at: new Date() }),
    )
    .execute();
}

/** Company ids by ticker (upper case, class shares with a dot), listed companies first. */
export async function companiesByTicker(db: Executor, tickers: readonly string[]): Promise<Map<string, number>> {
  if (tickers.length === 0) return new Map();
  const rows = await db
    .selectFrom("companies")
    .select(["id", "ticker", "delisted_on"])
    .where(sql<string>`upper(replace(ticker, '-', '.'))`, "in", [...tickers])
    .orderBy(sql`delisted_on IS NOT NULL`)
    .orderBy("id")
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const key = r.ticker.toUpperCase().replace(/-/g, ".");
    if (!out.has(key)) out.set(key, r.id);
  }
  return out;
}

export interface CompanyFacts {
  id: number;
  ticker: string;
  exchange: string;
  name: string;
  sector: string | null;
  grade: string | null;
}

export async function companyFacts(db: Executor, ids: readonly number[]): Promise<Map<number, CompanyFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("companies as c")
    .leftJoin("sectors as s", "s.id", "c.sector_id")
    .leftJoin("ratings_latest as r", "r.company_id", "c.id")
    .select(["c.id", "c.ticker", "c.exchange", "c.name", "s.name as sector", "r.grade"])
    .where("c.id", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function splitsOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("splits")
    .select(["company_id", "ex_date", "ratio", "prices_adjusted"])
    .where("company_id", "in", [...ids])
    .orderBy("ex_date")
    .execute();
  return rows.map((r) => ({
    companyId: r.company_id,
    date: iso(r.ex_date),
    ratio: r.ratio,
    pricesAdjusted: r.prices_adjusted,
  }));
}

export async function dividendsOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { exDate: string; payDate: string | null; amount: number }[]>();
  const rows = await db
    .selectFrom("dividends")
    .select(["company_id", "ex_date", "pay_date", "amount"])
    .where("company_id", "in", [...ids])
    .orderBy("ex_date")
    .execute();
  const out = new Map<number, { exDate: string; payDate: string | null; amount: number }[]>();
  for (const r of rows) {
    const list = out.get(r.company_id) ?? [];
    list.push({ exDate: iso(r.ex_date), payDate: r.pay_date === null ? null : iso(r.pay_date), amount: r.amount });
    out.set(r.company_id, list);
  }
  return out;
}
