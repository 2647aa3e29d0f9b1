import { useEffect, useState } from "react";
import type { Note } from "../../../domain/contracts/notes";
import type { NoteScope } from "./api/notes";

// A member's notes are never in a page (pages are kept for everyone of a class, decision 054):
// the browser asks for them once the page is there.

export type NotesState = { status: "loading" } | { status: "ready"; notes: Note[] } | { status: "failed" };

export function useNotes(scope: NoteScope | null): NotesState {
  const [state, setState] = useState<NotesState>({ status: "loading" });
  const key = scope ? JSON.stringify(scope) : null;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: "loading" });
    void import("./api/notes")
      .then((client) => client.listNotes(JSON.parse(key) as NoteScope))
      .then(
        (notes) => live && setState({ status: "ready", notes }),
        () => live && setState({ status: "failed" }),
      );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
