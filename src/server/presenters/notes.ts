import type { NoteRecord } from "../../db/repositories/notes";
import type { Note } from "../../domain/contracts/notes";
import { paths } from "../../domain/paths";
import { renderNoteMarkdown } from "../content/markdown";

// A note's answer: the Markdown as written (to edit it) and rendered through the sanitizer (to
// show it), with the company it is on.

export function presentNote(record: NoteRecord): Note {
  return {
    id: record.id,
    companyId: record.companyId,
    ticker: record.ticker,
    exchange: record.exchange,
    companyName: record.companyName,
    companyUrl: paths.company({ exchange: record.exchange, ticker: record.ticker }),
    markdown: record.markdown,
    html: renderNoteMarkdown(record.markdown),
    updatedAt: record.updatedAt.toISOString(),
  };
}
