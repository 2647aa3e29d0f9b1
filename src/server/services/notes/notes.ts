import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import {
  deleteNote,
  listNotes,
  lockUserNotes,
  upsertNote,
  type NoteRecord,
  type NoteScope,
} from "../../../db/repositories/notes";
import { NOTE_LIMITS } from "../../../domain/notes/limits";
import { AppError } from "../../errors";
import { ownNote } from "../../policies/notes";
import { ownPortfolio } from "../../policies/portfolios";
import { ownWatchlist } from "../../policies/watchlists";
import { assertCompaniesExist } from "../watchlists/watchlists";

// What the note calls do. One note per member and company: writing again replaces it. A scope
// names the member's own portfolio or watchlist; someone else's answers 404 like an unknown one.

export async function listOwnNotes(db: Kysely<DB>, userId: number, scope: NoteScope): Promise<NoteRecord[]> {
  if (scope.kind === "portfolio") await ownPortfolio(db, userId, scope.portfolioId);
  if (scope.kind === "watchlist") await ownWatchlist(db, userId, scope.watchlistId);
  return listNotes(db, userId, scope);
}

export function readOwnNote(db: Kysely<DB>, userId: number, id: number): Promise<NoteRecord> {
  return ownNote(db, userId, id);
}

/** Writes the member's note on the company; `created` says whether it is new. */
export async function writeNote(
  db: Kysely<DB>,
  userId: number,
  companyId: number,
  markdown: string,
): Promise<{ note: NoteRecord; created: boolean }> {
  await assertCompaniesExist(db, [companyId]);
  return db.transaction().execute(async (trx) => {
    const count = await lockUserNotes(trx, userId);
    const [existing] = await listNotes(trx, userId, { kind: "company", companyId });
    if (!existing && count >= NOTE_LIMITS.perUser) throw new AppError("NOTE_LIMIT_REACHED");
    const created = await upsertNote(trx, userId, companyId, markdown);
    const [note] = await listNotes(trx, userId, { kind: "company", companyId });
    return { note: note!, created };
  });
}

export async function removeNote(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await deleteNote(db, userId, id))) throw new AppError("NOTE_NOT_FOUND");
}
