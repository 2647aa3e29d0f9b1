import type { Note } from "../../../domain/contracts/notes";

// What a note's form on a company page says it does, and what the action answers: the page's
// clientAction reads the intent and loads the action (note-action.ts) only when it is a note's.

export const NOTE_SAVE_INTENT = "note-save";
export const NOTE_DELETE_INTENT = "note-delete";

export interface NoteActionResult {
  intent: typeof NOTE_SAVE_INTENT | typeof NOTE_DELETE_INTENT;
  /** The note after the change: null once deleted. */
  note: Note | null;
  error: string | null;
}

export function isNoteIntent(form: FormData | undefined): boolean {
  const intent = form?.get("intent");
  return intent === NOTE_SAVE_INTENT || intent === NOTE_DELETE_INTENT;
}
