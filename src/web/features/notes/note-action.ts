import type { Note } from "../../../domain/contracts/notes";

// The note's part of a company page's clientAction: the form a fetcher submits names its intent,
// the action calls the typed client and answers the note as the server now keeps it.

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

export async function noteAction(form: FormData): Promise<NoteActionResult> {
  const client = await import("./api/notes");
  const intent = form.get("intent") === NOTE_DELETE_INTENT ? NOTE_DELETE_INTENT : NOTE_SAVE_INTENT;
  try {
    if (intent === NOTE_DELETE_INTENT) {
      await client.deleteNote(Number(form.get("id")));
      return { intent, note: null, error: null };
    }
    const note = await client.writeNote(Number(form.get("company_id")), String(form.get("markdown") ?? ""));
    return { intent, note, error: null };
  } catch (e) {
    return { intent, note: null, error: e instanceof Error ? e.message : "The note could not be saved." };
  }
}
