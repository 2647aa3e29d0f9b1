import { z } from "zod";
import { NOTE_LIMITS } from "../notes/limits";

// A member's private notes on companies: the bodies the browser sends and the answers it reads,
// written once for the server's routes and the web client.

export { NOTE_LIMITS } from "../notes/limits";

export const noteBodySchema = z.object({
  note: z.object({ markdown: z.string().trim().min(1).max(NOTE_LIMITS.length) }),
});

export const noteSchema = z
  .object({
    id: z.number(),
    companyId: z.number(),
    ticker: z.string(),
    exchange: z.string(),
    companyName: z.string(),
    companyUrl: z.string(),
    markdown: z.string(),
    /** The Markdown rendered and sanitised on the server: safe to put in a page as it is. */
    html: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Note" });
export type Note = z.infer<typeof noteSchema>;

export const noteAnswerSchema = z.object({ note: noteSchema });
export const notesAnswerSchema = z.object({ notes: z.array(noteSchema) });
