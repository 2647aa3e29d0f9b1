import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import {
  companiesByTicker,
  existingImportKeys,
  insertImport,
  insertImportedTransactions,
  readLayoutMapping,
  saveLayoutMapping,
  type NewTransaction,
} from "../../../db/repositories/portfolios";
import {
  columnMappingSchema,
  PORTFOLIO_LIMITS,
  PRESET_NAMES,
  type ImportBody,
  type ImportPreview,
} from "../../../domain/contracts/portfolios";
import {
  detectPreset,
  firstHeader,
  importKeys,
  layoutKey,
  parseWithMapping,
  parseWithPreset,
  type ColumnMapping,
} from "../../../domain/portfolios/broker-csv";
import { ImportFileError, type CsvRow, type ParsedFile } from "../../../domain/portfolios/broker-fields";
import { CsvSyntaxError, parseCsv } from "../../../market/importers/csv";
import { AppError } from "../../errors";
import { lockOwnPortfolio, ownPortfolio } from "../../policies/portfolios";
import { assertLedgerHolds, type DateRange } from "./portfolios";

// Broker files into a portfolio (decision 061): read with a broker's preset (named, or found
// from the header), or with the member's column mapping, which is remembered for files of the
// same header. The preview writes nothing; the import writes the same rows in one transaction.
// A row read before is recognised by its key and not added again; a ticker we do not know keeps
// its rows out and is listed with their lines (importing the file again once we know it adds them).

interface Read {
  layout: string;
  layoutName: string;
  header: string[];
  parsed: ParsedFile;
  mapping?: ColumnMapping;
}

const fail = (fileName: string, line: number, reason: string): never => {
  throw new AppError(
    "PORTFOLIO_IMPORT_INVALID",
    line ? `${fileName}, line ${line}: ${reason}` : `${fileName}: ${reason}`,
    { file: fileName, line, reason },
  );
};

async function readFile(db: Kysely<DB>, userId: number, body: ImportBody): Promise<Read> {
  let rows: CsvRow[];
  try {
    rows = parseCsv(body.csv);
  } catch (e) {
    if (e instanceof CsvSyntaxError) return fail(body.file_name, e.line, e.message);
    throw e;
  }
  const header = firstHeader(rows);
  try {
    const preset = body.mapping ? null : (body.preset ?? detectPreset(rows));
    if (preset) {
      const parsed = parseWithPreset(rows, preset);
      return { layout: preset, layoutName: PRESET_NAMES[preset], header, parsed };
    }
    const key = layoutKey(header);
    let mapping = body.mapping;
    if (!mapping) {
      const remembered = columnMappingSchema.safeParse(await readLayoutMapping(db, userId, key));
      if (!remembered.success)
        throw new AppError("PORTFOLIO_IMPORT_LAYOUT_UNKNOWN", undefined, { file: body.file_name, header });
      mapping = remembered.data;
    }
    return { layout: "mapping", layoutName: "Your columns", header, parsed: parseWithMapping(rows, mapping), mapping };
  } catch (e) {
    if (e instanceof ImportFileError) return fail(body.file_name, e.line, e.reason);
    throw e;
  }
}

const keyOf = (layout: string, raw: string) => createHash("sha256").update(`${layout}\u241e${raw}`).digest("base64url");

/** The file read and matched against the portfolio, without writing anything. */
export async function previewImport(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  body: ImportBody,
  range: DateRange,
): Promise<{ preview: ImportPreview; transactions: NewTransaction[]; mapping?: ColumnMapping; header: string[] }> {
  await ownPortfolio(db, userId, portfolioId);
  const read = await readFile(db, userId, body);
  const { rows } = read.parsed;
  for (const r of rows)
    if ((range.last && r.date > range.last) || (range.first && r.date < range.first))
      fail(body.file_name, r.line, `${r.date} is outside our market data (${range.first} to ${range.last}).`);
  // Presets and mappings share keys when their rows are the same: the key is the row, not how it was read.
  const keys = importKeys("row", rows).map((k) =>
    keyOf(read.layout === "mapping" ? layoutKey(read.header) : read.layout, k),
  );
  const tickers = [...new Set(rows.flatMap((r) => (r.ticker ? [r.ticker] : [])))];
  const known = await companiesByTicker(db, tickers);
  const already = await existingImportKeys(db, portfolioId, keys);
  const unknown = new Map<string, number[]>();
  const transactions: NewTransaction[] = [];
  const previewRows: ImportPreview["rows"] = rows.map((r, i) => {
    const companyId = r.ticker ? (known.get(r.ticker) ?? null) : null;
    // A fee or a row without a company needs no ticker; any other ticker we do not know waits.
    const isUnknown = r.ticker !== null && companyId === null;
    if (isUnknown) unknown.set(r.ticker!, [...(unknown.get(r.ticker!) ?? []), r.line]);
    const status = isUnknown ? "unknown" : already.has(keys[i]!) ? "already" : "new";
    if (status === "new")
      transactions.push({
        date: r.date,
        kind: r.kind,
        companyId,
        shares: r.shares,
        price: r.price,
        amount: r.amount,
        fee: r.fee,
        importKey: keys[i]!,
      });
    return {
      line: r.line,
      date: r.date,
      kind: r.kind,
      ticker: r.ticker,
      companyId,
      shares: r.shares,
      price: r.price,
      amount: r.amount,
      fee: r.fee,
      status,
    };
  });
  return {
    preview: {
      fileName: body.file_name,
      layout: read.layout,
      layoutName: read.layoutName,
      header: read.header,
      rows: previewRows,
      skipped: read.parsed.skipped,
      unknown: [...unknown].map(([ticker, lines]) => ({ ticker, lines })),
      added: transactions.length,
      already: previewRows.filter((r) => r.status === "already").length,
    },
    transactions,
    mapping: read.mapping,
    header: read.header,
  };
}

/** Writes the previewed rows, all or nothing; the mapping used is remembered for the layout. */
export async function importFile(
  db: Kysely<DB>,
  userId: number,
  portfolioId: number,
  body: ImportBody,
  range: DateRange,
): Promise<ImportPreview> {
  const { preview, transactions, mapping, header } = await previewImport(db, userId, portfolioId, body, range);
  return db.transaction().execute(async (trx) => {
    await lockOwnPortfolio(trx, userId, portfolioId);
    const count = await trx
      .selectFrom("portfolio_transactions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("portfolio_id", "=", portfolioId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) + transactions.length > PORTFOLIO_LIMITS.transactionsPerPortfolio)
      throw new AppError("PORTFOLIO_FULL");
    const added = await insertImportedTransactions(trx, portfolioId, transactions);
    const lineOf = new Map(
      transactions.map((t, i) => [t.importKey, preview.rows.filter((r) => r.status === "new")[i]!.line]),
    );
    await assertLedgerHolds(trx, portfolioId, (t) => `${body.file_name}: ${t.ticker ?? ""}`).catch((e: unknown) => {
      // Name the file's line when the first impossible sale is one of its rows.
      if (e instanceof AppError && e.code === "PORTFOLIO_SELL_EXCEEDS_HOLDING") {
        const details = e.details as { transactionId: number };
        return trx
          .selectFrom("portfolio_transactions")
          .select("import_key")
          .where("id", "=", details.transactionId)
          .executeTakeFirst()
          .then((row) => {
            const line = row?.import_key ? lineOf.get(row.import_key) : undefined;
            if (line !== undefined) fail(body.file_name, line, e.message.replace(/^.*?: /, ""));
            throw e;
          });
      }
      throw e;
    });
    if (mapping) await saveLayoutMapping(trx, userId, layoutKey(header), mapping);
    await insertImport(trx, portfolioId, {
      fileName: body.file_name,
      layout: preview.layout,
      added,
      already: preview.already,
      skipped: preview.skipped,
      unknown: preview.unknown,
    });
    return { ...preview, added };
  });
}
