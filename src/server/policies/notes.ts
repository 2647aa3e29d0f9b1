import { findNote, type Executor, type NoteRecord } from "../../db/repositories/notes";
import { AppError } from "../errors";

// Who may read or change a note: the member who wrote it, nobody else. Another member's note
// answers exactly as an id that does not exist (404 NOTE_NOT_FOUND).

export async function ownNote(db: Executor, userId: number, id: number): Promise<NoteRecord> {
  const found = await findNote(db, userId, id);
  if (!found) throw new AppError("NOTE_NOT_FOUND");
  return found;
}
