import { open, readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { ensureTaxonomy } from "../taxonomy-store";
import { FORMATS, HEAD_BYTES, detectFormat } from "./detect";
import type { Format, ImportKind } from "./format";
import { recordImportedMarket } from "./market-meta";

// `npm run data -- import <dir or file>`: imports one file, or every recognised file under a
// directory. Each file is all or nothing: it is parsed whole first, and written in its own
// transaction only when no row is malformed; a failed file does not stop the others.

export interface FileReport {
  /** As given for a single file; relative to the directory for a directory import. */
  path: string;
  kind: ImportKind | null;
  status: "imported" | "failed" | "skipped";
  rowsRead: number;
  /** Rows read but deliberately left out: another exchange, a day without a value. */
  rowsSkipped: number;
  /** Stored rows inserted or changed (companies included); 0 when the file was imported before. */
  rowsChanged: number;
  /** "<path> line <n>: <problem>", at most 20 and a count of the rest. */
  errors: string[];
}

export interface ImportReport {
  files: FileReport[];
  imported: number;
  failed: number;
  skipped: number;
  /** False when any file failed; the CLI exits non-zero then. */
  ok: boolean;
}

interface Candidate {
  absolute: string;
  shown: string;
}

async function listFiles(dir: string, base: string): Promise<Candidate[]> {
  const out: Candidate[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    // Hidden files and folders (.git, .DS_Store) are never data.
    if (entry.name.startsWith(".")) continue;
    const absolute = path.join(dir, entry.name);
    const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(absolute)).isDirectory());
    if (isDirectory) out.push(...(await listFiles(absolute, base)));
    else out.push({ absolute, shown: path.relative(base, absolute).split(path.sep).join("/") });
  }
  return out;
}

async function readHead(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function importFile(db: Kysely<DB>, file: Candidate, format: Format): Promise<FileReport> {
  const report: FileReport = {
    path: file.shown,
    kind: format.kind,
    status: "failed",
    rowsRead: 0,
    rowsSkipped: 0,
    rowsChanged: 0,
    errors: [],
  };
  try {
    const parsed = format.parse(await readFile(file.absolute, "utf8"), path.basename(file.absolute));
    report.rowsRead = parsed.rowsRead;
    report.rowsSkipped = parsed.rowsSkipped;
    if (!parsed.errors.empty) {
      report.errors = parsed.errors.list.map((e) =>
        e.line === null ? `${file.shown}: ${e.message}` : `${file.shown} line ${e.line}: ${e.message}`,
      );
      const more = parsed.errors.count - parsed.errors.list.length;
      if (more > 0) report.errors.push(`${file.shown}: ${more} more malformed rows`);
      return report;
    }
    report.rowsChanged = await db.transaction().execute((trx) => parsed.write(trx));
    report.status = "imported";
  } catch (error) {
    // An unreadable file, or a constraint the parser did not foresee (the transaction is rolled
    // back): this file fails, the others go on.
    report.errors = [`${file.shown}: ${message(error)}`];
  }
  return report;
}

function describe(r: FileReport): string {
  if (r.status === "skipped") return `skipped ${r.path}: not a recognised format`;
  const counts = `${r.rowsRead} rows read${r.rowsSkipped ? `, ${r.rowsSkipped} left out` : ""}`;
  if (r.status === "failed") return `FAILED ${r.path} (${r.kind ?? "unrecognised"}): ${counts}, nothing written`;
  return `imported ${r.path} (${r.kind}): ${counts}, ${r.rowsChanged} stored rows new or changed`;
}

export async function importPath(db: Kysely<DB>, target: string, log: (line: string) => void): Promise<ImportReport> {
  const info = await stat(target);
  const single = !info.isDirectory();
  const candidates = single ? [{ absolute: target, shown: target }] : await listFiles(target, target);
  await ensureTaxonomy(db);

  const files: FileReport[] = [];
  const queue: { file: Candidate; format: Format }[] = [];
  const notImported = (file: Candidate, status: "failed" | "skipped", error?: string): FileReport => ({
    path: file.shown,
    kind: null,
    status,
    rowsRead: 0,
    rowsSkipped: 0,
    rowsChanged: 0,
    errors: error ? [`${file.shown}: ${error}`] : [],
  });
  for (const file of candidates) {
    let head: string;
    try {
      head = await readHead(file.absolute);
    } catch (error) {
      files.push(notImported(file, "failed", message(error)));
      continue;
    }
    const format = detectFormat(path.basename(file.absolute), head);
    if (format) queue.push({ file, format });
    // A file named on the command line that we do not recognise is a mistake, not something to pass over.
    else files.push(single ? notImported(file, "failed", "not a recognised format") : notImported(file, "skipped"));
  }
  for (const r of files) {
    log(describe(r));
    for (const e of r.errors) log(`  ${e}`);
  }
  queue.sort(
    (a, b) =>
      FORMATS.indexOf(a.format) - FORMATS.indexOf(b.format) ||
      (a.file.shown < b.file.shown ? -1 : a.file.shown > b.file.shown ? 1 : 0),
  );

  for (const { file, format } of queue) {
    const report = await importFile(db, file, format);
    files.push(report);
    log(describe(report));
    for (const e of report.errors) log(`  ${e}`);
  }

  const count = (status: FileReport["status"]) => files.filter((f) => f.status === status).length;
  const result: ImportReport = {
    files,
    imported: count("imported"),
    failed: count("failed"),
    skipped: count("skipped"),
    ok: count("failed") === 0,
  };
  if (result.imported > 0) {
    // The research, ratings and screener that follow, and the notice to running servers, are
    // the market pipeline's (src/market/pipeline).
    await recordImportedMarket(db);
  }
  log(`${result.imported} files imported, ${result.failed} failed, ${result.skipped} skipped`);
  return result;
}
