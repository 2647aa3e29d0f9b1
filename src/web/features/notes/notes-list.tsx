import { lazy, Suspense } from "react";
import type { NoteScope } from "./api/notes";

// The member's notes on a portfolio's or a watchlist's companies. They are read after the page
// in any case, so their code loads then too instead of with the page.

const NotesListSection = lazy(() => import("./notes-list-section").then((m) => ({ default: m.NotesListSection })));

export function NotesList({ scope, what }: { scope: NoteScope; what: string }) {
  return (
    <Suspense fallback={null}>
      <NotesListSection scope={scope} what={what} />
    </Suspense>
  );
}
