import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { Note } from "../../../domain/contracts/notes";
import { NOTE_LIMITS } from "../../../domain/notes/limits";
import { dayText } from "../../../domain/number-text";
import { Button } from "../../components/ui/button";
import { PageSection } from "../../components/ui/page-section";
import { NOTE_DELETE_INTENT, NOTE_SAVE_INTENT, type NoteActionResult } from "./note-intent";
import { NoteHtml } from "./note-html";
import { useNotes } from "./use-notes";

// The note's section itself (company-note.tsx loads it for members only).

export interface Company {
  id: number;
  name: string;
  ticker: string;
}

export function CompanyNoteSection({ company }: { company: Company }) {
  const loaded = useNotes({ company_id: company.id });
  const fetcher = useFetcher<NoteActionResult>();
  // The note once the member changed it here; until then the one read after the page.
  const [changed, setChanged] = useState<{ note: Note | null } | null>(null);
  const [editing, setEditing] = useState(false);
  const textId = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || result.error) return;
    setChanged({ note: result.note });
    setEditing(false);
  }, [result]);

  const note = changed ? changed.note : loaded.status === "ready" ? (loaded.notes[0] ?? null) : null;
  const busy = fetcher.state !== "idle";
  return (
    <PageSection title={`Your note on ${company.ticker}`} aside="Private: only you see it">
      {loaded.status === "loading" && !changed ? (
        <p className="mt-3 text-sm text-slate-600">Reading your note…</p>
      ) : loaded.status === "failed" && !changed ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">Your note could not be read. Reload to try again.</p>
      ) : editing ? (
        <fetcher.Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value={NOTE_SAVE_INTENT} />
          <input type="hidden" name="company_id" value={company.id} />
          <label htmlFor={textId} className="block text-sm font-medium">
            Note (Markdown: **bold**, lists, links)
          </label>
          <textarea
            id={textId}
            name="markdown"
            required
            rows={8}
            maxLength={NOTE_LIMITS.length}
            defaultValue={note?.markdown ?? ""}
            className="w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Saving…" : "Save note"}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </fetcher.Form>
      ) : note ? (
        <div className="mt-3 space-y-3" data-testid="company-note">
          <NoteHtml html={note.html} />
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>Updated {dayText(new Date(note.updatedAt))}</span>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit note
            </Button>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value={NOTE_DELETE_INTENT} />
              <input type="hidden" name="id" value={note.id} />
              <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                Delete note
              </Button>
            </fetcher.Form>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            Keep your thesis on {company.name}: why you follow it and what would change your mind.
          </p>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Write a note
          </Button>
        </div>
      )}
      {result?.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {result.error}
        </p>
      ) : null}
    </PageSection>
  );
}
