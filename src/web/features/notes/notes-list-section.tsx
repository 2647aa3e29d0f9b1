import { Link } from "react-router";
import { dayText } from "../../../domain/number-text";
import { PageSection } from "../../components/ui/page-section";
import type { NoteScope } from "./api/notes";
import { NoteHtml } from "./note-html";
import { useNotes } from "./use-notes";

// The member's notes on the companies of one of their portfolios or watchlists, read after the
// page; each is written and changed on its company's page.

export function NotesListSection({ scope, what }: { scope: NoteScope; what: string }) {
  const state = useNotes(scope);
  return (
    <PageSection title="Your notes" aside={`On the companies in this ${what}; private to you`}>
      {state.status === "loading" ? (
        <p className="mt-3 text-sm text-slate-600">Reading your notes…</p>
      ) : state.status === "failed" ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">
          Your notes could not be read. Reload to try again.
        </p>
      ) : state.notes.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No notes yet: write one on a company's page, under &ldquo;Your note&rdquo;.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="notes-list">
          {state.notes.map((note) => (
            <li key={note.id} className="py-3">
              <article aria-label={`Note on ${note.ticker}`}>
                <h3 className="font-semibold">
                  <Link to={note.companyUrl} className="text-emerald-800 underline">
                    {note.ticker}
                  </Link>{" "}
                  <span className="font-normal text-slate-700">{note.companyName}</span>
                </h3>
                <div className="mt-1">
                  <NoteHtml html={note.html} />
                </div>
                <p className="mt-1 text-xs text-slate-600">Updated {dayText(new Date(note.updatedAt))}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
