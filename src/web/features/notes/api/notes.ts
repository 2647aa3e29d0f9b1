import { api } from "../../../../domain/paths";
import { noteAnswerSchema, notesAnswerSchema, type Note } from "../../../../domain/contracts/notes";
import { apiRead, apiSend } from "../../../lib/api-client";

// A member's notes on companies for the web app: every answer parsed by the contracts' schemas.
// Loaded when a note is first read or sent, so zod stays out of the pages' first load.

export type NoteScope = { company_id: number } | { portfolio_id: number } | { watchlist_id: number };

const queryOf = (scope: NoteScope): Record<string, string> =>
  Object.fromEntries(Object.entries(scope).map(([key, value]) => [key, String(value)]));

export async function listNotes(scope: NoteScope): Promise<Note[]> {
  return (await apiRead(api.notes(queryOf(scope)), notesAnswerSchema)).notes;
}

export async function writeNote(companyId: number, markdown: string): Promise<Note> {
  return (await apiRead(api.companyNote(companyId), noteAnswerSchema, { method: "PUT", json: { note: { markdown } } }))
    .note;
}

export async function deleteNote(id: number): Promise<void> {
  await apiSend(api.note(id), { method: "DELETE" });
}
