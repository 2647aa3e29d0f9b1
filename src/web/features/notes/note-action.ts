import * as client from "./api/notes";
import { NOTE_DELETE_INTENT, NOTE_SAVE_INTENT, type NoteActionResult } from "./note-intent";

// The note's part of a company page's clientAction: the form a fetcher submits names its intent,
// the action calls the typed client and answers the note as the server now keeps it.

export async function noteAction(form: FormData): Promise<NoteActionResult> {
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
